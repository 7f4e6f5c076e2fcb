import { describe, expect, it } from 'vitest'
import { formatMessage, interpolate, selectPluralForm, splitPlaceholders } from './format.ts'

const ruDays = {
  one: '{count} день',
  few: '{count} дня',
  many: '{count} дней',
  other: '{count} дня',
}

describe('§1 languages: plural forms by Intl.PluralRules', () => {
  it.each([
    [1, '1 день'],
    [2, '2 дня'],
    [4, '4 дня'],
    [5, '5 дней'],
    [11, '11 дней'],
    [12, '12 дней'],
    [14, '14 дней'],
    [21, '21 день'],
    [22, '22 дня'],
    [25, '25 дней'],
    [101, '101 день'],
    [111, '111 дней'],
    [0, '0 дней'],
    [1.5, '1.5 дня'],
  ])('Russian %d → %s', (count, expected) => {
    expect(formatMessage('ru', ruDays, { count })).toBe(expected)
  })

  it('English one/other', () => {
    const days = { one: '{count} day', other: '{count} days' }
    expect(formatMessage('en-US', days, { count: 1 })).toBe('1 day')
    expect(formatMessage('en-US', days, { count: 0 })).toBe('0 days')
    expect(formatMessage('en-US', days, { count: 21 })).toBe('21 days')
  })

  it('falls back to the other form when the category is absent', () => {
    expect(selectPluralForm('ru', { one: 'один', other: 'прочие' }, 5)).toBe('прочие')
  })

  it('uses the other form when no number is given', () => {
    expect(formatMessage('ru', ruDays, { name: 'x' })).toBe('{count} дня')
    expect(formatMessage('ru', ruDays)).toBe('{count} дня')
  })

  it('§5 without a count, the first numeric parameter chooses the form', () => {
    const minimum = {
      one: 'Минимум {length} символ.',
      few: 'Минимум {length} символа.',
      many: 'Минимум {length} символов.',
      other: 'Минимум {length} символа.',
    }
    expect(formatMessage('ru', minimum, { length: 5 })).toBe('Минимум 5 символов.')
    expect(formatMessage('ru', minimum, { length: 21 })).toBe('Минимум 21 символ.')
  })

  it('count wins over other numeric parameters', () => {
    expect(formatMessage('ru', ruDays, { total: 5, count: 2 })).toBe('2 дня')
  })
})

describe('§9 strings: {param} placeholders', () => {
  it('fills every known placeholder, numbers and strings alike', () => {
    expect(
      interpolate('{rangeFrom}–{rangeTo} of {total}', { rangeFrom: 1, rangeTo: 20, total: '95' }),
    ).toBe('1–20 of 95')
  })

  it('leaves an unknown placeholder visible', () => {
    expect(interpolate('Minimum {length} characters.', { min: 3 })).toBe(
      'Minimum {length} characters.',
    )
  })

  it('does not read placeholders from the prototype chain', () => {
    expect(interpolate('{constructor}', {})).toBe('{constructor}')
  })
})

describe('§2 consent text: placeholders as parts for links', () => {
  it('splits text and placeholders in order', () => {
    expect(splitPlaceholders('I accept the {termsLink} and the {privacyLink}')).toEqual([
      { kind: 'text', text: 'I accept the ' },
      { kind: 'param', name: 'termsLink' },
      { kind: 'text', text: ' and the ' },
      { kind: 'param', name: 'privacyLink' },
    ])
  })

  it('returns one text part when there is no placeholder', () => {
    expect(splitPlaceholders('Show on map')).toEqual([{ kind: 'text', text: 'Show on map' }])
  })
})
