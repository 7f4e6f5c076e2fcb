import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  calendarDateText,
  tripDatesText,
  utcCalendarDate,
  type CalendarDateStyle,
  type DateLocale,
} from './calendar-date-text.ts'

const locales: readonly DateLocale[] = ['en-US', 'en-GB', 'ru']
const styles: readonly CalendarDateStyle[] = [
  { month: 'short', year: false },
  { month: 'short', year: true },
  { month: 'long', year: false },
  { month: 'long', year: true },
]

/** What ICU writes for the same day, read in UTC so the calendar day cannot shift. */
function intlText(date: string, locale: DateLocale, style: CalendarDateStyle): string {
  return new Intl.DateTimeFormat(locale, {
    day: 'numeric',
    month: style.month,
    ...(style.year ? { year: 'numeric' } : {}),
    timeZone: 'UTC',
  }).format(new Date(`${date}T00:00:00Z`))
}

describe('calendar days in the storefront languages', () => {
  it('reads as people write a day in each language', () => {
    expect(calendarDateText('2026-06-10', 'en-US', { month: 'short', year: true })).toBe(
      'Jun 10, 2026',
    )
    expect(calendarDateText('2026-09-01', 'en-GB', { month: 'short', year: true })).toBe(
      '1 Sept 2026',
    )
    expect(calendarDateText('2026-06-10', 'en-GB', { month: 'long', year: false })).toBe('10 June')
    expect(calendarDateText('2026-05-09', 'ru', { month: 'short', year: true })).toBe(
      '9 мая 2026 г.',
    )
    expect(calendarDateText('2026-12-31', 'ru', { month: 'long', year: false })).toBe('31 декабря')
  })

  it('writes every day of this century as Intl (ICU) does, in every locale and style', () => {
    const first = Date.UTC(2000, 0, 1)
    const last = Date.UTC(2100, 11, 31)
    const day = 86_400_000
    for (const locale of locales) {
      for (const style of styles) {
        const formatter = new Intl.DateTimeFormat(locale, {
          day: 'numeric',
          month: style.month,
          ...(style.year ? { year: 'numeric' } : {}),
          timeZone: 'UTC',
        })
        const mismatches: string[] = []
        for (let time = first; time <= last; time += day) {
          const date = new Date(time).toISOString().slice(0, 10)
          const expected = formatter.format(time)
          if (calendarDateText(date, locale, style) !== expected) mismatches.push(date)
        }
        expect(mismatches, `${locale} ${JSON.stringify(style)}`).toEqual([])
      }
    }
  })

  it('agrees with Intl on any day of the years 1000–9999 (property)', () => {
    fc.assert(
      fc.property(
        fc.date({
          min: new Date('1000-01-01T00:00:00Z'),
          max: new Date('9999-12-31T00:00:00Z'),
          noInvalidDate: true,
        }),
        fc.constantFrom(...locales),
        fc.constantFrom(...styles),
        (instant, locale, style) => {
          const date = utcCalendarDate(instant)
          expect(calendarDateText(date, locale, style)).toBe(intlText(date, locale, style))
        },
      ),
    )
  })

  it('refuses what is not a calendar date rather than writing a wrong day', () => {
    for (const text of ['2026-13-01', '2026-00-10', '2026-06-32', '10.06.2026', '']) {
      expect(() => calendarDateText(text, 'en-US', { month: 'long', year: true })).toThrow(
        RangeError,
      )
    }
  })

  it('takes the UTC day of an instant, whatever the offset it is written with', () => {
    expect(utcCalendarDate('2026-06-10T23:30:00-02:00')).toBe('2026-06-11')
    expect(utcCalendarDate(new Date(Date.UTC(2026, 0, 1)))).toBe('2026-01-01')
  })
})

/** ICU's range of the same days, its thin and narrow spaces read as plain ones. */
function intlRangeText(start: string, end: string, locale: DateLocale): string {
  return new Intl.DateTimeFormat(locale, {
    day: 'numeric',
    month: locale === 'ru' ? 'long' : 'short',
    year: 'numeric',
    timeZone: 'UTC',
  })
    .formatRange(new Date(`${start}T00:00:00Z`), new Date(`${end}T00:00:00Z`))
    .replace(/[\u2009\u202f\u00a0]/g, ' ')
}

describe("a trip's dates", () => {
  it('writes each part once, in one format per language', () => {
    expect(tripDatesText('2026-06-10', '2026-06-16', 'en-US')).toBe('Jun 10 – 16, 2026')
    expect(tripDatesText('2026-06-28', '2026-07-03', 'en-US')).toBe('Jun 28 – Jul 3, 2026')
    expect(tripDatesText('2026-12-30', '2027-01-02', 'en-US')).toBe('Dec 30, 2026 – Jan 2, 2027')
    expect(tripDatesText('2026-06-10', '2026-06-10', 'en-US')).toBe('Jun 10, 2026')
    expect(tripDatesText('2026-06-10', '2026-06-16', 'ru')).toBe('10–16 июня 2026 г.')
    expect(tripDatesText('2026-06-28', '2026-07-03', 'ru')).toBe('28 июня – 3 июля 2026 г.')
    expect(tripDatesText('2026-12-30', '2027-01-02', 'ru')).toBe(
      '30 декабря 2026 г. – 2 января 2027 г.',
    )
    expect(tripDatesText('2026-09-01', '2026-09-05', 'en-GB')).toBe('1 – 5 Sept 2026')
  })

  it('reads as ICU writes the same range, but for the spacing around the dash', () => {
    fc.assert(
      fc.property(
        fc.date({
          min: new Date('2000-01-01T00:00:00Z'),
          max: new Date('2099-12-31T00:00:00Z'),
          noInvalidDate: true,
        }),
        fc.integer({ min: 0, max: 400 }),
        fc.constantFrom(...locales),
        (instant, days, locale) => {
          const start = utcCalendarDate(instant)
          const end = utcCalendarDate(new Date(instant.getTime() + days * 86_400_000))
          expect(tripDatesText(start, end, locale)).toBe(intlRangeText(start, end, locale))
        },
      ),
      { numRuns: 2000 },
    )
  })

  it('refuses a malformed end as it refuses a malformed start', () => {
    expect(() => tripDatesText('2026-06-10', '2026-06-32', 'en-US')).toThrow(RangeError)
    expect(() => tripDatesText('10.06.2026', '2026-06-16', 'ru')).toThrow(RangeError)
  })
})
