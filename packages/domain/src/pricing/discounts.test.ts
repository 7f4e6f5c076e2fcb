import { describe, expect, it } from 'vitest'
import {
  bestAutomaticDiscount,
  discountApplies,
  discountedPriceMinor,
  priceOnDay,
} from './discounts.ts'
import type { DiscountTerms } from './discounts.ts'

const today = '2025-06-01'
const date = { id: 7, startDate: '2025-09-10', currency: 'EUR', basePriceMinor: 100_000 } as const

function discount(overrides: Partial<DiscountTerms> & Pick<DiscountTerms, 'kind'>): DiscountTerms {
  return {
    id: 1,
    percent: 10,
    isAuto: true,
    bookedFrom: null,
    bookedTo: null,
    daysBeforeStart: null,
    dateFrom: null,
    dateTo: null,
    tourDateId: null,
    ...overrides,
  }
}

describe('§3 discount kinds: when each applies', () => {
  it('early_booking_dates applies while today is within the booking window, bounds included', () => {
    const window = {
      kind: 'early_booking_dates',
      bookedFrom: '2025-05-01',
      bookedTo: '2025-06-01',
    } as const
    expect(discountApplies(discount(window), date, today)).toBe(true)
    expect(discountApplies(discount(window), date, '2025-05-01')).toBe(true)
    expect(discountApplies(discount(window), date, '2025-06-02')).toBe(false)
    expect(discountApplies(discount(window), date, '2025-04-30')).toBe(false)
  })

  it('early_booking_days applies when the start is at least that many days away', () => {
    // 2025-06-01 → 2025-09-10 is 101 days.
    expect(
      discountApplies(discount({ kind: 'early_booking_days', daysBeforeStart: 101 }), date, today),
    ).toBe(true)
    expect(
      discountApplies(discount({ kind: 'early_booking_days', daysBeforeStart: 102 }), date, today),
    ).toBe(false)
  })

  it('seasonal applies when the trip starts within the season, whatever today is', () => {
    const season = { kind: 'seasonal', dateFrom: '2025-09-01', dateTo: '2025-09-10' } as const
    expect(discountApplies(discount(season), date, today)).toBe(true)
    expect(discountApplies(discount(season), { ...date, startDate: '2025-09-11' }, today)).toBe(
      false,
    )
  })

  it('on_tour_date applies to the one date it names', () => {
    expect(discountApplies(discount({ kind: 'on_tour_date', tourDateId: 7 }), date, today)).toBe(
      true,
    )
    expect(discountApplies(discount({ kind: 'on_tour_date', tourDateId: 8 }), date, today)).toBe(
      false,
    )
  })
})

describe('§3 price: the best automatic discount as of today', () => {
  it('takes the largest applicable automatic percent and never stacks discounts', () => {
    const discounts = [
      discount({ id: 1, kind: 'early_booking_days', daysBeforeStart: 30, percent: 5 }),
      discount({ id: 2, kind: 'on_tour_date', tourDateId: 7, percent: 15 }),
      discount({
        id: 3,
        kind: 'seasonal',
        dateFrom: '2025-09-01',
        dateTo: '2025-09-30',
        percent: 10,
      }),
    ]
    const result = priceOnDay(date, discounts, today)
    expect(result.discount?.id).toBe(2)
    expect(result.priceMinor).toBe(85_000)
  })

  it('ignores discounts that are not automatic (§3 is_discount_auto) or do not apply', () => {
    const discounts = [
      discount({ id: 1, kind: 'on_tour_date', tourDateId: 7, percent: 30, isAuto: false }),
      discount({ id: 2, kind: 'on_tour_date', tourDateId: 9, percent: 20 }),
    ]
    expect(bestAutomaticDiscount(discounts, date, today)).toBeUndefined()
    expect(priceOnDay(date, discounts, today)).toEqual({ priceMinor: 100_000, discount: undefined })
  })

  it('breaks a tie in percent by the lower id, so the choice is stable', () => {
    const discounts = [
      discount({ id: 5, kind: 'on_tour_date', tourDateId: 7, percent: 10 }),
      discount({ id: 4, kind: 'early_booking_days', daysBeforeStart: 10, percent: 10 }),
    ]
    expect(bestAutomaticDiscount(discounts, date, today)?.id).toBe(4)
  })

  it('rounds the cut to whole minor units, half up', () => {
    expect(discountedPriceMinor(999, 15, 'USD')).toBe(849)
    expect(discountedPriceMinor(1_000, 25, 'RUB')).toBe(750)
    expect(discountedPriceMinor(10, 5, 'EUR')).toBe(9)
  })
})
