import { describe, expect, it } from 'vitest'
import { MAX_SERIES_DATES, seriesStartDates, weekdayOf } from './date-series.ts'

describe('office date series (issue 40 item 3)', () => {
  it('knows the weekday of a calendar date', () => {
    expect(weekdayOf('2027-05-01')).toBe(6)
    expect(weekdayOf('2027-05-02')).toBe(0)
    expect(weekdayOf('2024-02-29')).toBe(4)
  })

  it('makes every Saturday from May to September', () => {
    const result = seriesStartDates(
      { from: '2027-05-01', to: '2027-09-30' },
      { kind: 'weekly', weekdays: [6] },
    )
    expect(result.ok).toBe(true)
    if (!result.ok) return
    expect(result.dates).toHaveLength(22)
    expect(result.dates[0]).toBe('2027-05-01')
    expect(result.dates.at(-1)).toBe('2027-09-25')
    expect(result.dates.every((date) => weekdayOf(date) === 6)).toBe(true)
  })

  it('takes several weekdays, both ends of the range included', () => {
    const result = seriesStartDates(
      { from: '2027-05-03', to: '2027-05-09' },
      { kind: 'weekly', weekdays: [1, 3, 0] },
    )
    expect(result).toEqual({ ok: true, dates: ['2027-05-03', '2027-05-05', '2027-05-09'] })
  })

  it('steps every N days from the first day', () => {
    expect(
      seriesStartDates(
        { from: '2027-01-30', to: '2027-02-12' },
        { kind: 'interval', everyDays: 5 },
      ),
    ).toEqual({ ok: true, dates: ['2027-01-30', '2027-02-04', '2027-02-09'] })
    expect(
      seriesStartDates(
        { from: '2027-01-30', to: '2027-01-30' },
        { kind: 'interval', everyDays: 7 },
      ),
    ).toEqual({ ok: true, dates: ['2027-01-30'] })
  })

  it('refuses more dates than the cap, naming the last day', () => {
    expect(
      seriesStartDates(
        { from: '2027-01-01', to: '2027-12-31' },
        { kind: 'interval', everyDays: 1 },
      ),
    ).toEqual({ ok: false, field: 'to', problem: 'too_many_dates' })
    const exactlyTheCap = seriesStartDates(
      { from: '2027-01-01', to: '2027-07-19' },
      { kind: 'interval', everyDays: 1 },
    )
    expect(exactlyTheCap.ok && exactlyTheCap.dates.length).toBe(MAX_SERIES_DATES)
    expect(
      seriesStartDates({ from: '2027-01-01', to: '2999-12-31' }, { kind: 'weekly', weekdays: [1] }),
    ).toEqual({ ok: false, field: 'to', problem: 'too_many_dates' })
    expect(
      seriesStartDates(
        { from: '2027-01-01', to: '2027-01-10' },
        { kind: 'interval', everyDays: 1 },
        3,
      ),
    ).toEqual({ ok: false, field: 'to', problem: 'too_many_dates' })
  })

  it('names the field of every other refusal', () => {
    const weekly = { kind: 'weekly', weekdays: [6] } as const
    expect(seriesStartDates({ from: '2027-02-30', to: '2027-03-01' }, weekly)).toEqual({
      ok: false,
      field: 'from',
      problem: 'not_a_date',
    })
    expect(seriesStartDates({ from: '2027-03-01', to: 'soon' }, weekly)).toEqual({
      ok: false,
      field: 'to',
      problem: 'not_a_date',
    })
    expect(seriesStartDates({ from: '2027-03-10', to: '2027-03-01' }, weekly)).toEqual({
      ok: false,
      field: 'to',
      problem: 'to_before_from',
    })
    expect(
      seriesStartDates({ from: '2027-03-01', to: '2027-03-31' }, { kind: 'weekly', weekdays: [] }),
    ).toEqual({ ok: false, field: 'weekdays', problem: 'no_weekdays' })
    // 2027-05-03 is a Monday: no Saturday until the 8th.
    expect(seriesStartDates({ from: '2027-05-03', to: '2027-05-07' }, weekly)).toEqual({
      ok: false,
      field: 'weekdays',
      problem: 'no_dates',
    })
    for (const everyDays of [0, -1, 1.5, 366]) {
      expect(
        seriesStartDates({ from: '2027-03-01', to: '2027-03-31' }, { kind: 'interval', everyDays }),
      ).toEqual({ ok: false, field: 'every_days', problem: 'interval_out_of_range' })
    }
  })
})
