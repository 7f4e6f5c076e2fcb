/**
 * The shape every area's message catalogue takes. Keys are flat and dotted (`validation.required`);
 * values are text with `{param}` placeholders, or plural forms chosen by Intl.PluralRules of the locale.
 */
export const locales = ['en-US', 'ru'] as const
export type Locale = (typeof locales)[number]

export type PluralForms = {
  zero?: string
  one: string
  two?: string
  few?: string
  many?: string
  other: string
}

export type MessageValue = string | PluralForms

export type MessageCatalogue = Readonly<Record<string, MessageValue>>

/** Each area of the domain exports one of these; the i18n module merges them. */
export type AreaMessages = Readonly<Record<Locale, MessageCatalogue>>

/**
 * The catalogues a translator has: all locales, or some (a browser loads only the page's
 * language and English, the fallback). A locale without one falls back like a missing key.
 */
export type Catalogues = Readonly<Partial<Record<Locale, MessageCatalogue>>>
