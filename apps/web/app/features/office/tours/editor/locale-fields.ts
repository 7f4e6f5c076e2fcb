import { useToursText } from '../tours-text.ts'
import type { SiteLocale } from '../tour-types.ts'

/** The API's name of a text field in a language: `title` in English, `title_ru` in Russian. */
export function localeFieldName(field: string, locale: SiteLocale): string {
  return locale === 'ru' ? `${field}_ru` : field
}

/** The name of a language the site offers, in the page language. */
export function useLocaleLabel(): (locale: SiteLocale) => string {
  const { text } = useToursText()
  return (locale) => text(locale === 'ru' ? 'tours.language.ru' : 'tours.language.en-US')
}
