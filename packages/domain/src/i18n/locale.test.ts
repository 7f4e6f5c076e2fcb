import { describe, expect, it } from 'vitest'
import { defaultLocale, fallbackLocales, isLocale } from './locale.ts'

describe('§1 languages: locales', () => {
  it('en-US is the default locale and has no fallback; ru falls back to en-US', () => {
    expect(defaultLocale).toBe('en-US')
    expect(fallbackLocales).toEqual({ 'en-US': [], ru: ['en-US'] })
  })

  it('isLocale accepts en-US and ru only', () => {
    expect(isLocale('en-US')).toBe(true)
    expect(isLocale('ru')).toBe(true)
    for (const input of ['en', 'de', 'RU', '', null]) expect(isLocale(input)).toBe(false)
  })
})
