const CALENDAR_DATE = /^(\d{4})-(\d{2})-(\d{2})(?:[T ].*)?$/

/**
 * The 'yyyy-MM-dd' day of a date string, or null when it is not a real calendar date. A time
 * after the day ('2030-06-10 14:00', '2030-06-10T14:00Z') is ignored: travel is compared by day.
 */
export function calendarDay(value: string | null | undefined): string | null {
  const match = CALENDAR_DATE.exec(value?.trim() ?? '')
  if (match === null) return null
  const [, year = '', month = '', day = ''] = match
  const monthNumber = Number(month)
  const dayNumber = Number(day)
  if (monthNumber < 1 || monthNumber > 12 || dayNumber < 1) return null
  if (dayNumber > daysInMonth(Number(year), monthNumber)) return null
  return `${year}-${month}-${day}`
}

function daysInMonth(year: number, month: number): number {
  if (month === 2) return isLeapYear(year) ? 29 : 28
  return [4, 6, 9, 11].includes(month) ? 30 : 31
}

function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0
}
