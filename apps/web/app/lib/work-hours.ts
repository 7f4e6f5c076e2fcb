import type { WorkHours } from '@tourmarket/contracts'
import type { Locale } from '@tourmarket/domain/i18n'

/** §7 work-time as pages print it: the contacts page and the footer. */
const weekdayNames: Readonly<Record<Locale, readonly string[]>> = {
  'en-US': ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'],
  ru: ['пн', 'вт', 'ср', 'чт', 'пт', 'сб', 'вс'],
}

/**
 * ISO weekdays (1 Monday … 7 Sunday) as short ranges: [1,2,3,4,5] → 'Mon–Fri', [1,3,6,7] →
 * 'Mon, Wed, Sat–Sun'; null for all seven (the page says "every day").
 */
export function weekdaysText(days: readonly number[], locale: Locale): string | null {
  const sorted = [...new Set(days)].filter((day) => day >= 1 && day <= 7).sort((a, b) => a - b)
  if (sorted.length === 7) return null
  const names = weekdayNames[locale]
  const ranges: string[] = []
  let start = 0
  for (let index = 1; index <= sorted.length; index += 1) {
    if (index < sorted.length && sorted[index] === (sorted[index - 1] ?? 0) + 1) continue
    const first = names[(sorted[start] ?? 1) - 1]
    const last = names[(sorted[index - 1] ?? 1) - 1]
    ranges.push(index - 1 === start ? `${first}` : `${first}–${last}`)
    start = index
  }
  return ranges.join(', ')
}

/** Support's hours as the page prints them: days (null: every day), times, and the time zone. */
export function workHoursView(hours: WorkHours, locale: Locale) {
  return {
    days: weekdaysText(hours.days, locale),
    from: hours.from,
    to: hours.to,
    timezone: hours.timezone.replaceAll('_', ' '),
  }
}
