import type { Locale } from '@tourmarket/domain/i18n'
import { localDay, relativeDay } from './chat-state.ts'

const formats = new Map<string, Intl.DateTimeFormat>()

function format(locale: Locale, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale}:${JSON.stringify(options)}`
  let formatter = formats.get(key)
  if (formatter === undefined) {
    formatter = new Intl.DateTimeFormat(locale === 'ru' ? 'ru' : 'en-GB', options)
    formats.set(key, formatter)
  }
  return formatter
}

/** A message's time of day, in the viewer's time zone (the page renders them in the browser). */
export function timeText(instant: string, locale: Locale): string {
  return format(locale, { hour: '2-digit', minute: '2-digit' }).format(new Date(instant))
}

/** The list's time: today's messages by the hour, older ones by the day. */
export function listTimeText(instant: string, locale: Locale, now: Date = new Date()): string {
  const today = localDay(now.toISOString())
  return localDay(instant) === today
    ? timeText(instant, locale)
    : format(locale, { day: 'numeric', month: 'short' }).format(new Date(instant))
}

/** A day heading of the conversation: 'Today', 'Yesterday' or the date. */
export function dayHeading(
  day: string,
  locale: Locale,
  words: { readonly today: string; readonly yesterday: string },
  now: Date = new Date(),
): string {
  const relative = relativeDay(day, localDay(now.toISOString()))
  if (relative === 'today') return words.today
  if (relative === 'yesterday') return words.yesterday
  const sameYear = day.slice(0, 4) === String(now.getFullYear())
  return format(locale, {
    day: 'numeric',
    month: 'long',
    ...(sameYear ? {} : { year: 'numeric' }),
    timeZone: 'UTC',
  }).format(new Date(`${day}T12:00:00Z`))
}
