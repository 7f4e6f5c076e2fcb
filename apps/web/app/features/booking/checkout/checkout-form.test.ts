import type { BookingForm } from '@tourmarket/contracts'
import { submitIfValid, type FormValues } from '@tourmarket/domain/validation'
import { describe, expect, it } from 'vitest'
import { touristFieldName } from '../../../lib/booking/tourist-form.ts'
import {
  checkoutRules,
  contactField,
  createBookingBody,
  initialCheckoutValues,
  splitFieldErrors,
} from './checkout-form.ts'

const plainForm: BookingForm = {
  collect_passport: false,
  collect_weight: false,
  tickets_request_enabled: true,
  max_tourists: 15,
}
const fullForm: BookingForm = { ...plainForm, collect_passport: true, collect_weight: true }
const messages = {
  phone: 'Please enter a valid phone number',
  birthdayInPast: 'Enter a date in the past.',
  wholeNumber: 'Enter a whole number of kilograms.',
  consentRequired: 'Please accept the terms to book.',
}
const today = '2026-11-23'

/** The §5 engine's verdict on the values: each invalid field's first message. */
function errorsOf(rules: ReturnType<typeof checkoutRules>, values: FormValues) {
  const outcome = submitIfValid(rules, values, () => undefined)
  const errors: Record<string, string> = {}
  for (const [name, list] of Object.entries(outcome.errors)) {
    const first = list[0]
    if (first !== undefined) errors[name] = 'text' in first ? first.text : first.key
  }
  return errors
}

const contact = {
  [contactField('first_name')]: 'Vera',
  [contactField('last_name')]: 'Journey',
  [contactField('email')]: 'vera@example.com',
  [contactField('phone')]: '+1 202 555 0143',
}

function tourist(index: number, fields: Record<string, string>) {
  return Object.fromEntries(
    Object.entries(fields).map(([field, value]) => [`tourists.${index}.${field}`, value]),
  )
}

describe('checkout form rules (§5, the limits of request/create)', () => {
  it('asks each tourist for names and a birthday in the past, the contact in full, and the consent', () => {
    const rules = checkoutRules(2, plainForm, messages, today)
    const errors = errorsOf(rules, {
      ...tourist(0, { first_name: 'Vera', last_name: 'Journey', birthday: today }),
      [contactField('email')]: 'not-an-address',
      [contactField('phone')]: '12345',
      consent: false,
    })
    expect(errors).toEqual({
      [touristFieldName(0, 'birthday')]: 'Enter a date in the past.',
      [touristFieldName(1, 'first_name')]: 'validation.required',
      [touristFieldName(1, 'last_name')]: 'validation.required',
      [touristFieldName(1, 'birthday')]: 'validation.required',
      [contactField('first_name')]: 'validation.required',
      [contactField('last_name')]: 'validation.required',
      [contactField('email')]: 'validation.email',
      [contactField('phone')]: 'Please enter a valid phone number',
      consent: 'Please accept the terms to book.',
    })
  })

  it('orders the fields as the page shows them, so the first invalid one gets the focus', () => {
    const names = Object.keys(checkoutRules(2, plainForm, messages, today))
    expect(names.indexOf(touristFieldName(0, 'first_name'))).toBe(0)
    expect(names.indexOf(touristFieldName(1, 'first_name'))).toBeGreaterThan(
      names.indexOf(touristFieldName(0, 'food_restriction')),
    )
    expect(names.at(-1)).toBe('consent')
    expect(names).not.toContain(touristFieldName(2, 'first_name'))
    expect(names).not.toContain(touristFieldName(0, 'passport'))
    const full = Object.keys(checkoutRules(2, fullForm, messages, today))
    expect(full).toContain(touristFieldName(1, 'passport'))
    expect(full.indexOf(touristFieldName(0, 'weight_kg'))).toBeLessThan(
      full.indexOf(touristFieldName(1, 'first_name')),
    )
  })
})

describe('checkout body (POST request/create)', () => {
  it('trims, sends blanks as null, normalises phones, and never sends a price', () => {
    const values = {
      ...tourist(0, {
        first_name: ' Vera ',
        last_name: 'Journey',
        middle_name: '  ',
        birthday: '1990-05-12',
        email: '',
        phone: '+1 (202) 555-0143',
        food_restriction: 'vegetarian',
      }),
      ...tourist(1, { first_name: 'Ivan', last_name: 'Journey', birthday: '1988-01-02' }),
      ...contact,
      comment: '  ',
      consent: true,
      tickets_request: true,
    }
    expect(createBookingBody(values, 2, 42, plainForm)).toEqual({
      tour_date_id: 42,
      tourists: [
        {
          first_name: 'Vera',
          last_name: 'Journey',
          middle_name: null,
          birthday: '1990-05-12',
          email: null,
          phone: '+12025550143',
          food_restriction: 'vegetarian',
        },
        {
          first_name: 'Ivan',
          last_name: 'Journey',
          middle_name: null,
          birthday: '1988-01-02',
          email: null,
          phone: null,
          food_restriction: null,
        },
      ],
      contact: {
        first_name: 'Vera',
        last_name: 'Journey',
        email: 'vera@example.com',
        phone: '+12025550143',
      },
      consent: true,
      tickets_request: true,
    })
  })

  it('adds passport and weight when collected, and no tickets flag when the brand has none', () => {
    const values = {
      ...tourist(0, {
        first_name: 'A',
        last_name: 'B',
        birthday: '1990-05-12',
        passport: ' X123 ',
        weight_kg: '70',
      }),
      ...contact,
      comment: 'Late arrival',
      consent: true,
      tickets_request: true,
    }
    const body = createBookingBody(values, 1, 7, { ...fullForm, tickets_request_enabled: false })
    expect(body.tourists[0]).toMatchObject({ passport: 'X123', weight_kg: 70 })
    expect(body.comment).toBe('Late arrival')
    expect(body).not.toHaveProperty('tickets_request')
  })

  it('prefills the contact from the profile', () => {
    const values = initialCheckoutValues({
      first_name: 'Vera',
      last_name: null,
      email: 'vera@example.com',
      phone: null,
    })
    expect(values[contactField('first_name')]).toBe('Vera')
    expect(values[contactField('last_name')]).toBe('')
    expect(values[contactField('email')]).toBe('vera@example.com')
    expect(values.consent).toBe(false)
  })
})

describe('API field errors on the checkout', () => {
  it('puts the dotted names the form shows under their fields and keeps the others', () => {
    const split = splitFieldErrors(
      {
        'tourists.1.email': ['Please enter a valid e-mail.'],
        tour_date_id: ['Unknown date.'],
      },
      [touristFieldName(1, 'email')],
    )
    expect(split.shown).toEqual({ 'tourists.1.email': ['Please enter a valid e-mail.'] })
    expect(split.other).toEqual(['Unknown date.'])
  })
})
