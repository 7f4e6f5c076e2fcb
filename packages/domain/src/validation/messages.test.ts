import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { locales } from '../i18n/catalogue.ts'
import { formatValidationMessage, validationMessages } from './format-message.ts'
import { VALIDATION_MESSAGE_KEYS } from './messages.ts'

const format = (key: string, params = {}, locale: 'en-US' | 'ru' = 'en-US') =>
  formatValidationMessage({ key, params }, locale)

describe('§5 validation messages: en-US word for word', () => {
  it.each([
    ['validation.required', {}, 'Required field.'],
    ['validation.email', {}, 'Please enter a valid e-mail.'],
    ['validation.confirmed', {}, 'Do not match.'],
    ['validation.min', { length: 8 }, 'Minimum 8 characters.'],
    ['validation.max', { length: 64 }, 'Maximum 64 characters.'],
    ['validation.minValue', { min: 1 }, 'Minimum 1.'],
    ['validation.maxValue', { max: 200000 }, 'Maximum 200000.'],
    ['validation.phone', {}, 'Please enter a valid phone number'],
    ['validation.url', {}, 'Incorrect url'],
    ['validation.default', {}, 'Incorrect value'],
  ])('%s reads as the spec says', (key, params, text) => {
    expect(format(key, params)).toBe(text)
  })
})

describe('§5 validation messages: Russian plurals of characters', () => {
  it.each([
    [1, 'Минимум 1 символ.'],
    [2, 'Минимум 2 символа.'],
    [4, 'Минимум 4 символа.'],
    [5, 'Минимум 5 символов.'],
    [11, 'Минимум 11 символов.'],
    [12, 'Минимум 12 символов.'],
    [21, 'Минимум 21 символ.'],
    [22, 'Минимум 22 символа.'],
    [25, 'Минимум 25 символов.'],
    [101, 'Минимум 101 символ.'],
  ])('min %i → %s', (length, text) => {
    expect(format('validation.min', { length }, 'ru')).toBe(text)
  })

  it('max agrees in number too', () => {
    expect(format('validation.max', { length: 3 }, 'ru')).toBe('Максимум 3 символа.')
    expect(format('validation.max', { length: 64 }, 'ru')).toBe('Максимум 64 символа.')
    expect(format('validation.max', { length: 100 }, 'ru')).toBe('Максимум 100 символов.')
  })

  it('picks by a count parameter when one is given', () => {
    expect(format('validation.min', { count: 5, length: 5 }, 'ru')).toBe('Минимум 5 символов.')
  })
})

describe('§5 validation messages: catalogues', () => {
  it('every key exists in every locale, and only these keys', () => {
    const keys = Object.values(VALIDATION_MESSAGE_KEYS).sort()
    for (const locale of locales) {
      expect(Object.keys(validationMessages[locale]).sort()).toEqual(keys)
    }
  })

  it('returns literal text untouched and shows an unknown key as the key (§8)', () => {
    expect(formatValidationMessage({ text: 'Must be even.' }, 'ru')).toBe('Must be even.')
    expect(format('registration.unknown')).toBe('registration.unknown')
  })

  it('leaves a placeholder without a value visible rather than blank', () => {
    expect(format('validation.min')).toBe('Minimum {length} characters.')
  })

  it('never leaves a placeholder when the parameter is given (property)', () => {
    fc.assert(
      fc.property(fc.nat(10_000), fc.constantFrom(...locales), (length, locale) => {
        const text = format('validation.min', { length }, locale)
        expect(text).toContain(String(length))
        expect(text).not.toMatch(/[{}]/)
      }),
    )
  })
})
