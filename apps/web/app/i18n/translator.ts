import {
  createTranslator,
  type Locale,
  type MissingKeyReport,
  type Translator,
} from '@tourmarket/domain/i18n'
import { storefrontCatalogues } from './catalogues.ts'

/** §8 "Missing translation key: warning, key shown" (a Russian gap shows the English text). */
export function warnMissingKey({ key, locale, fallbackLocale }: MissingKeyReport): void {
  console.warn(
    fallbackLocale === null
      ? `Missing translation "${key}" (${locale}); the key is shown`
      : `Missing translation "${key}" (${locale}); showing the ${fallbackLocale} text`,
  )
}

const translators = new Map<Locale, Translator>()

/** The storefront's translator for a locale, over the merged catalogues; one per locale. */
export function translatorFor(locale: Locale): Translator {
  let translator = translators.get(locale)
  if (translator === undefined) {
    translator = createTranslator(locale, storefrontCatalogues, warnMissingKey)
    translators.set(locale, translator)
  }
  return translator
}
