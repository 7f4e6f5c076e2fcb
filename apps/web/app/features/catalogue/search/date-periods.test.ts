import { describe, expect, it } from 'vitest'
import { monthRange, periodCounts, seasonRange } from './date-periods.ts'

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

describe('issue 42 the quick-date chips count within the search', () => {
  const catalogue = {
    months: [
      { month: '2027-01', tours_count: 729 },
      { month: '2027-06', tours_count: 300 },
      { month: '2027-07', tours_count: 310 },
    ],
    seasons: [
      { slug: 'winter', months: [12, 1, 2], tours_count: 729 },
      { slug: 'summer', months: [6, 7, 8], tours_count: 420 },
    ],
  }

  it('a month counts the search’s tours, not the catalogue’s', () => {
    const counts = periodCounts({
      catalogue,
      filtered: [
        { value: '2027-01', count: 12 },
        { value: '2027-06', count: 3 },
      ],
    })
    expect(counts.months.get('2027-01')).toBe(12)
    expect(counts.months.get('2027-07')).toBeUndefined()
    // Summer's tours in this search are 3 or more, not knowable from months: no count.
    expect(counts.seasons.get('summer')).toBeNull()
    expect(counts.seasons.get('winter')).toBeNull()
  })

  it('a season with none of the search’s tours counts 0; a season the search left whole keeps its count', () => {
    const narrowed = periodCounts({ catalogue, filtered: [{ value: '2027-06', count: 5 }] })
    expect(narrowed.seasons.get('winter')).toBe(0)
    const whole = periodCounts({
      catalogue,
      filtered: catalogue.months.map(({ month, tours_count }) => ({
        value: month,
        count: tours_count,
      })),
    })
    expect(whole.seasons.get('summer')).toBe(420)
    expect(whole.seasons.get('winter')).toBe(729)
  })
})
