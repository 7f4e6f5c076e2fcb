import {
  createTranslator,
  type Catalogues,
  type Locale,
  type MessageCatalogue,
  type MissingKeyReport,
  type Translator,
} from '@tourmarket/domain/i18n'
import { englishCatalogue } from './catalogues.ts'

/** §8 "Missing translation key: warning, key shown" (a Russian gap shows the English text). */
export function warnMissingKey({ key, locale, fallbackLocale }: MissingKeyReport): void {
  console.warn(
    fallbackLocale === null
      ? `Missing translation "${key}" (${locale}); the key is shown`
      : `Missing translation "${key}" (${locale}); showing the ${fallbackLocale} text`,
  )
}

type OtherLocale = Exclude<Locale, 'en-US'>

/**
 * The catalogues this process has: English always; another language once added. The server adds
 * them all at start (all-catalogues.server.ts); a browser loads only its page's language.
 */
const catalogues: Partial<Record<Locale, MessageCatalogue>> = { 'en-US': englishCatalogue }

const catalogueLoaders: Readonly<Record<OtherLocale, () => Promise<MessageCatalogue>>> = {
  ru: () => import('./catalogue-ru.ts').then((module) => module.russianCatalogue),
}

export function addCatalogue(locale: OtherLocale, catalogue: MessageCatalogue): void {
  catalogues[locale] = catalogue
}

/** Makes a language's text available before a page in it renders (hydration, navigation). */
export async function loadCatalogue(locale: Locale): Promise<void> {
  if (locale === 'en-US' || catalogues[locale] !== undefined) return
  addCatalogue(locale, await catalogueLoaders[locale]())
}

const translators = new Map<Locale, Translator>()

/** The storefront's translator for a locale, over the catalogues loaded; one per locale. */
export function translatorFor(locale: Locale): Translator {
  let translator = translators.get(locale)
  if (translator === undefined) {
    translator = createTranslator(locale, catalogues, warnMissingKey)
    translators.set(locale, translator)
  }
  return translator
}

/**
 * A feature's own catalogues (its page's words, next to the page) as one translator per locale,
 * made on first use.
 */
export function featureTranslators(catalogues: Catalogues): (locale: Locale) => Translator {
  const made = new Map<Locale, Translator>()
  return (locale) => {
    let translator = made.get(locale)
    if (translator === undefined) {
      translator = createTranslator(locale, catalogues, warnMissingKey)
      made.set(locale, translator)
    }
    return translator
  }
}
