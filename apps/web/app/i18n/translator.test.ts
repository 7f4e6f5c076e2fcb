import { afterEach, describe, expect, it, vi } from 'vitest'
import { translatorFor, warnMissingKey } from './translator.ts'

afterEach(() => {
  vi.restoreAllMocks()
})

describe('§8 missing translation key: warning, key shown', () => {
  it('§8 shows the key and warns once per miss', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    expect(translatorFor('en-US')('shell.noSuchKey')).toBe('shell.noSuchKey')
    expect(warn).toHaveBeenCalledWith(
      'Missing translation "shell.noSuchKey" (en-US); the key is shown',
    )
  })

  it('§8 a Russian gap shows the English text and says so', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    warnMissingKey({ key: 'meet.submit', locale: 'ru', fallbackLocale: 'en-US' })
    expect(warn).toHaveBeenCalledWith(
      'Missing translation "meet.submit" (ru); showing the en-US text',
    )
  })

  it('§1 the shell’s own strings are translated to Russian', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    expect(translatorFor('ru')('errorPage.goHome')).toBe('На главную')
    expect(warn).not.toHaveBeenCalled()
  })
})

describe('§2/§5/§3 the storefront speaks every catalogue', () => {
  it('§2 global strings, §5 validation and §3 enum labels all resolve, in both locales', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const english = translatorFor('en-US')
    expect(english('cookieNotice.reject')).toBe('Reject all')
    expect(english('validation.required')).toBe('Required field.')
    expect(english('difficulty.1')).toBe('Easy')
    expect(english('errorPage.supportChat')).toBe('Write to support')
    expect(translatorFor('ru')('validation.required')).not.toBe('Required field.')
    expect(warn).not.toHaveBeenCalled()
  })

  it('interpolates parameters and plural forms', () => {
    expect(translatorFor('en-US')('count.tours', { count: 3 })).toBe('3 tours')
    expect(translatorFor('ru')('count.tours', { count: 5 })).toBe('5 туров')
  })
})
