import type { Locale } from '@tourmarket/domain/i18n'
import { RUSSIAN_PREFIX } from './localized-routes.ts'

/** The path without a leading /ru: the English twin of any page. */
export function englishPath(pathname: string): string {
  const russian = `/${RUSSIAN_PREFIX}`
  if (pathname === russian) return '/'
  return pathname.startsWith(`${russian}/`) ? pathname.slice(russian.length) : pathname
}

/** The Russian twin of a page: /ru for the home page, /ru/… otherwise. */
export function russianPath(pathname: string): string {
  const english = englishPath(pathname)
  return english === '/' ? `/${RUSSIAN_PREFIX}` : `/${RUSSIAN_PREFIX}${english}`
}

/** A storefront path in a language (/ru/… for Russian); the API's links are English paths. */
export function localizedPath(path: string, locale: Locale): string {
  return locale === 'ru' ? russianPath(path) : path
}
