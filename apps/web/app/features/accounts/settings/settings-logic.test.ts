import { describe, expect, it } from 'vitest'
import {
  blankToNull,
  isValidPhoneInput,
  orderedPhoneSenders,
  phoneState,
  photoProblem,
  photoRefusal,
  profileChanges,
} from './settings-logic.ts'

describe('settings: profile names', () => {
  it('trims a name and sends a blank one as null, which clears it', () => {
    expect(blankToNull('  Vera ')).toBe('Vera')
    expect(blankToNull('   ')).toBeNull()
    expect(blankToNull('')).toBeNull()
  })
})

describe('§5 settings: phone', () => {
  it('accepts + and at least 9 digits, with the formatting a person types', () => {
    expect(isValidPhoneInput('+1 202 555-0143')).toBe(true)
    expect(isValidPhoneInput('+7 (912) 345-67-89')).toBe(true)
    expect(isValidPhoneInput('+12345678')).toBe(false)
    expect(isValidPhoneInput('2025550143')).toBe(false)
    expect(isValidPhoneInput('+1 202 555 01a3')).toBe(false)
  })

  it('tells no phone, an unconfirmed one and a confirmed one apart', () => {
    expect(phoneState({ phone: null, is_phone_confirmed: false })).toBe('none')
    expect(phoneState({ phone: ' ', is_phone_confirmed: false })).toBe('none')
    expect(phoneState({ phone: '+12025550143', is_phone_confirmed: false })).toBe('unconfirmed')
    expect(phoneState({ phone: '+12025550143', is_phone_confirmed: true })).toBe('confirmed')
  })

  it('offers SMS first and keeps the order of the other senders', () => {
    expect(orderedPhoneSenders(['telegram', 'whatsapp', 'sms', 'vk'])).toEqual([
      'sms',
      'telegram',
      'whatsapp',
      'vk',
    ])
    expect(orderedPhoneSenders(['telegram'])).toEqual(['telegram'])
    expect(orderedPhoneSenders([])).toEqual([])
  })
})

describe('§3 §9 settings: the profile form sends only what changed', () => {
  const current = {
    firstName: 'Vera',
    lastName: '',
    countryId: 7,
    language: 'en-US',
    currency: 'USD',
  } as const
  const unchanged = { names: null, countryId: null, currency: null, language: null }

  it('calls nothing when nothing changed, names compared as they are stored', () => {
    expect(profileChanges(current, current)).toEqual(unchanged)
    expect(profileChanges(current, { ...current, firstName: ' Vera ', lastName: '  ' })).toEqual(
      unchanged,
    )
  })

  it('sends both names, trimmed and blank as null, when either changed', () => {
    expect(profileChanges(current, { ...current, lastName: ' Petrova ' })).toEqual({
      ...unchanged,
      names: { first_name: 'Vera', last_name: 'Petrova' },
    })
    expect(profileChanges(current, { ...current, firstName: ' ' })).toEqual({
      ...unchanged,
      names: { first_name: null, last_name: null },
    })
  })

  it('sends a picked country, and no country when none is picked', () => {
    expect(profileChanges(current, { ...current, countryId: 12 })).toEqual({
      ...unchanged,
      countryId: 12,
    })
    expect(
      profileChanges({ ...current, countryId: null }, { ...current, countryId: null }),
    ).toEqual(unchanged)
  })

  it('sends the language and the currency each only when it changed', () => {
    expect(profileChanges(current, { ...current, language: 'ru' })).toEqual({
      ...unchanged,
      language: 'ru',
    })
    expect(profileChanges(current, { ...current, currency: 'EUR' })).toEqual({
      ...unchanged,
      currency: 'EUR',
    })
  })

  it('sends every part that changed at once', () => {
    expect(
      profileChanges(current, {
        firstName: 'Nina',
        lastName: 'Renamed',
        countryId: 12,
        language: 'ru',
        currency: 'EUR',
      }),
    ).toEqual({
      names: { first_name: 'Nina', last_name: 'Renamed' },
      countryId: 12,
      currency: 'EUR',
      language: 'ru',
    })
  })
})

describe('settings: photo', () => {
  it('asks for a file, refuses other types and large files, and leaves an unknown type to the API', () => {
    expect(photoProblem(null, 100)).toBe('missing')
    expect(photoProblem({ type: 'application/pdf', size: 10 }, 100)).toBe('type')
    expect(photoProblem({ type: 'image/svg+xml', size: 10 }, 100)).toBe('type')
    expect(photoProblem({ type: 'image/png', size: 101 }, 100)).toBe('size')
    expect(photoProblem({ type: 'image/jpeg', size: 100 }, 100)).toBeNull()
    expect(photoProblem({ type: '', size: 10 }, 100)).toBeNull()
  })

  it('reads the API’s refusals as the same problems', () => {
    expect(photoRefusal('unsupported_media_type')).toBe('type')
    expect(photoRefusal('avatar_not_allowed')).toBe('type')
    expect(photoRefusal('body_too_large')).toBe('size')
    expect(photoRefusal('media_busy')).toBeNull()
    expect(photoRefusal(undefined)).toBeNull()
  })
})
