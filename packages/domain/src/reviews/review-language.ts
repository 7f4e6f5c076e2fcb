import type { Locale } from '../i18n/catalogue.ts'

/**
 * Issue 42: the languages a review or a question is written in. The site speaks English and
 * Russian, and what travellers write is told apart by its alphabet; anything else counts as
 * English, the site's other language.
 */
export const writtenLanguages = ['en', 'ru'] as const
export type WrittenLanguage = (typeof writtenLanguages)[number]

export function isWrittenLanguage(value: unknown): value is WrittenLanguage {
  return writtenLanguages.some((language) => language === value)
}

const cyrillicLetter = /\p{Script=Cyrillic}/gu
const anyLetter = /\p{L}/gu

/**
 * The language of a traveller's text: Russian when most of its letters are Cyrillic (a Russian
 * review naming "Tbilisi" or "GoPro" stays Russian), English otherwise, and for a text with no
 * letters at all.
 */
export function textLanguage(text: string): WrittenLanguage {
  const letters = text.match(anyLetter)?.length ?? 0
  if (letters === 0) return 'en'
  const cyrillic = text.match(cyrillicLetter)?.length ?? 0
  return cyrillic * 2 > letters ? 'ru' : 'en'
}

/** The language a page in this locale is read in. */
export function languageOfLocale(locale: Locale): WrittenLanguage {
  return locale === 'ru' ? 'ru' : 'en'
}

/**
 * The languages in the order a visitor meets them: their own first, then the others in the
 * site's order.
 */
export function visitorLanguagesFirst<Item extends { language: WrittenLanguage }>(
  items: readonly Item[],
  visitor: WrittenLanguage,
): Item[] {
  const rank = (language: WrittenLanguage) =>
    language === visitor ? -1 : writtenLanguages.indexOf(language)
  return [...items].sort((a, b) => rank(a.language) - rank(b.language))
}

/** How a tour's reviews are ordered: newest first (the default), highest or lowest rating first. */
export const reviewSorts = ['newest', 'highest', 'lowest'] as const
export type ReviewSort = (typeof reviewSorts)[number]
