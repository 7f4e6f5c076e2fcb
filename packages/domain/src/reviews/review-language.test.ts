import { describe, expect, it } from 'vitest'
import {
  isWrittenLanguage,
  languageOfLocale,
  textLanguage,
  visitorLanguagesFirst,
} from './review-language.ts'

describe('textLanguage', () => {
  it('tells Russian from English by the alphabet of most letters', () => {
    expect(textLanguage('Отличный тур, гид знал всё о Тбилиси.')).toBe('ru')
    expect(textLanguage('A wonderful week in the mountains.')).toBe('en')
  })

  it('keeps a Russian text with a few Latin names Russian, and the other way round', () => {
    expect(textLanguage('Снимали на GoPro весь маршрут по Kazbegi, очень красиво')).toBe('ru')
    expect(textLanguage('We tried хачапури in every village we passed through')).toBe('en')
  })

  it('counts a text without letters, or in another alphabet, as English', () => {
    expect(textLanguage('')).toBe('en')
    expect(textLanguage('5/5 !!! 👍')).toBe('en')
    expect(textLanguage('Sehr schöne Reise, danke!')).toBe('en')
  })
})

describe('languageOfLocale', () => {
  it('reads the Russian site in Russian and the English one in English', () => {
    expect(languageOfLocale('ru')).toBe('ru')
    expect(languageOfLocale('en-US')).toBe('en')
  })
})

describe('visitorLanguagesFirst', () => {
  const counts = [
    { language: 'en' as const, count: 3 },
    { language: 'ru' as const, count: 5 },
  ]

  it('puts the visitor’s language first and keeps the others in the site’s order', () => {
    expect(visitorLanguagesFirst(counts, 'ru').map((row) => row.language)).toEqual(['ru', 'en'])
    expect(visitorLanguagesFirst(counts, 'en').map((row) => row.language)).toEqual(['en', 'ru'])
    expect(visitorLanguagesFirst([...counts].reverse(), 'en')[0]?.language).toBe('en')
  })
})

describe('isWrittenLanguage', () => {
  it('accepts the two languages only', () => {
    expect(isWrittenLanguage('ru')).toBe(true)
    expect(isWrittenLanguage('en')).toBe(true)
    expect(isWrittenLanguage('de')).toBe(false)
    expect(isWrittenLanguage(undefined)).toBe(false)
  })
})
