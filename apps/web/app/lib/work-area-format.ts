import { isBrandCurrency } from '@tourmarket/domain/enums'
import type { Locale } from '@tourmarket/domain/i18n'
import { formatMoney, formatNumber } from '@tourmarket/domain/money'

/**
 * The organizer office's and the operator console's way of writing amounts and moments (both
 * work areas read the same figures, so they write them alike).
 */

/**
 * An amount in integer minor units as prices read elsewhere on the site; a currency the
 * storefront cannot format is shown as a number with its code rather than failing the page.
 */
export function formatMinorAmount(amountMinor: number, currency: string): string {
  if (isBrandCurrency(currency)) return formatMoney({ amountMinor, currency })
  return `${formatNumber(amountMinor / 100)} ${currency}`
}

/**
 * An instant (made, deadline, changed) with its time, in UTC and saying so: the server's HTML and
 * the browser's render agree, and people in any zone read the same moment.
 */
export function formatUtcInstant(instant: string, locale: Locale): string {
  const text = new Intl.DateTimeFormat(locale, {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'UTC',
  }).format(new Date(instant))
  return `${text} UTC`
}
