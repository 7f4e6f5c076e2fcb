import type { ApiClient } from '@tourmarket/api-client'
import type { BrandCurrency } from '@tourmarket/domain/enums'
import type { Locale } from '@tourmarket/domain/i18n'
import type { ReactNode } from 'react'
import { createContext, useContext, useMemo } from 'react'
import { deferredApiClient } from './deferred-api-client.ts'

const ApiClientContext = createContext<ApiClient | null>(null)

/** One browser API client for the page, rebuilt only when the language or currency changes. */
export function ApiClientProvider({
  apiBaseUrl,
  locale,
  currency,
  children,
}: {
  apiBaseUrl: string
  locale: Locale
  currency: BrandCurrency
  children: ReactNode
}) {
  const client = useMemo(
    () =>
      deferredApiClient(() =>
        import('./browser-api-client.ts').then(({ createBrowserApiClient }) =>
          createBrowserApiClient({ apiBaseUrl, locale, currency }),
        ),
      ),
    [apiBaseUrl, locale, currency],
  )
  return <ApiClientContext.Provider value={client}>{children}</ApiClientContext.Provider>
}

/** The page's API client; null where the shell could not load (the root loader failed). */
export function useApiClient(): ApiClient | null {
  return useContext(ApiClientContext)
}
