import { tripDatesText, type Locale } from '@tourmarket/domain/i18n'

/**
 * 'yyyy-MM-dd' as 'Jan 9, 2027' / '9 января 2027 г.' in the page language: the format of a trip's
 * dates (tripDatesText), so one page never mixes two; calendar dates carry no time zone.
 */
export function formatCalendarDay(date: string, locale: Locale): string {
  return tripDatesText(date, date, locale)
}
