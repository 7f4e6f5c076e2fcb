import { describe, expect, it } from 'vitest'
import { monthRange, seasonRange } from './date-periods.ts'

describe('date periods for the dates filter (/spa/calendar-periods)', () => {
  it('spans a whole month ahead, and the rest of the current one from today', () => {
    expect(monthRange('2027-02', '2026-11-27')).toEqual({
      dateFrom: '2027-02-01',
      dateTo: '2027-02-28',
    })
    expect(monthRange('2026-11', '2026-11-27')).toEqual({
      dateFrom: '2026-11-27',
      dateTo: '2026-11-30',
    })
    expect(monthRange('2028-02', '2026-11-27').dateTo).toBe('2028-02-29')
  })

  it("takes a season's next run, or the rest of the run that is on", () => {
    expect(seasonRange([6, 7, 8], '2026-11-27')).toEqual({
      dateFrom: '2027-06-01',
      dateTo: '2027-08-31',
    })
    expect(seasonRange([9, 10, 11], '2026-11-27')).toEqual({
      dateFrom: '2026-11-27',
      dateTo: '2026-11-30',
    })
  })

  it('carries a season across the new year', () => {
    expect(seasonRange([12, 1, 2], '2026-11-27')).toEqual({
      dateFrom: '2026-12-01',
      dateTo: '2027-02-28',
    })
    expect(seasonRange([12, 1, 2], '2027-01-15')).toEqual({
      dateFrom: '2027-01-15',
      dateTo: '2027-02-28',
    })
  })

  it('has no range for a season without months', () => {
    expect(seasonRange([], '2026-11-27')).toBeNull()
  })
})
