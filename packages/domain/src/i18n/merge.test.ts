import { describe, expect, it } from 'vitest'
import type { AreaMessages } from './catalogue.ts'
import { mergeCatalogues } from './merge.ts'

const validation: AreaMessages = {
  'en-US': { 'validation.required': 'Required field.', 'common.confirm': 'Confirm' },
  ru: { 'validation.required': 'Обязательное поле.' },
}
const common: AreaMessages = {
  'en-US': {
    'common.confirm': 'Confirm',
    'count.days': { one: '{count} day', other: '{count} days' },
  },
  ru: { 'common.confirm': 'Подтвердить' },
}

describe('§8 missing translation key: areas merge without overwriting each other', () => {
  it('joins the keys of every area per locale', () => {
    const merged = mergeCatalogues(validation, common)
    expect(merged['en-US']).toEqual({
      'validation.required': 'Required field.',
      'common.confirm': 'Confirm',
      'count.days': { one: '{count} day', other: '{count} days' },
    })
    expect(merged.ru).toEqual({
      'validation.required': 'Обязательное поле.',
      'common.confirm': 'Подтвердить',
    })
  })

  it('accepts the same key with the same text, plural forms included', () => {
    expect(() => mergeCatalogues(common, common)).not.toThrow()
  })

  it('throws on the same key with different text, naming key and locale', () => {
    const clash: AreaMessages = { 'en-US': {}, ru: { 'common.confirm': 'Ок' } }
    expect(() => mergeCatalogues(common, clash)).toThrow(
      'Message key "common.confirm" (ru) is defined twice with different text: "Подтвердить" and "Ок"',
    )
  })

  it('throws when plural forms differ', () => {
    const clash: AreaMessages = {
      'en-US': { 'count.days': { one: '{count} day', other: '{count} day(s)' } },
      ru: {},
    }
    expect(() => mergeCatalogues(common, clash)).toThrow('"count.days" (en-US)')
  })

  it('throws when a plain text and plural forms share a key', () => {
    const clash: AreaMessages = { 'en-US': { 'count.days': '{count} days' }, ru: {} }
    expect(() => mergeCatalogues(common, clash)).toThrow('"count.days"')
  })

  it('keeps a __proto__ key as a key', () => {
    const odd: AreaMessages = { 'en-US': JSON.parse('{"__proto__": "odd"}'), ru: {} }
    const merged = mergeCatalogues(odd)
    expect(Object.hasOwn(merged['en-US'], '__proto__')).toBe(true)
  })

  it('returns frozen catalogues', () => {
    const merged = mergeCatalogues(validation)
    expect(Object.isFrozen(merged)).toBe(true)
    expect(Object.isFrozen(merged['en-US'])).toBe(true)
  })
})
