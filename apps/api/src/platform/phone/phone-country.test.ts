import { describe, expect, it } from 'vitest'
import { phoneCountryOf } from './phone-country.ts'

describe('issue 37: a phone number’s country, for the SMS budget per country', () => {
  it('reads the longest dialling prefix: NANP area codes, the shared +7, two and three digits', () => {
    expect(phoneCountryOf('+12025550143')).toBe('US')
    expect(phoneCountryOf('+14165550143')).toBe('CA')
    expect(phoneCountryOf('+74951234567')).toBe('RU')
    expect(phoneCountryOf('+77011234567')).toBe('KZ')
    expect(phoneCountryOf('+442079460000')).toBe('GB')
    expect(phoneCountryOf('+37129123456')).toBe('LV')
  })

  it('answers unknown for a number no country dials', () => {
    expect(phoneCountryOf('+999123')).toBe('unknown')
    expect(phoneCountryOf('')).toBe('unknown')
  })
})
