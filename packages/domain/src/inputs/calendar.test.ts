import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  CALENDAR_GRID_WEEKS,
  DEFAULT_VISIBLE_MONTHS,
  EMPTY_DATE_RANGE,
  addDays,
  dateRangeReducer,
  formatCalendarDate,
  isCalendarDate,
  isDaySelectable,
  monthGrid,
  parseCalendarDate,
  resolveDateLimit,
  visibleMonths,
} from './calendar.ts'
import type { DateRange, WeekStart } from './calendar.ts'

const calendarDate = fc
  .date({
    min: new Date('1900-01-01T00:00:00Z'),
    max: new Date('2199-12-31T00:00:00Z'),
    noInvalidDate: true,
  })
  .map((date) => date.toISOString().slice(0, 10))
const weekStart = fc.constantFrom<WeekStart>(0, 1, 2, 3, 4, 5, 6)

describe('§5 calendar: dates are yyyy-MM-dd', () => {
  it('accepts real days only', () => {
    expect(isCalendarDate('2024-02-29')).toBe(true)
    expect(isCalendarDate('2023-02-29')).toBe(false)
    expect(isCalendarDate('2000-02-29')).toBe(true)
    expect(isCalendarDate('1900-02-29')).toBe(false)
    expect(isCalendarDate('2024-04-31')).toBe(false)
    expect(isCalendarDate('2024-13-01')).toBe(false)
    expect(isCalendarDate('2024-1-05')).toBe(false)
    expect(isCalendarDate('2024-01-05T00:00')).toBe(false)
  })

  it('parses and formats back to the same text (property)', () => {
    fc.assert(
      fc.property(calendarDate, (date) => {
        const parts = parseCalendarDate(date)
        expect(parts).not.toBeNull()
        if (parts !== null) expect(formatCalendarDate(parts)).toBe(date)
      }),
    )
  })

  it('adds days across months, leap days and years', () => {
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29')
    expect(addDays('2023-02-28', 1)).toBe('2023-03-01')
    expect(addDays('2024-12-31', 1)).toBe('2025-01-01')
    expect(addDays('2025-01-01', -1)).toBe('2024-12-31')
  })

  it('agrees with UTC Date arithmetic (property)', () => {
    fc.assert(
      fc.property(calendarDate, fc.integer({ min: -3000, max: 3000 }), (date, days) => {
        const expected = new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000)
        expect(addDays(date, days)).toBe(expected.toISOString().slice(0, 10))
      }),
    )
  })
})

describe("§5 calendar: min/max, where the minimum may be 'today'", () => {
  it("resolves 'today' to the date the caller gives", () => {
    expect(resolveDateLimit('today', '2025-06-01')).toBe('2025-06-01')
    expect(resolveDateLimit('2025-01-01', '2025-06-01')).toBe('2025-01-01')
    expect(resolveDateLimit(undefined, undefined)).toBeUndefined()
  })

  it("refuses 'today' without today's date, and a malformed limit", () => {
    expect(() => resolveDateLimit('today', undefined)).toThrow(RangeError)
    expect(() => resolveDateLimit('01.06.2025', undefined)).toThrow(RangeError)
  })

  it('lets only days within min and max (inclusive) be selected', () => {
    const rules = { min: 'today', max: '2025-06-30', today: '2025-06-10' }
    expect(isDaySelectable('2025-06-09', rules)).toBe(false)
    expect(isDaySelectable('2025-06-10', rules)).toBe(true)
    expect(isDaySelectable('2025-06-30', rules)).toBe(true)
    expect(isDaySelectable('2025-07-01', rules)).toBe(false)
  })
})

describe('§5 calendar: available > disabled > min/max', () => {
  const base = { min: '2025-06-01', max: '2025-06-30' }

  it('never selects a disabled day within min and max', () => {
    expect(isDaySelectable('2025-06-15', { ...base, disabledDates: ['2025-06-15'] })).toBe(false)
    expect(isDaySelectable('2025-06-16', { ...base, disabledDates: ['2025-06-15'] })).toBe(true)
  })

  it('selects available days even when disabled or outside min and max, and nothing else', () => {
    const rules = {
      ...base,
      disabledDates: ['2025-06-15'],
      availableDates: ['2025-06-15', '2025-07-04'],
    }
    expect(isDaySelectable('2025-06-15', rules)).toBe(true)
    expect(isDaySelectable('2025-07-04', rules)).toBe(true)
    expect(isDaySelectable('2025-06-16', rules)).toBe(false)
  })

  it('selects nothing when the available list is empty', () => {
    expect(isDaySelectable('2025-06-16', { ...base, availableDates: [] })).toBe(false)
  })

  it('decides by the available list alone whenever there is one (property)', () => {
    fc.assert(
      fc.property(
        calendarDate,
        fc.array(calendarDate, { maxLength: 5 }),
        fc.array(calendarDate, { maxLength: 5 }),
        (day, available, disabled) => {
          const rules = { availableDates: available, disabledDates: disabled, max: '1800-01-01' }
          expect(isDaySelectable(day, rules)).toBe(available.includes(day))
        },
      ),
    )
  })
})

describe('§5 calendar: range mode takes two clicks and sorts them', () => {
  const pick = (state: DateRange, day: string) => dateRangeReducer(state, { type: 'pick', day })

  it('starts on the first click and ends on the second', () => {
    const started = pick(EMPTY_DATE_RANGE, '2025-06-10')
    expect(started).toEqual({ start: '2025-06-10', end: null })
    expect(pick(started, '2025-06-14')).toEqual({ start: '2025-06-10', end: '2025-06-14' })
  })

  it('sorts a second click that comes before the first', () => {
    expect(pick(pick(EMPTY_DATE_RANGE, '2025-06-14'), '2025-06-10')).toEqual({
      start: '2025-06-10',
      end: '2025-06-14',
    })
  })

  it('makes a one-day range from the same day twice, and restarts after a finished range', () => {
    const single = pick(pick(EMPTY_DATE_RANGE, '2025-06-10'), '2025-06-10')
    expect(single).toEqual({ start: '2025-06-10', end: '2025-06-10' })
    expect(pick(single, '2025-06-20')).toEqual({ start: '2025-06-20', end: null })
  })

  it('clears', () => {
    expect(dateRangeReducer({ start: '2025-06-10', end: null }, { type: 'clear' })).toEqual(
      EMPTY_DATE_RANGE,
    )
  })

  it('always holds start <= end, and a finished range is the last two clicks (property)', () => {
    fc.assert(
      fc.property(fc.array(calendarDate, { minLength: 1, maxLength: 12 }), (clicks) => {
        const range = clicks.reduce(pick, EMPTY_DATE_RANGE)
        expect(range.start).not.toBeNull()
        if (range.end !== null && range.start !== null) {
          expect(range.start <= range.end).toBe(true)
          expect(clicks.length % 2).toBe(0)
          expect([range.start, range.end]).toEqual(clicks.slice(-2).sort())
        } else {
          expect(clicks.length % 2).toBe(1)
          expect(range.start).toBe(clicks.at(-1))
        }
      }),
    )
  })

  it('refuses a malformed day', () => {
    expect(() => pick(EMPTY_DATE_RANGE, '2025-6-1')).toThrow(RangeError)
  })
})

describe('§5 calendar: 6-week grid', () => {
  it('lays out June 2025 from Monday 26 May to Sunday 6 July', () => {
    const grid = monthGrid(2025, 6, 1)
    expect(grid).toHaveLength(CALENDAR_GRID_WEEKS)
    expect(grid[0]?.[0]).toEqual({ date: '2025-05-26', inMonth: false })
    expect(grid[0]?.[6]).toEqual({ date: '2025-06-01', inMonth: true })
    expect(grid[5]?.[6]).toEqual({ date: '2025-07-06', inMonth: false })
  })

  it('starts on the 1st itself when it falls on the week start', () => {
    // 1 June 2025 was a Sunday.
    expect(monthGrid(2025, 6, 0)[0]?.[0]).toEqual({ date: '2025-06-01', inMonth: true })
  })

  it('shows a 28-day February as 6 weeks too', () => {
    // February 2026 starts on a Sunday and fits 4 weeks exactly.
    const grid = monthGrid(2026, 2, 0).flat()
    expect(grid).toHaveLength(42)
    expect(grid.filter((day) => day.inMonth)).toHaveLength(28)
  })

  it('refuses a month or week start that does not exist', () => {
    expect(() => monthGrid(2025, 13, 1)).toThrow(RangeError)
    expect(() => monthGrid(2025, 6, 7 as WeekStart)).toThrow(RangeError)
  })

  it('is always 42 consecutive days from the week start, covering the whole month (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 9998 }),
        fc.integer({ min: 1, max: 12 }),
        weekStart,
        (year, month, startsOn) => {
          const days = monthGrid(year, month, startsOn).flat()
          expect(days).toHaveLength(42)
          for (let index = 1; index < days.length; index += 1) {
            expect(days[index]?.date).toBe(addDays(days[index - 1]?.date ?? '', 1))
          }
          expect(new Date(`${days[0]?.date}T00:00:00Z`).getUTCDay()).toBe(startsOn)
          const firstOfMonth = days.findIndex((day) => day.inMonth)
          expect(firstOfMonth).toBeLessThan(7)
          expect(days[firstOfMonth]?.date).toBe(formatCalendarDate({ year, month, day: 1 }))
          const inMonth = days.filter((day) => day.inMonth)
          expect(days.slice(firstOfMonth, firstOfMonth + inMonth.length)).toEqual(inMonth)
          expect(addDays(inMonth.at(-1)?.date ?? '', 1).slice(8)).toBe('01')
        },
      ),
    )
  })
})

describe('§5 calendar: one month shown by default', () => {
  it('shows one month unless asked for more', () => {
    expect(DEFAULT_VISIBLE_MONTHS).toBe(1)
    expect(visibleMonths({ year: 2025, month: 6 })).toEqual([{ year: 2025, month: 6 }])
  })

  it('rolls over the year', () => {
    expect(visibleMonths({ year: 2025, month: 12 }, 2)).toEqual([
      { year: 2025, month: 12 },
      { year: 2026, month: 1 },
    ])
  })
})
