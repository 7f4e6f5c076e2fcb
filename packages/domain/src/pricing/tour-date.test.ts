import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { money } from '../money/index.ts'
import {
  calendarDateInTimeZone,
  isDiscountExist,
  isPrepaymentType,
  isTourDateBusy,
  isTourExpired,
  isUpcomingTourDate,
  prepaymentAmount,
  prepaymentType,
  prepaymentTypes,
  shownDiscount,
  startOfDayInTimeZone,
} from './tour-date.ts'

describe('§3 tour date prepayment_type', () => {
  it('has three types: 1 percent, 2 fixed amount, 3 full payment', () => {
    expect(prepaymentTypes).toEqual([1, 2, 3])
    expect(prepaymentType).toEqual({ percent: 1, fixedAmount: 2, fullPayment: 3 })
  })

  it('recognises only those ids', () => {
    expect(isPrepaymentType(2)).toBe(true)
    expect(isPrepaymentType(0)).toBe(false)
    expect(isPrepaymentType('1')).toBe(false)
  })
})

describe('§3 prepayment amount for a date (prepayment_type, prepayment_size)', () => {
  const price = money(1_234_50, 'EUR')

  it('type 1 takes the percent of the price, rounded half away from zero', () => {
    expect(prepaymentAmount({ type: 1, percent: 20 }, price)).toEqual(money(246_90, 'EUR'))
    expect(prepaymentAmount({ type: 1, percent: 15 }, money(1_01, 'USD'))).toEqual(money(15, 'USD'))
  })

  it('type 1 holds the percent between 0 and 100', () => {
    expect(prepaymentAmount({ type: 1, percent: 150 }, price)).toEqual(price)
    expect(prepaymentAmount({ type: 1, percent: -5 }, price)).toEqual(money(0, 'EUR'))
  })

  it('type 2 is the fixed amount, never more than the price', () => {
    expect(prepaymentAmount({ type: 2, amount: money(300_00, 'EUR') }, price)).toEqual(
      money(300_00, 'EUR'),
    )
    expect(prepaymentAmount({ type: 2, amount: money(5_000_00, 'EUR') }, price)).toEqual(price)
  })

  it('type 2 refuses an amount in another currency than the price', () => {
    expect(() => prepaymentAmount({ type: 2, amount: money(300_00, 'USD') }, price)).toThrow(
      RangeError,
    )
  })

  it('type 3 is the whole price', () => {
    expect(prepaymentAmount({ type: 3 }, price)).toEqual(price)
  })

  it('is never negative and never above the price, whatever the terms', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1e9 }),
        fc.oneof(
          fc.integer({ min: -50, max: 200 }).map((percent) => ({ type: 1 as const, percent })),
          fc
            .integer({ min: -1e6, max: 2e9 })
            .map((amount) => ({ type: 2 as const, amount: money(amount, 'USD') })),
          fc.constant({ type: 3 as const }),
        ),
        (priceMinor, terms) => {
          const due = prepaymentAmount(terms, money(priceMinor, 'USD')).amountMinor
          return due >= 0 && due <= priceMinor
        },
      ),
    )
  })
})

describe('§3 is_busy: closed or no free seats', () => {
  it('is busy when the organizer closed the date, even with free seats', () => {
    expect(isTourDateBusy({ isClosed: true, numberOfFreeSeats: 8 })).toBe(true)
  })

  it('is busy when no seat is free', () => {
    expect(isTourDateBusy({ isClosed: false, numberOfFreeSeats: 0 })).toBe(true)
  })

  it('is free when open with a seat left', () => {
    expect(isTourDateBusy({ isClosed: false, numberOfFreeSeats: 1 })).toBe(false)
  })
})

describe('§3 is_discount_exist and discount', () => {
  const discounted = { priceMinor: 850_00, priceWithoutDiscountMinor: 1_000_00 }
  const full = { priceMinor: 1_000_00, priceWithoutDiscountMinor: 1_000_00 }
  const earlyBooking = { kind: 'early_booking_days', percent: 15 } as const

  it('a discount exists when the price is below the price without discount', () => {
    expect(isDiscountExist(discounted)).toBe(true)
    expect(isDiscountExist(full)).toBe(false)
  })

  it('shows the discount that lowers the price, with its own percent', () => {
    expect(shownDiscount(earlyBooking, discounted)).toEqual(earlyBooking)
  })

  it('shows no discount when the price is not lowered', () => {
    expect(shownDiscount(earlyBooking, full)).toBeNull()
  })

  it('shows no discount when there is none or its percent is zero', () => {
    expect(shownDiscount(null, discounted)).toBeNull()
    expect(shownDiscount({ kind: 'seasonal', percent: 0 }, discounted)).toBeNull()
  })
})

describe('§3 tour dates are calendar dates in the tour local time zone', () => {
  it('reads today in the zone of the tour, not of the server', () => {
    const lateEveningUtc = new Date('2026-03-10T22:30:00Z')
    expect(calendarDateInTimeZone(lateEveningUtc, 'UTC')).toBe('2026-03-10')
    expect(calendarDateInTimeZone(lateEveningUtc, 'Europe/Moscow')).toBe('2026-03-11')
    expect(calendarDateInTimeZone(lateEveningUtc, 'America/New_York')).toBe('2026-03-10')
  })

  it('refuses an unknown time zone', () => {
    expect(() => calendarDateInTimeZone(new Date(), 'Mars/Olympus')).toThrow(RangeError)
  })
})

describe('§3 future dates only: a date is offered until it starts', () => {
  it('offers a date that starts after today', () => {
    expect(isUpcomingTourDate('2026-03-11', '2026-03-10')).toBe(true)
  })

  it('no longer offers a date that starts today or started before', () => {
    expect(isUpcomingTourDate('2026-03-10', '2026-03-10')).toBe(false)
    expect(isUpcomingTourDate('2025-12-31', '2026-03-10')).toBe(false)
  })

  it('judges one date at one instant by each start city: Kamchatka is a day ahead of Los Angeles', () => {
    const upcomingAt = (instant: string, timeZone: string) =>
      isUpcomingTourDate('2026-11-28', calendarDateInTimeZone(new Date(instant), timeZone))
    // 11:30 UTC on the 27th: the 27th everywhere but Kamchatka (23:30).
    expect(upcomingAt('2026-11-27T11:30:00Z', 'Asia/Kamchatka')).toBe(true)
    expect(upcomingAt('2026-11-27T11:30:00Z', 'America/Los_Angeles')).toBe(true)
    // 12:30 UTC: the 28th has begun in Kamchatka, so its tours' dates on the 28th have started.
    expect(upcomingAt('2026-11-27T12:30:00Z', 'Asia/Kamchatka')).toBe(false)
    expect(upcomingAt('2026-11-27T12:30:00Z', 'America/Los_Angeles')).toBe(true)
    // Just after midnight UTC: the 28th in UTC, still the 27th in Los Angeles (16:05).
    expect(upcomingAt('2026-11-28T00:05:00Z', 'UTC')).toBe(false)
    expect(upcomingAt('2026-11-28T00:05:00Z', 'America/Los_Angeles')).toBe(true)
    // 08:00 UTC on the 28th is midnight in Los Angeles: started there too.
    expect(upcomingAt('2026-11-28T08:00:00Z', 'America/Los_Angeles')).toBe(false)
  })

  it('refuses text that is not a yyyy-MM-dd date', () => {
    expect(() => isUpcomingTourDate('10.03.2026', '2026-03-10')).toThrow(RangeError)
    expect(() => isUpcomingTourDate('2026-03-10', 'today')).toThrow(RangeError)
  })
})

describe('§8 410 tour dates passed', () => {
  const today = '2026-03-10'

  it('is expired when every date has started', () => {
    expect(
      isTourExpired({ startDates: ['2025-06-01', '2026-03-10'], today, isOnRequest: false }),
    ).toBe(true)
  })

  it('is not expired while one date is still ahead', () => {
    expect(
      isTourExpired({ startDates: ['2025-06-01', '2026-07-01'], today, isOnRequest: false }),
    ).toBe(false)
  })

  it('is not expired without any date, nor when sold on request', () => {
    expect(isTourExpired({ startDates: [], today, isOnRequest: false })).toBe(false)
    expect(isTourExpired({ startDates: ['2025-06-01'], today, isOnRequest: true })).toBe(false)
  })
})

describe('the instant a tour day begins where the tour is', () => {
  it('is local midnight: ahead of, behind and at UTC', () => {
    expect(new Date(startOfDayInTimeZone('2026-03-11', 'UTC')).toISOString()).toBe(
      '2026-03-11T00:00:00.000Z',
    )
    expect(new Date(startOfDayInTimeZone('2026-03-11', 'Europe/Moscow')).toISOString()).toBe(
      '2026-03-10T21:00:00.000Z',
    )
    expect(new Date(startOfDayInTimeZone('2026-07-01', 'America/New_York')).toISOString()).toBe(
      '2026-07-01T04:00:00.000Z',
    )
  })

  it('follows the offset of that day across a daylight-saving change', () => {
    // New York moved from UTC−5 to UTC−4 on 2026-03-08 at 02:00.
    expect(new Date(startOfDayInTimeZone('2026-03-08', 'America/New_York')).toISOString()).toBe(
      '2026-03-08T05:00:00.000Z',
    )
    expect(new Date(startOfDayInTimeZone('2026-03-09', 'America/New_York')).toISOString()).toBe(
      '2026-03-09T04:00:00.000Z',
    )
  })

  it('refuses what is not a calendar date', () => {
    expect(() => startOfDayInTimeZone('2026-3-9', 'UTC')).toThrow(RangeError)
  })
})
