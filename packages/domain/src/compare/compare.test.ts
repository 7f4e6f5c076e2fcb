import { describe, expect, it } from 'vitest'
import {
  addMonthsToCalendarDate,
  compareIdsParam,
  compareIdsWithout,
  datesInNextMonths,
  departureGuarantee,
  normaliseCompareList,
  parseCompareIds,
  parseStoredCompareList,
  pricePerDay,
  toggleCompareList,
} from './compare.ts'

describe('parseCompareIds', () => {
  it('reads two to four ids in the given order, repeats dropped', () => {
    expect(parseCompareIds('12,34,56')).toEqual({ kind: 'ok', ids: [12, 34, 56] })
    expect(parseCompareIds(' 7 , 3 ,7,')).toEqual({ kind: 'ok', ids: [7, 3] })
    expect(parseCompareIds('1,2,3,4')).toEqual({ kind: 'ok', ids: [1, 2, 3, 4] })
  })

  it('says when there are fewer than two or more than four', () => {
    expect(parseCompareIds(null)).toEqual({ kind: 'too-few', ids: [] })
    expect(parseCompareIds('')).toEqual({ kind: 'too-few', ids: [] })
    expect(parseCompareIds('5')).toEqual({ kind: 'too-few', ids: [5] })
    expect(parseCompareIds('5,5')).toEqual({ kind: 'too-few', ids: [5] })
    expect(parseCompareIds('1,2,3,4,5')).toEqual({ kind: 'too-many', ids: [1, 2, 3, 4, 5] })
  })

  it('calls anything that is not a positive id invalid', () => {
    for (const value of ['1,abc', '1,-2', '0,3', '1.5,2', '1,2e3', '1,99999999999999999']) {
      expect(parseCompareIds(value)).toEqual({ kind: 'invalid' })
    }
  })
})

describe('compare links', () => {
  it('removes one id and keeps the order', () => {
    expect(compareIdsWithout([12, 34, 56], 34)).toEqual([12, 56])
    expect(compareIdsParam(compareIdsWithout([12, 34, 56], 12))).toBe('34,56')
  })
})

describe('pricePerDay', () => {
  it('divides the price from by the days, rounded to a whole minor unit', () => {
    expect(pricePerDay(100_000, 4)).toBe(25_000)
    expect(pricePerDay(100_000, 3)).toBe(33_333)
    expect(pricePerDay(100_001, 2)).toBe(50_001)
    expect(pricePerDay(5_000, 1)).toBe(5_000)
  })

  it('has no answer without a price or a length', () => {
    expect(pricePerDay(null, 3)).toBeNull()
    expect(pricePerDay(1_000, 0)).toBeNull()
    expect(pricePerDay(1_000, 1.5)).toBeNull()
  })
})

describe('datesInNextMonths', () => {
  it('adds months, clamping the day to the month end and crossing years', () => {
    expect(addMonthsToCalendarDate('2026-01-31', 1)).toBe('2026-02-28')
    expect(addMonthsToCalendarDate('2028-01-31', 1)).toBe('2028-02-29')
    expect(addMonthsToCalendarDate('2026-11-15', 3)).toBe('2027-02-15')
  })

  it('keeps dates from today up to the same day three months on', () => {
    const dates = [
      { start: '2026-12-02' },
      { start: '2026-12-03' },
      { start: '2027-01-20' },
      { start: '2027-03-02' },
      { start: '2027-03-03' },
    ]
    expect(datesInNextMonths(dates, '2026-12-03').map((date) => date.start)).toEqual([
      '2026-12-03',
      '2027-01-20',
      '2027-03-02',
    ])
  })
})

describe('departureGuarantee', () => {
  it('counts the dates that run whatever the bookings', () => {
    expect(departureGuarantee([])).toEqual({ kind: 'none-dated' })
    expect(departureGuarantee([{ not_guaranteed: false }, { not_guaranteed: false }])).toEqual({
      kind: 'all',
      total: 2,
    })
    expect(departureGuarantee([{ not_guaranteed: true }, { not_guaranteed: false }])).toEqual({
      kind: 'some',
      guaranteed: 1,
      total: 2,
    })
    expect(departureGuarantee([{ not_guaranteed: true }])).toEqual({ kind: 'none', total: 1 })
  })
})

describe('the device compare list', () => {
  it('toggles a tour and keeps the newest four', () => {
    expect(toggleCompareList([], 5)).toEqual([5])
    expect(toggleCompareList([5, 6], 5)).toEqual([6])
    expect(toggleCompareList([1, 2, 3, 4], 9)).toEqual([2, 3, 4, 9])
  })

  it('reads what storage holds, anything unreadable as nothing', () => {
    expect(parseStoredCompareList(null)).toEqual([])
    expect(parseStoredCompareList('not json')).toEqual([])
    expect(parseStoredCompareList('{"a":1}')).toEqual([])
    expect(parseStoredCompareList('[3,"4",3,-1,2.5,8]')).toEqual([3, 8])
    expect(normaliseCompareList([1, 2, 3, 4, 5, 6])).toEqual([3, 4, 5, 6])
  })
})
