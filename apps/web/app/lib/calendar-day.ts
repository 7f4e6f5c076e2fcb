import { calendarDateText, type DateLocale, type Locale } from '@tourmarket/domain/i18n'

const DATE_FORMATS: Readonly<Record<Locale, DateLocale>> = { 'en-US': 'en-GB', ru: 'ru' }

/** 'yyyy-MM-dd' as '9 Jan 2027' in the page language; calendar dates carry no time zone. */
export function formatCalendarDay(date: string, locale: Locale): string {
  return calendarDateText(date, DATE_FORMATS[locale], { month: 'short', year: true })
}
