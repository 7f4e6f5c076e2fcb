import type { BookingTourist } from '@tourmarket/contracts'
import { travelTransportType, travelTransportTypes } from '@tourmarket/domain/enums'
import { travelInfoDisplay } from '@tourmarket/domain/travel-info'
import { validateForm, type FormValues } from '@tourmarket/domain/validation'
import { describe, expect, it } from 'vitest'
import { touristFieldName } from '../../../lib/booking/tourist-form.ts'
import { dayBefore, dayRangeText, todayText } from './booking-format.ts'
import { addedNoticeSearch, bookingNoticeOf } from './booking/booking-notice.ts'
import {
  emptyTouristsValues,
  keptTourists,
  touristInputOf,
  touristValuesAt,
  touristValuesOf,
} from './tourist-form.ts'
import {
  TRAVEL_TEXT_FIELDS,
  travelFieldName,
  travelFieldsByType,
  travelFormValues,
  travelInfoBodyOf,
  travelInfoRules,
} from './travel-info-form.ts'

function tourist(id: number, overrides: Partial<BookingTourist> = {}): BookingTourist {
  return {
    id,
    full_name: `Ann Lee ${id}`,
    first_name: 'Ann',
    last_name: `Lee ${id}`,
    middle_name: null,
    birthday: '1990-04-02',
    passport: null,
    email: null,
    food_restriction: null,
    phone: null,
    weight_kg: null,
    is_touched: false,
    can_edit: true,
    can_delete: true,
    arrival: null,
    departure: null,
    ...overrides,
  }
}

/** The fields that fail, with their messages. */
function errorsOf(rules: ReturnType<typeof travelInfoRules>, values: FormValues) {
  return Object.fromEntries(
    Object.entries(validateForm(rules, values).errors).filter(([, list]) => list.length > 0),
  )
}

describe('tourist form values (§7 add-tourists, update-tourists)', () => {
  it('sends blanks as null and the weight as a number', () => {
    const values = touristValuesAt(
      {
        ...emptyTouristsValues(2),
        [touristFieldName(1, 'first_name')]: ' Ann ',
        [touristFieldName(1, 'last_name')]: 'Lee',
        [touristFieldName(1, 'birthday')]: '1990-04-02',
        [touristFieldName(1, 'weight_kg')]: '72',
      },
      1,
    )
    expect(touristInputOf(values)).toEqual({
      first_name: 'Ann',
      last_name: 'Lee',
      middle_name: null,
      birthday: '1990-04-02',
      email: null,
      phone: null,
      food_restriction: null,
      passport: null,
      weight_kg: 72,
    })
  })

  it('update-tourists gets every kept tourist by id, with the edited one replaced', () => {
    const booked = [tourist(1, { passport: 'P-1', weight_kg: 80 }), tourist(2), tourist(3)]
    const removed = keptTourists(booked, { remove: 2 })
    expect(removed.map((kept) => kept.id)).toEqual([1, 3])
    // A tourist the form did not touch keeps what was booked, passport and weight included.
    expect(removed[0]).toMatchObject({ passport: 'P-1', weight_kg: 80, first_name: 'Ann' })
    const input = touristInputOf({ ...touristValuesOf(booked[1]!), first_name: 'Bo' })
    const replaced = keptTourists(booked, { replace: 2, input })
    expect(replaced.map((kept) => [kept.id, kept.first_name])).toEqual([
      [1, 'Ann'],
      [2, 'Bo'],
      [3, 'Ann'],
    ])
  })
})

describe('travel info questionnaire (§3 Travel info, §4 display variants)', () => {
  it('asks each transport type for what the domain shows of it', () => {
    const full = Object.fromEntries(TRAVEL_TEXT_FIELDS.map((field) => [field, `${field}!`]))
    full.date = '2026-06-09'
    full.time = '14:30'
    for (const type of travelTransportTypes) {
      const values: Record<string, string> = {
        [travelFieldName('arrival', 'transport_type')]: String(type),
      }
      for (const field of TRAVEL_TEXT_FIELDS) {
        values[travelFieldName('arrival', field)] = full[field] ?? ''
      }
      const body = travelInfoBodyOf(values, 'arrival')
      expect(body?.transport_type).toBe(type)
      const sent = TRAVEL_TEXT_FIELDS.filter((field) => body?.[field] !== null)
      expect(sent).toEqual(travelFieldsByType[type])
      // Everything sent is shown by the §4 variant, and nothing else is.
      const display = travelInfoDisplay(body!)
      const shown = Object.values(display ?? {}).filter(
        (value) => value !== null && value !== display?.variant,
      )
      expect(shown.sort()).toEqual(sent.map((field) => full[field]).sort())
    }
  })

  it('sends null for a direction with no transport chosen, and round-trips a booked one', () => {
    const booked = tourist(1, {
      arrival: {
        transport_type: travelTransportType.train,
        airport_name: null,
        flight_number: null,
        station_name: 'Central',
        train_number: '042',
        departure_place: null,
        other_transport_name: null,
        date: '2026-06-09',
        time: '08:15',
        additional_info: null,
      },
      food_restriction: 'vegan',
    })
    const values = travelFormValues(booked)
    expect(values.food_restriction).toBe('vegan')
    expect(travelInfoBodyOf(values, 'departure')).toBeNull()
    expect(travelInfoBodyOf(values, 'arrival')).toEqual(booked.arrival)
    const errors = errorsOf(travelInfoRules(), {
      ...values,
      [travelFieldName('arrival', 'train_number')]: 'x'.repeat(65),
    })
    expect(Object.keys(errors)).toEqual(['arrival.train_number'])
  })
})

describe('booking page helpers', () => {
  it('reads the notice from the address', () => {
    expect(bookingNoticeOf(new URLSearchParams('created=1'))).toEqual({ kind: 'created' })
    expect(bookingNoticeOf(new URLSearchParams(addedNoticeSearch(2)))).toEqual({
      kind: 'added',
      count: 2,
    })
    expect(bookingNoticeOf(new URLSearchParams('added=0'))).toBeNull()
    expect(bookingNoticeOf(new URLSearchParams('added=abc'))).toBeNull()
    expect(bookingNoticeOf(new URLSearchParams(''))).toBeNull()
  })

  it('formats a tour’s days as one range and counts days back across a month', () => {
    expect(dayRangeText('2026-06-10', '2026-06-15', 'en-US')).toBe('Jun 10 – 15, 2026')
    expect(dayRangeText('2026-12-30', '2027-01-04', 'en-US')).toBe('Dec 30, 2026 – Jan 4, 2027')
    expect(dayRangeText('2026-06-10', '2026-06-10', 'en-US')).toBe('Jun 10, 2026')
    expect(dayRangeText('2026-06-10', '2026-06-15', 'ru')).toBe('10–15 июня 2026 г.')
    expect(dayBefore('2026-03-01')).toBe('2026-02-28')
    expect(todayText(new Date('2026-11-23T23:59:00Z'))).toBe('2026-11-23')
  })
})
