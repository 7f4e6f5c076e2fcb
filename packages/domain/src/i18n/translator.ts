import type { Catalogues, Locale } from './catalogue.ts'
import type { MessageParams } from './format.ts'
import { formatMessage } from './format.ts'
import { fallbackLocales } from './locale.ts'

/**
 * A key was not found in the requested locale. `fallbackLocale` is the locale whose text was
 * shown instead, or null when no locale had the key and the key itself was shown (§8).
 */
export type MissingKeyReport = { key: string; locale: Locale; fallbackLocale: Locale | null }

/** Injected so the domain stays free of console and logging concerns. */
export type OnMissingKey = (report: MissingKeyReport) => void

export type Translate = (locale: Locale, key: string, params?: MessageParams) => string
export type Translator = (key: string, params?: MessageParams) => string

function ignoreMissingKey(): void {}

/**
 * `translate(locale, key, params?)` over merged catalogues: text of the locale, else of its
 * fallback (ru → en-US), else the key itself; every miss is reported to `onMissingKey`.
 */
export function createTranslate(
  catalogues: Catalogues,
  onMissingKey: OnMissingKey = ignoreMissingKey,
): Translate {
  return (locale, key, params) => {
    for (const candidate of [locale, ...fallbackLocales[locale]]) {
      // Read at each call: a catalogue may arrive after the translator was made.
      const catalogue = catalogues[candidate]
      // hasOwn, not `in` or indexing: a key like `constructor` must not resolve to Object's.
      const message =
        catalogue !== undefined && Object.hasOwn(catalogue, key) ? catalogue[key] : undefined
      if (message !== undefined) {
        if (candidate !== locale) onMissingKey({ key, locale, fallbackLocale: candidate })
        return formatMessage(candidate, message, params)
      }
    }
    onMissingKey({ key, locale, fallbackLocale: null })
    return key
  }
}

/** A translate function bound to one locale, for a request or a rendered page. */
export function createTranslator(
  locale: Locale,
  catalogues: Catalogues,
  onMissingKey?: OnMissingKey,
): Translator {
  const translate = createTranslate(catalogues, onMissingKey)
  return (key, params) => translate(locale, key, params)
}
