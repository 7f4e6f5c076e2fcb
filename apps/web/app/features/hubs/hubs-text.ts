import { type Locale } from '@tourmarket/domain/i18n'
import { useMemo } from 'react'
import { russianPath } from '../../components/site-header/seo-links.ts'
import { useI18n } from '../../i18n/i18n-context.tsx'
import { featureTranslators } from '../../i18n/translator.ts'
import { hubsMessages, type HubsMessageKey } from './hubs-messages.ts'

type HubsParams = Record<string, string | number>

const hubsTranslator = featureTranslators(hubsMessages)

/** A hub text in a language, without a hook: for the `meta` exports and the JSON-LD. */
export function hubsText(locale: Locale, key: HubsMessageKey, params?: HubsParams): string {
  return hubsTranslator(locale)(key, params)
}

/** A site path in a language: /ru/… for Russian. */
export function localizedPath(locale: Locale, englishPath: string): string {
  return locale === 'ru' ? russianPath(englishPath) : englishPath
}

/** The hubs' words and links in the page language. */
export function useHubsText() {
  const { locale } = useI18n()
  return useMemo(
    () => ({
      locale,
      text: (key: HubsMessageKey, params?: HubsParams) => hubsText(locale, key, params),
      path: (englishPath: string) => localizedPath(locale, englishPath),
    }),
    [locale],
  )
}
