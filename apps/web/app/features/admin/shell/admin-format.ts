import { isBrandCurrency } from '@tourmarket/domain/enums'
import { tripDatesText, type Locale } from '@tourmarket/domain/i18n'
import { formatMoney, formatNumber } from '@tourmarket/domain/money'

/**
 * An amount in integer minor units as prices read elsewhere on the site; a currency the
 * storefront cannot format is shown as a number with its code rather than failing the page.
 */
export function adminMoney(amountMinor: number, currency: string): string {
  if (isBrandCurrency(currency)) return formatMoney({ amountMinor, currency })
  return `${formatNumber(amountMinor / 100)} ${currency}`
}

/** A trip's days as every page and mail writes them: 'Jun 10 – 15, 2026'. */
export function adminDays(start: string, end: string, locale: Locale): string {
  return tripDatesText(start, end, locale)
}

/**
 * An instant (made, deadline, changed) with its time, in UTC and saying so: the server's HTML and
 * the browser's render agree, and staff in any zone read the same moment.
 */
export function adminInstant(instant: string, locale: Locale): string {
  const text = new Intl.DateTimeFormat(locale, {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'UTC',
  }).format(new Date(instant))
  return `${text} UTC`
}
