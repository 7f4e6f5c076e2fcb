import type { CurrencySalesRow, OfficeSales, OfficeSalesBookings } from '@tourmarket/contracts'
import { isBookingRequestStatus, isSalesModel } from '@tourmarket/domain/enums'
import type { Locale } from '@tourmarket/domain/i18n'
import {
  bookingSales,
  monthSales,
  salesMonthRange,
  salesMonthsOf,
  salesTotals,
} from '@tourmarket/domain/office'
import type { CurrencySales, SalesBooking, SalesTerms } from '@tourmarket/domain/office'
import { AppError } from '../../../errors.ts'
import type { Viewer } from '../../../platform/http/session-guard.ts'
import { localize } from '../../../platform/i18n/localize.ts'
import type { OfficeAccess } from '../../../platform/office/office-access.ts'
import type { SalesRepository } from '../repository.ts'

export type SalesServiceOptions = {
  repository: SalesRepository
  access: OfficeAccess
  now: () => Date
}

type BookingRow = Awaited<ReturnType<SalesRepository['bookingsMade']>>[number]

export function brokenData(detail: string): Error {
  return new Error(`sales: ${detail}`)
}

/** A booking row as the domain's sales rule reads it (the console's reports use it too). */
export function salesBookingOf(
  row: Pick<
    BookingRow,
    | 'id'
    | 'status'
    | 'touristsCount'
    | 'currency'
    | 'paidMinor'
    | 'refundedMinor'
    | 'tourCommissionPercent'
    | 'bookingCommissionPercent'
  >,
): SalesBooking {
  if (!isBookingRequestStatus(row.status))
    throw brokenData(`booking ${row.id} has status ${row.status}`)
  return {
    status: row.status,
    touristsCount: row.touristsCount,
    currency: row.currency,
    paidMinor: row.paidMinor,
    refundedMinor: row.refundedMinor,
    tourCommissionPercent: row.tourCommissionPercent,
    bookingCommissionPercent: row.bookingCommissionPercent,
  }
}

export function presentRow(row: CurrencySales): CurrencySalesRow {
  return {
    currency: row.currency,
    bookings: row.bookings,
    seats: row.seats,
    gross_minor: row.grossMinor,
    commission_minor: row.commissionMinor,
    net_minor: row.netMinor,
    paid_out_minor: row.paidOutMinor,
    due_minor: row.dueMinor,
  }
}

/** The `YYYY-MM` of an instant, in UTC: the report's months are UTC calendar months. */
export function monthOf(at: Date): string {
  return at.toISOString().slice(0, 7)
}

/**
 * Issue 40 item 6: the sales of the profile the account acts for. Owners and staff both read
 * them: staff handle the bookings behind the figures every day, and nothing here changes money.
 * (Where payouts go is an owner's matter; no call changes it yet.)
 */
export function createSalesReadUseCases({ repository, access, now }: SalesServiceOptions) {
  async function termsOf(organizerId: number): Promise<SalesTerms> {
    const row = await repository.terms(organizerId)
    if (row === null) throw brokenData(`organizer ${organizerId} is gone`)
    if (!isSalesModel(row.salesModel)) {
      throw brokenData(`organizer ${organizerId} has sales model ${row.salesModel}`)
    }
    return { salesModel: row.salesModel, commissionPercent: row.commissionPercent }
  }

  return {
    async officeSales(viewer: Viewer, year: number | undefined): Promise<OfficeSales> {
      const member = await access.member(viewer)
      const thisYear = now().getUTCFullYear()
      const shownYear = year ?? thisYear
      const [terms, bookings, payouts, activeYears] = await Promise.all([
        termsOf(member.organizerId),
        repository.bookingsMade(member.organizerId, {
          from: new Date(Date.UTC(shownYear, 0, 1)),
          to: new Date(Date.UTC(shownYear + 1, 0, 1)),
        }),
        repository.payouts(member.organizerId, `${String(shownYear)}-`),
        repository.activeYears(member.organizerId),
      ])
      const months = salesMonthsOf(shownYear).map((month) => ({
        month,
        figures: monthSales(
          terms,
          bookings.filter((row) => monthOf(row.createdAt) === month).map(salesBookingOf),
          payouts.filter((payout) => payout.month === month),
        ),
      }))
      return {
        year: shownYear,
        years: [...new Set([thisYear, ...activeYears])].sort((a, b) => b - a),
        sales_model: terms.salesModel,
        commission_percent: terms.commissionPercent,
        months: months.map(({ month, figures }) => ({
          month,
          currencies: figures.map(presentRow),
        })),
        totals: salesTotals(months.map(({ figures }) => figures)).map(presentRow),
      }
    },

    async officeSalesBookings(
      viewer: Viewer,
      month: string,
      language: Locale,
    ): Promise<OfficeSalesBookings> {
      const member = await access.member(viewer)
      const period = salesMonthRange(month)
      if (period === null) {
        throw new AppError({
          code: 'validation_failed',
          message: 'Expected YYYY-MM.',
          errors: { month: ['Expected YYYY-MM.'] },
        })
      }
      const [terms, rows, payouts] = await Promise.all([
        termsOf(member.organizerId),
        repository.bookingsMade(member.organizerId, period),
        repository.payouts(member.organizerId, month),
      ])
      const bookings = rows.map((row) => ({ row, sales: salesBookingOf(row) }))
      return {
        month,
        bookings: bookings.map(({ row, sales }) => {
          const money = bookingSales(terms, sales)
          return {
            id: row.id,
            status: sales.status,
            created_at: row.createdAt.toISOString(),
            tour: { id: row.tourId, title: localize(language, row.tourTitle, row.tourTitleRu) },
            start_date: row.startDate,
            contact_name: `${row.contactFirstName} ${row.contactLastName}`.trim(),
            tourists_count: row.touristsCount,
            currency: row.currency,
            paid_minor: row.paidMinor,
            refunded_minor: row.refundedMinor,
            gross_minor: money.grossMinor,
            commission_percent: money.commissionPercent,
            commission_minor: money.commissionMinor,
            net_minor: money.netMinor,
          }
        }),
        currencies: monthSales(
          terms,
          bookings.map(({ sales }) => sales),
          payouts,
        ).map(presentRow),
      }
    },
  }
}
