import { bookingRequestStatus, salesModel } from '../enums/index.ts'
import type { BookingRequestStatus, SalesModel } from '../enums/index.ts'

/**
 * Issue 40 item 6, the office's sales report: a month's figures, per currency.
 *
 * A booking belongs to the month it was made in (its sale), and everything about it counts in
 * that month: what was paid for it, whenever it was paid, less what goes back to the tourist.
 * The payouts for the month (organizer_payouts.month) are set against the same figures, so a month
 * once paid out stays comparable with what was paid for it.
 *
 * Amounts are integer minor units. Currencies are never added together: a booking is priced and
 * paid in one currency, and each currency has its own row with its own totals.
 */

/** The profile's terms: its §3 sales model and the commission percent the marketplace agreed with it. */
export type SalesTerms = {
  readonly salesModel: SalesModel
  /** organizers.commission_percent (two decimals at most). */
  readonly commissionPercent: number
}

/** A booking made in the month, with the money that moved for it. */
export type SalesBooking = {
  readonly status: BookingRequestStatus
  readonly touristsCount: number
  readonly currency: string
  /** The invoices paid for it (succeeded payments), in its currency. */
  readonly paidMinor: number
  /** What goes back to the tourist (every refund row of its payments, sent or still being sent). */
  readonly refundedMinor: number
  /** tours.commission_percent: a tour's own commission, overriding the profile's; null for none. */
  readonly tourCommissionPercent: number | null
  /**
   * Issue 43 item 2: the percent the booking was made at (booking_requests.commission_percent),
   * which wins, so a later change of rates leaves its figures as they were; null for a booking
   * stored without one, which the terms decide as before.
   */
  readonly bookingCommissionPercent?: number | null
}

/** One payout made to the organizer for the month. */
export type SalesPayout = { readonly currency: string; readonly amountMinor: number }

/** A month's (or a year's) figures in one currency. */
export type CurrencySales = {
  readonly currency: string
  /** Bookings made, not counting those canceled with no money kept. */
  readonly bookings: number
  /** Tourists of the bookings still travelling (not canceled). */
  readonly seats: number
  /** Paid minus refunded. */
  readonly grossMinor: number
  readonly commissionMinor: number
  /** Gross minus commission: what the organizer earns. */
  readonly netMinor: number
  readonly paidOutMinor: number
  /** Net minus paid out; negative when more was paid out than earned (after a late refund). */
  readonly dueMinor: number
}

/** One booking's share of the figures (for the list behind a month). */
export type BookingSales = {
  readonly grossMinor: number
  readonly commissionPercent: number
  readonly commissionMinor: number
  readonly netMinor: number
}

const canceledStatuses: ReadonlySet<BookingRequestStatus> = new Set([
  bookingRequestStatus.canceledByTourist,
  bookingRequestStatus.canceledByAuthor,
  bookingRequestStatus.canceledBySystem,
  bookingRequestStatus.canceledByAdmin,
])

/**
 * The commission percent the marketplace keeps of a booking's gross, by the profile's sales model:
 *
 * - marketplace (1): the marketplace found the tourist and took the payment: its percent.
 * - agent (3) and third-party agent (5): an agent (the marketplace itself, or a partner selling
 *   through it) sold the tour: the agent's percent, which is the percent agreed on the profile.
 * - direct sales (2) and own (4): the organizer sells its own tours and the marketplace is only
 *   the till: nothing. No service fee is charged, because neither the spec nor the profile holds
 *   one; a number nobody agreed must not appear in an organizer's report. A fee, once agreed,
 *   belongs on the profile and here.
 *
 * Where a commission applies, a tour's own percent overrides the profile's.
 */
export function commissionPercentFor(
  terms: SalesTerms,
  tourCommissionPercent: number | null,
): number {
  switch (terms.salesModel) {
    case salesModel.directSales:
    case salesModel.own:
      return 0
    case salesModel.marketplace:
    case salesModel.agent:
    case salesModel.thirdPartyAgent:
      return tourCommissionPercent ?? terms.commissionPercent
  }
}

/**
 * `percent` of an amount in whole minor units, rounded half away from zero, exact for a percent
 * with up to two decimals (12.5 % of 4 minor units is 0.5, so 1; of 3 it is 0.375, so 0).
 */
function percentOfMinor(amountMinor: number, percent: number): number {
  const hundredths = BigInt(Math.round(percent * 100))
  const scaled = BigInt(amountMinor) * hundredths
  const whole = scaled / 10_000n
  const rest = scaled % 10_000n
  const abs = rest < 0n ? -rest : rest
  const rounded = abs * 2n >= 10_000n ? whole + (scaled < 0n ? -1n : 1n) : whole
  return Number(rounded)
}

/** One booking's gross, commission and net under the profile's terms. */
export function bookingSales(terms: SalesTerms, booking: SalesBooking): BookingSales {
  const grossMinor = booking.paidMinor - booking.refundedMinor
  const commissionPercent =
    booking.bookingCommissionPercent ?? commissionPercentFor(terms, booking.tourCommissionPercent)
  const commissionMinor = percentOfMinor(grossMinor, commissionPercent)
  return { grossMinor, commissionPercent, commissionMinor, netMinor: grossMinor - commissionMinor }
}

type Totals = {
  bookings: number
  seats: number
  grossMinor: number
  commissionMinor: number
  paidOutMinor: number
}

function emptyTotals(): Totals {
  return { bookings: 0, seats: 0, grossMinor: 0, commissionMinor: 0, paidOutMinor: 0 }
}

function toCurrencySales(currency: string, totals: Totals): CurrencySales {
  const netMinor = totals.grossMinor - totals.commissionMinor
  return {
    currency,
    bookings: totals.bookings,
    seats: totals.seats,
    grossMinor: totals.grossMinor,
    commissionMinor: totals.commissionMinor,
    netMinor,
    paidOutMinor: totals.paidOutMinor,
    dueMinor: netMinor - totals.paidOutMinor,
  }
}

/**
 * A month's figures, one row per currency that had a booking or a payout, by currency code.
 * Commission is worked out per booking (each may have its tour's own percent) and then summed.
 * A canceled booking counts as a booking only while it keeps money (a late cancellation's
 * unrefunded share); its tourists do not travel, so they are no seats.
 */
export function monthSales(
  terms: SalesTerms,
  bookings: readonly SalesBooking[],
  payouts: readonly SalesPayout[],
): CurrencySales[] {
  const byCurrency = new Map<string, Totals>()
  const totalsOf = (currency: string): Totals => {
    let totals = byCurrency.get(currency)
    if (totals === undefined) {
      totals = emptyTotals()
      byCurrency.set(currency, totals)
    }
    return totals
  }
  for (const booking of bookings) {
    const sales = bookingSales(terms, booking)
    const canceled = canceledStatuses.has(booking.status)
    if (canceled && sales.grossMinor === 0) continue
    const totals = totalsOf(booking.currency)
    totals.bookings += 1
    if (!canceled) totals.seats += booking.touristsCount
    totals.grossMinor += sales.grossMinor
    totals.commissionMinor += sales.commissionMinor
  }
  for (const payout of payouts) totalsOf(payout.currency).paidOutMinor += payout.amountMinor
  return [...byCurrency.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([currency, totals]) => toCurrencySales(currency, totals))
}

/** The sum of several months' rows, per currency (a year's totals row). */
export function salesTotals(months: readonly (readonly CurrencySales[])[]): CurrencySales[] {
  const byCurrency = new Map<string, Totals>()
  for (const row of months.flat()) {
    const totals = byCurrency.get(row.currency) ?? emptyTotals()
    totals.bookings += row.bookings
    totals.seats += row.seats
    totals.grossMinor += row.grossMinor
    totals.commissionMinor += row.commissionMinor
    totals.paidOutMinor += row.paidOutMinor
    byCurrency.set(row.currency, totals)
  }
  return [...byCurrency.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([currency, totals]) => toCurrencySales(currency, totals))
}

/** `YYYY-MM` of a sales month; the report's months are calendar months in UTC. */
export const salesMonthPattern = /^(\d{4})-(0[1-9]|1[0-2])$/

/** The first instant of a `YYYY-MM` month and of the next one (UTC), or null for another text. */
export function salesMonthRange(month: string): { from: Date; to: Date } | null {
  const match = salesMonthPattern.exec(month)
  if (match === null) return null
  const year = Number(match[1])
  const index = Number(match[2]) - 1
  return { from: new Date(Date.UTC(year, index, 1)), to: new Date(Date.UTC(year, index + 1, 1)) }
}

/** The twelve `YYYY-MM` months of a year. */
export function salesMonthsOf(year: number): string[] {
  return Array.from(
    { length: 12 },
    (_, index) => `${String(year)}-${String(index + 1).padStart(2, '0')}`,
  )
}
