import { describe, expect, it } from 'vitest'
import { pathInLanguage } from './storefront-preferences.ts'

describe('§2 a page in a language', () => {
  it('puts Russian under /ru and English at the root, from either twin', () => {
    expect(pathInLanguage('/settings', 'ru')).toBe('/ru/settings')
    expect(pathInLanguage('/ru/settings', 'ru')).toBe('/ru/settings')
    expect(pathInLanguage('/ru/settings', 'en-US')).toBe('/settings')
    expect(pathInLanguage('/settings', 'en-US')).toBe('/settings')
    expect(pathInLanguage('/', 'ru')).toBe('/ru')
    expect(pathInLanguage('/ru', 'en-US')).toBe('/')
  })

  it('never names another host: a 404 page at /ru//evil.example switches to a path (issue 37)', () => {
    expect(pathInLanguage('/ru//evil.example', 'en-US')).toBe('/evil.example')
    expect(pathInLanguage('/ru/.//evil.example', 'en-US')).toBe('/')
  })
})
