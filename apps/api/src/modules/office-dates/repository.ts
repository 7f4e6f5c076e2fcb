import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm'
import type { AppDatabase } from '../../db/database.ts'
import { bookingRequests, cities, discounts, tourDates, tours } from '../../db/schema/index.ts'

// The office's reads and writes of a tour's dates (issue 40 item 3). A date's own discount is
// its `on_tour_date` row in discounts (§3 discount kinds), kept one per date.

export type TourDateRow = typeof tourDates.$inferSelect
export type DiscountRow = typeof discounts.$inferSelect
export type NewTourDate = Omit<typeof tourDates.$inferInsert, 'id'>

/** A tour as the office's date calls need it. */
export type DatesTour = {
  readonly id: number
  readonly organizerId: number
  readonly title: string
  readonly slug: string
  readonly durationDays: number
  readonly minGroupSize: number
  /** The start city's IANA zone: tour dates are calendar dates there. */
  readonly timeZone: string
}

/** A date with what the office shows beside its columns. */
export type OfficeDateRow = TourDateRow & {
  readonly ownDiscountPercent: number
  readonly bookingsCount: number
}

const tableColumns = {
  id: tourDates.id,
  tourId: tourDates.tourId,
  startDate: tourDates.startDate,
  endDate: tourDates.endDate,
  durationDays: tourDates.durationDays,
  currency: tourDates.currency,
  basePriceMinor: tourDates.basePriceMinor,
  priceMinor: tourDates.priceMinor,
  priceUsdMinor: tourDates.priceUsdMinor,
  discountId: tourDates.discountId,
  numberOfSeats: tourDates.numberOfSeats,
  numberOfFreeSeats: tourDates.numberOfFreeSeats,
  flightIncluded: tourDates.flightIncluded,
  notGuaranteed: tourDates.notGuaranteed,
  minTravellers: tourDates.minTravellers,
  decisionDays: tourDates.decisionDays,
  prepaymentType: tourDates.prepaymentType,
  prepaymentSize: tourDates.prepaymentSize,
  fullPaymentDays: tourDates.fullPaymentDays,
  isCashbackAvailable: tourDates.isCashbackAvailable,
  isClosed: tourDates.isClosed,
}

/**
 * The date's own discount (0 for none) and its bookings, canceled ones too, as columns of a
 * select. Written out: inside a one-table select Drizzle leaves columns unqualified, and
 * `tour_date_id = id` in the subquery would compare with the subquery's own id.
 */
const dateExtras = {
  ownDiscountPercent: sql<number>`coalesce((
      select max(own.percent) from discounts own
      where own.kind = 'on_tour_date' and own.tour_date_id = "tour_dates"."id"
    ), 0)`.mapWith(Number),
  bookingsCount: sql<number>`(
      select count(*) from booking_requests booked where booked.tour_date_id = "tour_dates"."id"
    )`.mapWith(Number),
}

function queries(db: AppDatabase) {
  return {
    async tour(tourId: number): Promise<DatesTour | undefined> {
      const [row] = await db
        .select({
          id: tours.id,
          organizerId: tours.organizerId,
          title: tours.title,
          slug: tours.slug,
          durationDays: tours.durationDays,
          minGroupSize: tours.minGroupSize,
          timeZone: cities.timezone,
        })
        .from(tours)
        .innerJoin(cities, eq(cities.id, tours.startCityId))
        .where(eq(tours.id, tourId))
      return row
    },

    /** The currency of the tour's latest date, if it has any. */
    async latestCurrency(tourId: number): Promise<string | undefined> {
      const [row] = await db
        .select({ currency: tourDates.currency })
        .from(tourDates)
        .where(eq(tourDates.tourId, tourId))
        .orderBy(desc(tourDates.id))
        .limit(1)
      return row?.currency
    },

    async dates(tourId: number): Promise<OfficeDateRow[]> {
      return db
        .select({ ...tableColumns, ...dateExtras })
        .from(tourDates)
        .where(eq(tourDates.tourId, tourId))
        .orderBy(asc(tourDates.startDate), asc(tourDates.id))
    },

    async datesByIds(ids: readonly number[]): Promise<OfficeDateRow[]> {
      if (ids.length === 0) return []
      return db
        .select({ ...tableColumns, ...dateExtras })
        .from(tourDates)
        .where(inArray(tourDates.id, [...ids]))
        .orderBy(asc(tourDates.startDate), asc(tourDates.id))
    },

    async date(id: number): Promise<OfficeDateRow | undefined> {
      const [row] = await db
        .select({ ...tableColumns, ...dateExtras })
        .from(tourDates)
        .where(eq(tourDates.id, id))
      return row
    },

    /** The tour's discounts, but for `exceptDateId`'s own (which a change replaces). */
    async discountsBesides(tourId: number, exceptDateId: number | null): Promise<DiscountRow[]> {
      const rows = await db.select().from(discounts).where(eq(discounts.tourId, tourId))
      return rows.filter(
        (row) =>
          !(
            row.kind === 'on_tour_date' &&
            exceptDateId !== null &&
            row.tourDateId === exceptDateId
          ),
      )
    },

    async bookingsCount(tourDateId: number): Promise<number> {
      const [row] = await db
        .select({ total: count() })
        .from(bookingRequests)
        .where(eq(bookingRequests.tourDateId, tourDateId))
      return row?.total ?? 0
    },

    async insertDates(rows: readonly NewTourDate[]): Promise<number[]> {
      const inserted = await db
        .insert(tourDates)
        .values([...rows])
        .returning({ id: tourDates.id })
      return inserted.map((row) => row.id)
    },

    /**
     * Replaces these dates' own discounts with `percent` (none for 0); returns the new rows' ids
     * by date.
     */
    async setOwnDiscounts(
      tourId: number,
      dateIds: readonly number[],
      percent: number,
    ): Promise<Map<number, number>> {
      if (dateIds.length === 0) return new Map()
      await db
        .delete(discounts)
        .where(and(eq(discounts.kind, 'on_tour_date'), inArray(discounts.tourDateId, [...dateIds])))
      if (percent === 0) return new Map()
      const inserted = await db
        .insert(discounts)
        .values(
          dateIds.map((tourDateId) => ({
            tourId,
            kind: 'on_tour_date' as const,
            percent,
            tourDateId,
            isAuto: true,
          })),
        )
        .returning({ id: discounts.id, tourDateId: discounts.tourDateId })
      return new Map(inserted.map((row) => [row.tourDateId ?? 0, row.id]))
    },

    async setDiscountId(tourDateId: number, discountId: number | null): Promise<void> {
      await db.update(tourDates).set({ discountId }).where(eq(tourDates.id, tourDateId))
    },

    /**
     * Changes a date in one statement. A new number of seats keeps the seats sold sold (the free
     * ones move by the difference) and applies only while it is not below them: the condition is
     * judged on the row as locked, so a booking taking a seat meanwhile is counted. Undefined
     * when the seats would go below those sold.
     */
    async updateDate(
      id: number,
      changes: Partial<NewTourDate>,
      numberOfSeats: number,
    ): Promise<TourDateRow | undefined> {
      const [row] = await db
        .update(tourDates)
        .set({
          ...changes,
          numberOfSeats,
          numberOfFreeSeats: sql`${tourDates.numberOfFreeSeats} + (${numberOfSeats} - ${tourDates.numberOfSeats})`,
        })
        .where(
          and(
            eq(tourDates.id, id),
            sql`${tourDates.numberOfSeats} - ${tourDates.numberOfFreeSeats} <= ${numberOfSeats}`,
          ),
        )
        .returning()
      return row
    },

    async setClosed(id: number, isClosed: boolean): Promise<void> {
      await db.update(tourDates).set({ isClosed }).where(eq(tourDates.id, id))
    },

    /**
     * Deletes a date nobody booked (the condition is in the statement, so a booking made since the
     * check keeps it); whether it was deleted.
     */
    async deleteUnbooked(id: number): Promise<boolean> {
      await db
        .delete(discounts)
        .where(and(eq(discounts.kind, 'on_tour_date'), eq(discounts.tourDateId, id)))
      const deleted = await db
        .delete(tourDates)
        .where(
          and(
            eq(tourDates.id, id),
            sql`not exists (select 1 from booking_requests booked where booked.tour_date_id = "tour_dates"."id")`,
          ),
        )
        .returning({ id: tourDates.id })
      return deleted.length > 0
    },
  }
}

export type OfficeDatesQueries = ReturnType<typeof queries>

/** The queries on the database, and the same queries inside one transaction (writes and their audit rows). */
export function createOfficeDatesRepository(db: AppDatabase) {
  return {
    ...queries(db),
    transaction<T>(work: (store: OfficeDatesQueries, tx: AppDatabase) => Promise<T>): Promise<T> {
      return db.transaction(async (tx) => work(queries(tx), tx))
    },
  }
}

export type OfficeDatesRepository = ReturnType<typeof createOfficeDatesRepository>
