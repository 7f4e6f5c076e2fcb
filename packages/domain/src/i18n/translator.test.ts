import { describe, expect, it, vi } from 'vitest'
import type { AreaMessages, Locale, MessageCatalogue } from './catalogue.ts'
import type { MissingKeyReport } from './translator.ts'
import { createTranslate, createTranslator } from './translator.ts'

const catalogues: AreaMessages = {
  'en-US': {
    'common.next': 'Next',
    'greeting.named': 'Hello, {name}!',
    'count.days': { one: '{count} day', other: '{count} days' },
    'only.english': 'Only in English',
    'only.english.plural': { one: '{count} thing', other: '{count} things' },
  },
  ru: {
    'common.next': 'Далее',
    'greeting.named': 'Привет, {name}!',
    'count.days': {
      one: '{count} день',
      few: '{count} дня',
      many: '{count} дней',
      other: '{count} дня',
    },
  },
}

describe('§8 missing translation key: warning, key shown', () => {
  it('shows the key itself and reports it through the injected callback', () => {
    const onMissingKey = vi.fn<(report: MissingKeyReport) => void>()
    const translate = createTranslator('en-US', catalogues, onMissingKey)

    expect(translate('no.such.key')).toBe('no.such.key')
    expect(onMissingKey).toHaveBeenCalledExactlyOnceWith({
      key: 'no.such.key',
      locale: 'en-US',
      fallbackLocale: null,
    })
  })

  it('a key missing in every locale is reported once for ru', () => {
    const onMissingKey = vi.fn<(report: MissingKeyReport) => void>()
    expect(createTranslator('ru', catalogues, onMissingKey)('no.such.key')).toBe('no.such.key')
    expect(onMissingKey).toHaveBeenCalledExactlyOnceWith({
      key: 'no.such.key',
      locale: 'ru',
      fallbackLocale: null,
    })
  })

  it('inherited object properties are not keys', () => {
    const onMissingKey = vi.fn<(report: MissingKeyReport) => void>()
    const translate = createTranslator('en-US', catalogues, onMissingKey)
    expect(translate('constructor')).toBe('constructor')
    expect(translate('toString')).toBe('toString')
    expect(onMissingKey).toHaveBeenCalledTimes(2)
  })

  it('works without a callback', () => {
    expect(createTranslator('en-US', catalogues)('no.such.key')).toBe('no.such.key')
  })
})

describe('§1 languages: ru falls back to en-US', () => {
  it('shows the English text of a key Russian lacks and reports the fallback', () => {
    const onMissingKey = vi.fn<(report: MissingKeyReport) => void>()
    const translate = createTranslator('ru', catalogues, onMissingKey)

    expect(translate('only.english')).toBe('Only in English')
    expect(onMissingKey).toHaveBeenCalledExactlyOnceWith({
      key: 'only.english',
      locale: 'ru',
      fallbackLocale: 'en-US',
    })
  })

  it('a fallen-back plural follows English plural rules', () => {
    const translate = createTranslator('ru', catalogues)
    expect(translate('only.english.plural', { count: 1 })).toBe('1 thing')
    expect(translate('only.english.plural', { count: 21 })).toBe('21 things')
  })

  it('a key present in Russian is not reported', () => {
    const onMissingKey = vi.fn<(report: MissingKeyReport) => void>()
    expect(createTranslator('ru', catalogues, onMissingKey)('common.next')).toBe('Далее')
    expect(onMissingKey).not.toHaveBeenCalled()
  })

  it('English never falls back to Russian', () => {
    const onlyRussian: AreaMessages = { 'en-US': {}, ru: { 'only.russian': 'Только по-русски' } }
    expect(createTranslator('en-US', onlyRussian)('only.russian')).toBe('only.russian')
  })

  it('a language whose catalogue is not loaded yet shows English, and its own text once added', () => {
    const loaded: Partial<Record<Locale, MessageCatalogue>> = { 'en-US': { 'common.next': 'Next' } }
    const onMissingKey = vi.fn<(report: MissingKeyReport) => void>()
    const russian = createTranslator('ru', loaded, onMissingKey)
    expect(russian('common.next')).toBe('Next')
    expect(onMissingKey).toHaveBeenCalledWith({
      key: 'common.next',
      locale: 'ru',
      fallbackLocale: 'en-US',
    })

    loaded.ru = { 'common.next': 'Далее' }
    expect(russian('common.next')).toBe('Далее')
  })
})

describe('§1 languages: translate(locale, key, params)', () => {
  const translate = createTranslate(catalogues)

  it('fills placeholders', () => {
    expect(translate('en-US', 'greeting.named', { name: 'Anna' })).toBe('Hello, Anna!')
    expect(translate('ru', 'greeting.named', { name: 'Анна' })).toBe('Привет, Анна!')
  })

  it('chooses the plural form by count in the requested locale', () => {
    expect(translate('ru', 'count.days', { count: 1 })).toBe('1 день')
    expect(translate('ru', 'count.days', { count: 2 })).toBe('2 дня')
    expect(translate('ru', 'count.days', { count: 5 })).toBe('5 дней')
    expect(translate('ru', 'count.days', { count: 21 })).toBe('21 день')
    expect(translate('ru', 'count.days', { count: 11 })).toBe('11 дней')
    expect(translate('en-US', 'count.days', { count: 1 })).toBe('1 day')
    expect(translate('en-US', 'count.days', { count: 11 })).toBe('11 days')
  })
})
