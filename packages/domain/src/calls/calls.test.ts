import { describe, expect, it } from 'vitest'
import { brands } from '../brand/brands.ts'
import type { BrandConfig } from '../brand/brand-config.ts'
import { formatValidationMessage, validateForm } from '../validation/index.ts'
import {
  callbackRequestRules,
  canCallOrganizers,
  canCallSupport,
  formatPhoneCode,
  isPhoneCode,
  phoneCodeOf,
  showsCallOrganizerOnOrganizerPage,
  showsCallOrganizerOnTourPage,
  showsCallSupportInChat,
} from './index.ts'

const base = brands.tourmarket
const global = brands['tourmarket-global']

function brandWith(changes: {
  webCalls?: Partial<BrandConfig['webCalls']>
  tourButton?: boolean
  organizerCanCall?: boolean
}): BrandConfig {
  return {
    ...global,
    webCalls: { ...global.webCalls, ...changes.webCalls },
    tour: { ...global.tour, shouldShowCallOrganizerButton: changes.tourButton ?? true },
    organizer: { canCall: changes.organizerCanCall ?? true },
  }
}

describe('§1/§6/§9 brand gating of calls', () => {
  it('keeps every call off on the default brand', () => {
    expect(canCallOrganizers(base)).toBe(false)
    expect(canCallSupport(base)).toBe(false)
    expect(showsCallOrganizerOnTourPage(base)).toBe(false)
    expect(showsCallOrganizerOnOrganizerPage(base)).toBe(false)
    expect(showsCallSupportInChat(base)).toBe(false)
  })

  it('turns organizer and support calls on for tourmarket-global', () => {
    expect(canCallOrganizers(global)).toBe(true)
    expect(canCallSupport(global)).toBe(true)
    expect(showsCallOrganizerOnTourPage(global)).toBe(true)
    expect(showsCallOrganizerOnOrganizerPage(global)).toBe(true)
    expect(showsCallSupportInChat(global)).toBe(true)
  })

  it('shows each page’s button only by its own flag', () => {
    expect(showsCallOrganizerOnTourPage(brandWith({ tourButton: false }))).toBe(false)
    expect(showsCallOrganizerOnOrganizerPage(brandWith({ tourButton: false }))).toBe(true)
    expect(showsCallOrganizerOnOrganizerPage(brandWith({ organizerCanCall: false }))).toBe(false)
    expect(showsCallOrganizerOnTourPage(brandWith({ organizerCanCall: false }))).toBe(true)
  })

  it('hides organizer buttons when calling organizers is off, whatever the page flags', () => {
    const off = brandWith({ webCalls: { canCallToOrganizer: false } })
    expect(showsCallOrganizerOnTourPage(off)).toBe(false)
    expect(showsCallOrganizerOnOrganizerPage(off)).toBe(false)
    expect(showsCallSupportInChat(off)).toBe(true)
  })

  it('gates support by canCallToSupport alone', () => {
    const off = brandWith({ webCalls: { canCallToSupport: false } })
    expect(showsCallSupportInChat(off)).toBe(false)
    expect(showsCallOrganizerOnTourPage(off)).toBe(true)
  })
})

describe('§7 phone codes', () => {
  it('are six digits, zero-padded', () => {
    expect(phoneCodeOf(42)).toBe('000042')
    expect(phoneCodeOf(999_999)).toBe('999999')
    expect(isPhoneCode('000042')).toBe(true)
    expect(isPhoneCode('12345')).toBe(false)
    expect(isPhoneCode('12345a')).toBe(false)
    expect(isPhoneCode(123456)).toBe(false)
  })

  it('read out in two groups of three', () => {
    expect(formatPhoneCode('123456')).toBe('123 456')
  })
})

describe('§2 callback request rules', () => {
  function errorsOf(values: Record<string, unknown>, locale: 'en-US' | 'ru' = 'en-US') {
    const { errors } = validateForm(callbackRequestRules(locale), values)
    return Object.fromEntries(
      Object.entries(errors)
        .filter(([, messages]) => messages.length > 0)
        .map(([field, messages]) => [
          field,
          messages.map((message) => formatValidationMessage(message, locale)),
        ]),
    )
  }

  it('need only a phone', () => {
    expect(errorsOf({ name: '', email: '', phone: '+1 (202) 555-0143', message: '' })).toEqual({})
  })

  it('name the phone when it is missing or malformed, in the language', () => {
    expect(errorsOf({ name: '', email: '', phone: ' ', message: '' })).toEqual({
      phone: ['Required field.'],
    })
    expect(errorsOf({ name: '', email: '', phone: '12345', message: '' })).toEqual({
      phone: ['Please enter a valid phone number'],
    })
    expect(errorsOf({ name: '', email: '', phone: '', message: '' }, 'ru').phone).toHaveLength(1)
  })

  it('check an e-mail and a name when given', () => {
    expect(
      errorsOf({ name: 'x'.repeat(101), email: 'nope', phone: '+12025550143', message: '' }),
    ).toEqual({ name: ['Maximum 100 characters.'], email: ['Please enter a valid e-mail.'] })
  })
})
