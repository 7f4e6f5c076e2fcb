import { describe, expect, it } from 'vitest'
import { createTranslator } from '../i18n/index.ts'
import { officeDateMessages } from './date-messages.ts'
import {
  canDeleteTourDate,
  canMoveTourDateStart,
  officeDateStatus,
  resizedSeats,
  soldSeats,
  startDateProblem,
  tourDateProblems,
  tripEndDate,
  type TourDateTerms,
} from './date-rules.ts'

const valid: TourDateTerms = {
  basePriceMinor: 120_000,
  discountPercent: 10,
  numberOfSeats: 12,
  notGuaranteed: true,
  minTravellers: 4,
  decisionDays: 14,
  prepaymentType: 1,
  prepaymentSize: 20,
  fullPaymentDays: 14,
}

const fieldsOf = (terms: Partial<TourDateTerms>) =>
  tourDateProblems({ ...valid, ...terms }).map((problem) => problem.field)

describe('office date rules (issue 40 item 3)', () => {
  it('ends a trip on its last day', () => {
    expect(tripEndDate('2027-05-01', 1)).toBe('2027-05-01')
    expect(tripEndDate('2027-05-01', 7)).toBe('2027-05-07')
    expect(tripEndDate('2027-12-30', 5)).toBe('2028-01-03')
    expect(() => tripEndDate('2027-05-01', 0)).toThrow(RangeError)
  })

  it('offers only real days after today', () => {
    expect(startDateProblem('2027-05-02', '2027-05-01')).toBeNull()
    expect(startDateProblem('2027-05-01', '2027-05-01')?.key).toBe('officeDates.start.notUpcoming')
    expect(startDateProblem('2027-02-29', '2027-01-01')?.key).toBe('officeDates.start.invalid')
  })

  it('accepts valid terms', () => {
    expect(tourDateProblems(valid)).toEqual([])
    expect(fieldsOf({ notGuaranteed: false, minTravellers: null })).toEqual([])
    expect(fieldsOf({ prepaymentType: 3, prepaymentSize: 0, discountPercent: 0 })).toEqual([])
    expect(fieldsOf({ prepaymentType: 2, prepaymentSize: 120_000 })).toEqual([])
  })

  it('names each field out of range', () => {
    expect(fieldsOf({ basePriceMinor: 0 })).toEqual(['base_price_minor'])
    expect(fieldsOf({ basePriceMinor: 1_000_000_001 })).toEqual(['base_price_minor'])
    expect(fieldsOf({ discountPercent: 100 })).toEqual(['discount_percent'])
    expect(fieldsOf({ discountPercent: -1 })).toEqual(['discount_percent'])
    expect(fieldsOf({ numberOfSeats: 0, minTravellers: null })).toEqual(['number_of_seats'])
    expect(fieldsOf({ numberOfSeats: 1000 })).toEqual(['number_of_seats'])
    expect(fieldsOf({ fullPaymentDays: -1 })).toEqual(['full_payment_days'])
    expect(fieldsOf({ fullPaymentDays: 366 })).toEqual(['full_payment_days'])
    expect(fieldsOf({ prepaymentType: 4 })).toEqual(['prepayment_type'])
  })

  it('sizes the prepayment by its type', () => {
    expect(fieldsOf({ prepaymentType: 1, prepaymentSize: 0 })).toEqual(['prepayment_size'])
    expect(fieldsOf({ prepaymentType: 1, prepaymentSize: 101 })).toEqual(['prepayment_size'])
    expect(fieldsOf({ prepaymentType: 2, prepaymentSize: 0 })).toEqual(['prepayment_size'])
    expect(fieldsOf({ prepaymentType: 2, prepaymentSize: 120_001 })).toEqual(['prepayment_size'])
    expect(fieldsOf({ prepaymentType: 3, prepaymentSize: 20 })).toEqual(['prepayment_size'])
  })

  it('keeps a minimum group within the seats, and ignores it on a guaranteed date', () => {
    expect(fieldsOf({ minTravellers: 13 })).toEqual(['min_travellers'])
    expect(fieldsOf({ minTravellers: 0 })).toEqual(['min_travellers'])
    expect(fieldsOf({ minTravellers: 12 })).toEqual([])
    expect(fieldsOf({ minTravellers: null })).toEqual([])
    expect(fieldsOf({ notGuaranteed: false, minTravellers: 40 })).toEqual([])
  })

  it('takes a decision day 1 to 180 days before the start on a date that is not guaranteed', () => {
    expect(fieldsOf({ decisionDays: 1 })).toEqual([])
    expect(fieldsOf({ decisionDays: 180 })).toEqual([])
    expect(fieldsOf({ decisionDays: 0 })).toEqual(['decision_days'])
    expect(fieldsOf({ decisionDays: 181 })).toEqual(['decision_days'])
    expect(fieldsOf({ decisionDays: 2.5 })).toEqual(['decision_days'])
    // A guaranteed date has no decision to make: whatever is sent is not its business.
    expect(fieldsOf({ notGuaranteed: false, decisionDays: 0 })).toEqual([])
    const [problem] = tourDateProblems({ ...valid, decisionDays: 0 })
    expect(problem?.params).toEqual({ min: 1, max: 180 })
    expect(
      createTranslator('en-US', officeDateMessages)(
        'officeDates.decisionDays.outOfRange',
        problem?.params,
      ),
    ).toBe('Enter from 1 to 180 days before the start.')
  })

  it('never lets seats go below those sold', () => {
    const date = { numberOfSeats: 10, numberOfFreeSeats: 7 }
    expect(soldSeats(date)).toBe(3)
    expect(resizedSeats(date, 3)).toEqual({ ok: true, numberOfFreeSeats: 0 })
    expect(resizedSeats(date, 15)).toEqual({ ok: true, numberOfFreeSeats: 12 })
    expect(resizedSeats(date, 2)).toEqual({ ok: false, sold: 3 })
  })

  it('closes a date with bookings but never deletes it or moves its start', () => {
    expect(canDeleteTourDate(0)).toBe(true)
    expect(canDeleteTourDate(1)).toBe(false)
    expect(canMoveTourDateStart(0)).toBe(true)
    expect(canMoveTourDateStart(2)).toBe(false)
  })

  it('tells a date’s status at a glance', () => {
    const base = {
      numberOfSeats: 10,
      numberOfFreeSeats: 6,
      isClosed: false,
      notGuaranteed: false,
      minTravellers: 1,
    }
    expect(officeDateStatus(base)).toBe('open')
    expect(officeDateStatus({ ...base, isClosed: true, numberOfFreeSeats: 0 })).toBe('closed')
    expect(officeDateStatus({ ...base, numberOfFreeSeats: 0 })).toBe('sold_out')
    expect(officeDateStatus({ ...base, notGuaranteed: true, minTravellers: 5 })).toBe(
      'not_guaranteed',
    )
    expect(officeDateStatus({ ...base, notGuaranteed: true, minTravellers: 4 })).toBe('open')
  })

  it('words every refusal in English and Russian', () => {
    const english = createTranslator('en-US', officeDateMessages)
    const russian = createTranslator('ru', officeDateMessages)
    for (const key of Object.keys(officeDateMessages['en-US'])) {
      expect(Object.keys(officeDateMessages.ru)).toContain(key)
    }
    expect(english('officeDates.seats.belowSold', { sold: 3 })).toBe(
      '3 seats are sold: the date needs at least 3.',
    )
    expect(russian('officeDates.seats.belowSold', { sold: 5 })).toBe(
      'Продано 5 мест: на дате должно быть не меньше 5.',
    )
  })
})
