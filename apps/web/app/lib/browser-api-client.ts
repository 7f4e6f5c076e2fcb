import { createApiClient, type ApiClient, type TokenStore } from '@tourmarket/api-client/client'
import type { BrandCurrency, Locale } from '@tourmarket/domain'
import { readCookie } from './cookies.ts'
import { SESSION_COOKIE } from './session-cookie.ts'

/** §4: the browser keeps the session token in its cookie; the client reads it before every call. */
function sessionCookieTokenStore(): TokenStore {
  const secure = () => (window.location.protocol === 'https:' ? '; Secure' : '')
  return {
    getToken: () => readCookie(document.cookie, SESSION_COOKIE),
    setToken(value) {
      document.cookie = `${SESSION_COOKIE}=${encodeURIComponent(value)}; Path=/; SameSite=Lax${secure()}`
    },
    clearTokens() {
      document.cookie = `${SESSION_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax${secure()}`
    },
  }
}

/**
 * §7 the browser's API client: same origin by default (the storefront forwards /spa, /crm/api, …
 * to the API), with the page's language and currency and the session from its cookie.
 */
export function createBrowserApiClient(options: {
  apiBaseUrl: string
  locale: Locale
  currency: BrandCurrency
}): ApiClient {
  return createApiClient({
    baseUrl: options.apiBaseUrl,
    language: options.locale,
    localization: options.locale,
    currency: options.currency,
    tokens: sessionCookieTokenStore(),
  })
}
