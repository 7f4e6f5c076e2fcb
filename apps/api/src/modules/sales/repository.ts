import { and, asc, eq, gte, inArray, like, lt, sql } from 'drizzle-orm'
import { invoiceStatus } from '@tourmarket/domain/enums'
import type { AppDatabase } from '../../db/database.ts'
import {
  bookingRequests,
  invoices,
  organizerPayouts,
  organizers,
  paymentRefunds,
  tourDates,
  tours,
} from '../../db/schema/index.ts'

/**
 * What was paid for a booking: its paid invoices. A paid invoice is final (decision 0004), and a
 * payment that settled nothing (a second checkout of a paid invoice, or one for an invoice
 * canceled meanwhile) pays no invoice and goes back in full, so it is neither paid nor refunded
 * here.
 */
const paidMinor = sql<number>`coalesce((select sum(${invoices.amountMinor}) from ${invoices}
  where ${invoices.bookingId} = ${bookingRequests.id} and ${invoices.status} = ${invoiceStatus.payed}), 0)::int`

/**
 * What goes back of it: the refunds of a cancellation under its policy, sent or still being sent
 * (a refund the provider refused is still owed to the tourist, so the organizer does not keep it).
 */
const refundedMinor = sql<number>`coalesce((select sum(${paymentRefunds.amountMinor}) from ${paymentRefunds}
  where ${paymentRefunds.bookingId} = ${bookingRequests.id} and ${paymentRefunds.reason} = 'cancellation'), 0)::int`

/** The office's sales reads: a profile's terms, the bookings made in a period and the payouts. */
export function createSalesRepository(db: AppDatabase) {
  return {
    async terms(organizerId: number) {
      const [row] = await db
        .select({
          salesModel: organizers.salesModel,
          commissionPercent: organizers.commissionPercent,
        })
        .from(organizers)
        .where(eq(organizers.id, organizerId))
      return row ?? null
    },

    /** The bookings of the organizer's tours made in [from, to), oldest first, with their money. */
    async bookingsMade(organizerId: number, period: { from: Date; to: Date }) {
      return db
        .select({
          id: bookingRequests.id,
          status: bookingRequests.status,
          createdAt: bookingRequests.createdAt,
          touristsCount: bookingRequests.touristsCount,
          currency: bookingRequests.currency,
          contactFirstName: bookingRequests.contactFirstName,
          contactLastName: bookingRequests.contactLastName,
          tourId: tours.id,
          tourTitle: tours.title,
          tourTitleRu: tours.titleRu,
          tourCommissionPercent: tours.commissionPercent,
          bookingCommissionPercent: bookingRequests.commissionPercent,
          startDate: tourDates.startDate,
          paidMinor,
          refundedMinor,
        })
        .from(bookingRequests)
        .innerJoin(tours, eq(tours.id, bookingRequests.tourId))
        .innerJoin(tourDates, eq(tourDates.id, bookingRequests.tourDateId))
        .where(
          and(
            eq(bookingRequests.organizerId, organizerId),
            gte(bookingRequests.createdAt, period.from),
            lt(bookingRequests.createdAt, period.to),
          ),
        )
        .orderBy(asc(bookingRequests.createdAt), asc(bookingRequests.id))
    },

    /** The payouts for the months that start with `monthPrefix` (`2026-` for a year, `2026-03`). */
    async payouts(organizerId: number, monthPrefix: string) {
      return db
        .select({
          month: organizerPayouts.month,
          currency: organizerPayouts.currency,
          amountMinor: organizerPayouts.amountMinor,
        })
        .from(organizerPayouts)
        .where(
          and(
            eq(organizerPayouts.organizerId, organizerId),
            like(organizerPayouts.month, `${monthPrefix}%`),
          ),
        )
    },

    /**
     * Issue 43 item 6, the console's payouts and commission: every organizer's (or one's)
     * bookings made in [from, to), with the same money as the office's report counts.
     */
    async marketplaceBookingsMade(period: { from: Date; to: Date }, organizerId: number | null) {
      return db
        .select({
          id: bookingRequests.id,
          organizerId: bookingRequests.organizerId,
          status: bookingRequests.status,
          createdAt: bookingRequests.createdAt,
          touristsCount: bookingRequests.touristsCount,
          currency: bookingRequests.currency,
          tourCommissionPercent: tours.commissionPercent,
          bookingCommissionPercent: bookingRequests.commissionPercent,
          paidMinor,
          refundedMinor,
        })
        .from(bookingRequests)
        .innerJoin(tours, eq(tours.id, bookingRequests.tourId))
        .where(
          and(
            organizerId === null ? undefined : eq(bookingRequests.organizerId, organizerId),
            gte(bookingRequests.createdAt, period.from),
            lt(bookingRequests.createdAt, period.to),
          ),
        )
        .orderBy(asc(bookingRequests.createdAt), asc(bookingRequests.id))
    },

    /** Every organizer's (or one's) payouts for the months that start with `monthPrefix`. */
    async marketplacePayouts(monthPrefix: string, organizerId: number | null) {
      return db
        .select({
          organizerId: organizerPayouts.organizerId,
          month: organizerPayouts.month,
          currency: organizerPayouts.currency,
          amountMinor: organizerPayouts.amountMinor,
        })
        .from(organizerPayouts)
        .where(
          and(
            organizerId === null ? undefined : eq(organizerPayouts.organizerId, organizerId),
            like(organizerPayouts.month, `${monthPrefix}%`),
          ),
        )
    },

    /** The organizers' names and terms. */
    async organizersTerms(organizerIds: readonly number[]) {
      if (organizerIds.length === 0) return []
      return db
        .select({
          id: organizers.id,
          name: organizers.name,
          salesModel: organizers.salesModel,
          commissionPercent: organizers.commissionPercent,
        })
        .from(organizers)
        .where(inArray(organizers.id, [...organizerIds]))
    },

    /** The years (UTC) in which the organizer's tours were booked or it was paid out. */
    async activeYears(organizerId: number): Promise<number[]> {
      const booked = await db
        .selectDistinct({
          year: sql<number>`extract(year from ${bookingRequests.createdAt} at time zone 'UTC')::int`,
        })
        .from(bookingRequests)
        .where(eq(bookingRequests.organizerId, organizerId))
      const paidOut = await db
        .selectDistinct({ year: sql<number>`substr(${organizerPayouts.month}, 1, 4)::int` })
        .from(organizerPayouts)
        .where(eq(organizerPayouts.organizerId, organizerId))
      return [...booked, ...paidOut].map((row) => Number(row.year))
    },
  }
}

export type SalesRepository = ReturnType<typeof createSalesRepository>
