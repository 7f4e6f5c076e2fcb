import type { AdminFinanceCommission, AdminFinancePayouts } from '@tourmarket/contracts'
import { isSalesModel } from '@tourmarket/domain/enums'
import { monthSales, salesMonthsOf, salesTotals } from '@tourmarket/domain/office'
import type { CurrencySales, SalesTerms } from '@tourmarket/domain/office'
import { requireRole } from '../../../platform/admin/admin-access.ts'
import type { Viewer } from '../../../platform/http/session-guard.ts'
import type { SalesRepository } from '../repository.ts'
import { brokenData, monthOf, presentRow, salesBookingOf } from './read.ts'

type YearQuery = { year?: number | undefined; organizer_id?: number | undefined }

type OrganizerMonths = {
  organizer: { id: number; name: string }
  terms: SalesTerms
  months: { month: string; figures: CurrencySales[] }[]
}

/**
 * Issue 43 item 6: the console's payouts per organizer and month and its commission report
 * (finance, admin). Each organizer's months are its office's sales report, worked out by the
 * same packages/domain rule over the same money; nothing here changes any.
 */
export function createSalesAdminUseCases({
  repository,
  now,
}: {
  repository: SalesRepository
  now: () => Date
}) {
  /** A year of every organizer's (or one's) months with activity, by organizer name. */
  async function organizersYear(query: YearQuery): Promise<{
    year: number
    organizers: OrganizerMonths[]
  }> {
    const year = query.year ?? now().getUTCFullYear()
    const organizerId = query.organizer_id ?? null
    const [bookings, payouts] = await Promise.all([
      repository.marketplaceBookingsMade(
        { from: new Date(Date.UTC(year, 0, 1)), to: new Date(Date.UTC(year + 1, 0, 1)) },
        organizerId,
      ),
      repository.marketplacePayouts(`${String(year)}-`, organizerId),
    ])
    const ids = [
      ...new Set([
        ...bookings.map((row) => row.organizerId),
        ...payouts.map((row) => row.organizerId),
      ]),
    ]
    const organizers = (await repository.organizersTerms(ids)).map((row): OrganizerMonths => {
      if (!isSalesModel(row.salesModel)) {
        throw brokenData(`organizer ${row.id} has sales model ${row.salesModel}`)
      }
      const terms = { salesModel: row.salesModel, commissionPercent: row.commissionPercent }
      const own = bookings.filter((booking) => booking.organizerId === row.id)
      const paidOut = payouts.filter((payout) => payout.organizerId === row.id)
      return {
        organizer: { id: row.id, name: row.name },
        terms,
        months: salesMonthsOf(year)
          .map((month) => ({
            month,
            figures: monthSales(
              terms,
              own.filter((booking) => monthOf(booking.createdAt) === month).map(salesBookingOf),
              paidOut.filter((payout) => payout.month === month),
            ),
          }))
          .filter(({ figures }) => figures.length > 0),
      }
    })
    // An organizer whose bookings were all cancelled with everything back has nothing to report.
    const active = organizers.filter((row) => row.months.length > 0)
    active.sort(
      (a, b) => a.organizer.name.localeCompare(b.organizer.name) || a.organizer.id - b.organizer.id,
    )
    return { year, organizers: active }
  }

  function termsOf(row: OrganizerMonths) {
    return {
      organizer: row.organizer,
      sales_model: row.terms.salesModel,
      commission_percent: row.terms.commissionPercent,
    }
  }

  return {
    async financePayouts(viewer: Viewer, query: YearQuery): Promise<AdminFinancePayouts> {
      requireRole(viewer, 'finance.payouts')
      const { year, organizers } = await organizersYear(query)
      const rows = organizers
        .flatMap((row) =>
          row.months.map(({ month, figures }) => ({
            ...termsOf(row),
            month,
            currencies: figures.map(presentRow),
          })),
        )
        // Stable: within a month the organizers keep their name order.
        .sort((a, b) => a.month.localeCompare(b.month))
      return {
        year,
        rows,
        totals: salesTotals(
          organizers.flatMap((row) => row.months.map(({ figures }) => figures)),
        ).map(presentRow),
      }
    },

    async financeCommission(viewer: Viewer, query: YearQuery): Promise<AdminFinanceCommission> {
      requireRole(viewer, 'finance.commission')
      const { year, organizers } = await organizersYear(query)
      const years = organizers.map((row) => ({
        row,
        figures: salesTotals(row.months.map(({ figures }) => figures)),
      }))
      return {
        year,
        rows: years.map(({ row, figures }) => ({
          ...termsOf(row),
          currencies: figures.map(presentRow),
        })),
        totals: salesTotals(years.map(({ figures }) => figures)).map(presentRow),
      }
    },
  }
}
