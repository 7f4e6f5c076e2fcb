/**
 * Calendar days ('yyyy-MM-dd') as people read them in the storefront's languages, written from
 * tables rather than by Intl.DateTimeFormat (decision 0017): the first Intl formatter a page builds
 * loads the browser's locale data, tens of milliseconds in the middle of hydration on a phone, and
 * the server's and the browser's ICU versions need not agree, which hydration would flag. The
 * tables give what ICU 78 gives; the tests compare them with Intl for every day of this century.
 */

/** The date conventions the storefront writes: American and British English, Russian. */
export type DateLocale = 'en-US' | 'en-GB' | 'ru'

export type CalendarDateStyle = {
  /** 'Jun' / 'июн.' or 'June' / 'июня'. */
  readonly month: 'short' | 'long'
  readonly year: boolean
}

const englishMonths = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const

const americanShortMonths = englishMonths.map((month) => month.slice(0, 3))
// CLDR's British abbreviation of September is four letters.
const britishShortMonths = americanShortMonths.map((month) => (month === 'Sep' ? 'Sept' : month))

/** Russian months in the genitive, as a day is written ('10 июня'). */
const russianMonths = [
  'января',
  'февраля',
  'марта',
  'апреля',
  'мая',
  'июня',
  'июля',
  'августа',
  'сентября',
  'октября',
  'ноября',
  'декабря',
] as const

const russianShortMonths = [
  'янв.',
  'февр.',
  'мар.',
  'апр.',
  'мая',
  'июн.',
  'июл.',
  'авг.',
  'сент.',
  'окт.',
  'нояб.',
  'дек.',
] as const

const monthNames: Readonly<
  Record<DateLocale, Readonly<Record<CalendarDateStyle['month'], readonly string[]>>>
> = {
  'en-US': { short: americanShortMonths, long: englishMonths },
  'en-GB': { short: britishShortMonths, long: englishMonths },
  ru: { short: russianShortMonths, long: russianMonths },
}

const calendarDatePattern = /^(\d{4})-(\d{2})-(\d{2})$/

/** '2026-06-10' → 'Jun 10, 2026' (en-US), '10 June 2026' (en-GB), '10 июня 2026 г.' (ru). */
export function calendarDateText(
  date: string,
  locale: DateLocale,
  style: CalendarDateStyle,
): string {
  const match = calendarDatePattern.exec(date)
  const month = match === null ? undefined : monthNames[locale][style.month][Number(match[2]) - 1]
  if (match === null || month === undefined || Number(match[3]) < 1 || Number(match[3]) > 31) {
    throw new RangeError(`Not a calendar date (yyyy-MM-dd): ${date}`)
  }
  const day = Number(match[3])
  const year = Number(match[1])
  switch (locale) {
    case 'en-US':
      return style.year ? `${month} ${day}, ${year}` : `${month} ${day}`
    case 'en-GB':
      return style.year ? `${day} ${month} ${year}` : `${day} ${month}`
    case 'ru':
      return style.year ? `${day} ${month} ${year} г.` : `${day} ${month}`
  }
}

/**
 * A trip's days, one format per language wherever a trip is shown (pages, mails, PDFs):
 * 'Jun 10 – 16, 2026', 'Jun 28 – Jul 3, 2026', 'Dec 30, 2026 – Jan 2, 2027' (en-US);
 * '10 – 16 Jun 2026', '28 Jun – 3 Jul 2026' (en-GB); '10–16 июня 2026 г.', '28 июня – 3 июля 2026 г.'
 * (ru); one day when start and end agree. Each part is written once, as ICU's formatRange does,
 * but with plain spaces around the dash: Node's and the browsers' ICU space it differently and the
 * server's HTML must read the same after hydration.
 */
export function tripDatesText(start: string, end: string, locale: DateLocale): string {
  const month: CalendarDateStyle['month'] = locale === 'ru' ? 'long' : 'short'
  const full = (date: string): string => calendarDateText(date, locale, { month, year: true })
  // Validates both days, so a malformed end throws like a malformed start.
  const startText = full(start)
  const endText = full(end)
  if (start === end) return startText
  const [startYear, startMonth, startDay] = start.split('-').map(Number) as [number, number, number]
  const [endYear, endMonth, endDay] = end.split('-').map(Number) as [number, number, number]
  if (startYear !== endYear) return `${startText} – ${endText}`
  const startWithoutYear = calendarDateText(start, locale, { month, year: false })
  if (startMonth !== endMonth) return `${startWithoutYear} – ${endText}`
  switch (locale) {
    case 'en-US':
      return `${startWithoutYear} – ${endDay}, ${endYear}`
    case 'en-GB':
      return `${startDay} – ${endText}`
    case 'ru':
      return `${startDay}–${endText}`
  }
}

/** The UTC day of an instant, as yyyy-MM-dd: the same on the server and in every browser. */
export function utcCalendarDate(instant: string | Date): string {
  return new Date(instant).toISOString().slice(0, 10)
}
