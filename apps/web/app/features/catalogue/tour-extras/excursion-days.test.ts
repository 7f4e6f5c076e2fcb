import type { TourDate } from '@tourmarket/contracts'
import { describe, expect, it } from 'vitest'
import { excursionCalendarRules, excursionDateOn } from './excursion-days.ts'

function date(id: number, start: string, price: number, isBusy = false): TourDate {
  return { id, start, end: start, price, is_busy: isBusy } as TourDate
}

describe('excursion days (§5 calendar rules)', () => {
  const dates = [
    date(1, '2027-01-12', 5000),
    date(2, '2027-01-10', 4000, true),
    date(3, '2027-01-12', 4500),
    date(4, '2027-01-11', 3000),
    date(5, '2027-01-11', 2000, true),
  ]

  it('makes days with a free seat available, sorted, and days sold out entirely disabled', () => {
    expect(excursionCalendarRules(dates)).toEqual({
      availableDates: ['2027-01-11', '2027-01-12'],
      disabledDates: ['2027-01-10'],
    })
  })

  it('has nothing to pick without dates', () => {
    expect(excursionCalendarRules([])).toEqual({ availableDates: [], disabledDates: [] })
  })

  it('books the cheapest date with a free seat on the picked day', () => {
    expect(excursionDateOn(dates, '2027-01-12')?.id).toBe(3)
    expect(excursionDateOn(dates, '2027-01-11')?.id).toBe(4)
    expect(excursionDateOn(dates, '2027-01-10')).toBeUndefined()
  })
})
