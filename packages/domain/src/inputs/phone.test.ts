import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  DEFAULT_PHONE_COUNTRY,
  PHONE_INPUT_MAX_LENGTH,
  countryOfDialCode,
  flagUrl,
  isAllowedPhoneKey,
  normalizeRussianEightPrefix,
  searchCountries,
} from './phone.ts'
import type { PhoneCountry } from './phone.ts'

describe('§5 phone input: constants', () => {
  it('holds at most 18 characters and starts with country US', () => {
    expect(PHONE_INPUT_MAX_LENGTH).toBe(18)
    expect(DEFAULT_PHONE_COUNTRY).toBe('US')
  })
})

describe('§5 phone input: letters blocked on key press', () => {
  it.each(['0', '5', '9', '+', ' ', '(', ')', '-'])('allows %j', (key) => {
    expect(isAllowedPhoneKey(key)).toBe(true)
  })

  it.each(['Backspace', 'Delete', 'ArrowLeft', 'ArrowRight', 'Tab', 'Enter', 'Home', 'End'])(
    'allows the control key %s',
    (key) => {
      expect(isAllowedPhoneKey(key)).toBe(true)
    },
  )

  it.each(['a', 'Z', 'ж', 'é', '.', '*', '#', '١', '😀'])('blocks %j', (key) => {
    expect(isAllowedPhoneKey(key)).toBe(false)
  })

  it('allows Ctrl and ⌘ shortcuts such as paste', () => {
    expect(isAllowedPhoneKey('v', { ctrlKey: true })).toBe(true)
    expect(isAllowedPhoneKey('a', { metaKey: true })).toBe(true)
  })

  it('blocks every letter of any script typed without a shortcut modifier (property)', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', minLength: 1, maxLength: 1 }), (key) => {
        fc.pre(/^\p{L}$/u.test(key))
        expect(isAllowedPhoneKey(key)).toBe(false)
      }),
    )
  })
})

describe('§5 phone input: +8 with country RU becomes 8', () => {
  it('drops the plus for RU, whatever the case of the code', () => {
    expect(normalizeRussianEightPrefix('+89991234567', 'RU')).toBe('89991234567')
    expect(normalizeRussianEightPrefix('+8 999 123', 'ru')).toBe('8 999 123')
  })

  it('leaves other numbers and other countries alone', () => {
    expect(normalizeRussianEightPrefix('+79991234567', 'RU')).toBe('+79991234567')
    expect(normalizeRussianEightPrefix('+89991234567', 'KZ')).toBe('+89991234567')
    expect(normalizeRussianEightPrefix('89991234567', 'RU')).toBe('89991234567')
  })
})

const country = (iso_code: string, name: string, phone_code: string, is_primary = false) => ({
  iso_code,
  name,
  phone_code,
  is_primary,
})

const countries: readonly PhoneCountry[] = [
  country('KZ', 'Kazakhstan', '+7'),
  country('RU', 'Russia', '+7', true),
  country('CA', 'Canada', '+1'),
  country('US', 'United States', '+1', true),
  country('GB', 'United Kingdom', '+44', true),
  country('AS', 'American Samoa', '+1684', true),
  country('BY', 'Belarus', '375', true),
]

const isoCodes = (query: string): readonly string[] => {
  const result = searchCountries(countries, query)
  return result.kind === 'found' ? result.countries.map((entry) => entry.iso_code) : []
}

describe('§5 phone input: country search', () => {
  it('lists every country, in order, for an empty query', () => {
    expect(searchCountries(countries, '  ')).toEqual({ kind: 'found', countries })
  })

  it('matches names case-insensitively, prefixes before substrings', () => {
    expect(isoCodes('united')).toEqual(['US', 'GB'])
    expect(isoCodes('RUS')).toEqual(['RU', 'BY'])
    expect(isoCodes('king')).toEqual(['GB'])
  })

  it('matches a numeric code with or without +, exact and primary first', () => {
    expect(isoCodes('7')).toEqual(['RU', 'KZ'])
    expect(isoCodes('+1')).toEqual(['US', 'CA', 'AS'])
    expect(isoCodes('+16')).toEqual(['AS'])
    expect(isoCodes('375')).toEqual(['BY'])
  })

  it('offers an unknown numeric code as a custom code with not_found_code_text', () => {
    expect(searchCountries(countries, '+999')).toEqual({
      kind: 'code-not-found',
      messageKey: 'not_found_code_text',
      customCode: '+999',
    })
    expect(searchCountries(countries, ' 999 ')).toMatchObject({ customCode: '+999' })
  })

  it('answers not_found_country_text for a name nobody has', () => {
    expect(searchCountries(countries, 'Atlantis')).toEqual({
      kind: 'country-not-found',
      messageKey: 'not_found_country_text',
    })
    expect(searchCountries(countries, '+7a')).toMatchObject({ kind: 'country-not-found' })
  })

  it('only ever returns countries that match the query (property)', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\+?[0-9]{1,4}$/), (query) => {
        const digits = query.replace('+', '')
        const result = searchCountries(countries, query)
        if (result.kind === 'found') {
          for (const entry of result.countries) {
            expect(entry.phone_code.replace('+', '').startsWith(digits)).toBe(true)
          }
        } else {
          expect(result).toEqual({
            kind: 'code-not-found',
            messageKey: 'not_found_code_text',
            customCode: `+${digits}`,
          })
        }
      }),
    )
  })
})

describe('§7 phone input: flag image', () => {
  it('is an svg named by the lowercase iso code under the base url', () => {
    expect(flagUrl('https://cdn.example.com/flags', 'RU')).toBe(
      'https://cdn.example.com/flags/ru.svg',
    )
    expect(flagUrl('/media/flags/', 'Us')).toBe('/media/flags/us.svg')
  })
})

describe('the country of a number by its dialling code', () => {
  const countries: readonly PhoneCountry[] = [
    { iso_code: 'CA', name: 'Canada', phone_code: '+1', is_primary: false },
    { iso_code: 'US', name: 'United States', phone_code: '+1', is_primary: true },
    { iso_code: 'GB', name: 'United Kingdom', phone_code: '+44', is_primary: true },
    { iso_code: 'AS', name: 'American Samoa', phone_code: '+1-684', is_primary: false },
    { iso_code: 'KZ', name: 'Kazakhstan', phone_code: '+7', is_primary: false },
    { iso_code: 'RU', name: 'Russia', phone_code: '+7', is_primary: true },
  ]
  const isoOf = (number: string) => countryOfDialCode(number, countries)?.iso_code

  it('reads the code of an international number, valid or not', () => {
    expect(isoOf('+44 7700 900123')).toBe('GB')
    expect(isoOf('+447700900123')).toBe('GB')
  })

  it('takes the primary of a shared code and the longest code that fits', () => {
    expect(isoOf('+1 202 555 0143')).toBe('US')
    expect(isoOf('+7 912 345 67 89')).toBe('RU')
    expect(isoOf('+1 684 555 0100')).toBe('AS')
  })

  it('has no answer for a national number or an unlisted code', () => {
    expect(isoOf('07700 900123')).toBeUndefined()
    expect(isoOf('+999 123')).toBeUndefined()
  })
})
