import { describe, expect, it } from 'vitest'
import { calendarDay } from './calendar-date.ts'

describe('§5 calendar dates are yyyy-MM-dd', () => {
  it('§5 reads a date and the day part of a date with a time', () => {
    expect(calendarDay('2030-06-10')).toBe('2030-06-10')
    expect(calendarDay('2030-06-10 14:30:00')).toBe('2030-06-10')
    expect(calendarDay('2030-06-10T23:59:00Z')).toBe('2030-06-10')
    expect(calendarDay(' 2030-06-10 ')).toBe('2030-06-10')
  })

  it('§5 accepts 29 February only in leap years', () => {
    expect(calendarDay('2028-02-29')).toBe('2028-02-29')
    expect(calendarDay('2000-02-29')).toBe('2000-02-29')
    expect(calendarDay('2030-02-29')).toBeNull()
    expect(calendarDay('2100-02-29')).toBeNull()
  })

  it.each([
    '',
    '2030-6-10',
    '10.06.2030',
    '2030-13-01',
    '2030-00-10',
    '2030-04-31',
    '2030-06-00',
    '2030-06-10x',
  ])('§5 rejects %j', (value) => {
    expect(calendarDay(value)).toBeNull()
  })

  it('§5 rejects a missing value', () => {
    expect(calendarDay(null)).toBeNull()
    expect(calendarDay(undefined)).toBeNull()
  })
})
