import type { Locale } from './catalogue.ts'
import { locales } from './catalogue.ts'

/** §1/§9: en-US is the only fully configured locale and the UI kit's locale. */
export const defaultLocale = 'en-US' satisfies Locale

export function isLocale(value: unknown): value is Locale {
  return (locales as readonly unknown[]).includes(value)
}

/** Where a key missing in a locale is looked up next: Russian text falls back to English. */
export const fallbackLocales: Readonly<Record<Locale, readonly Locale[]>> = {
  'en-US': [],
  ru: ['en-US'],
}
