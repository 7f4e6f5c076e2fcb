import { and, asc, eq, gt, ne, sql } from 'drizzle-orm'
import type { AppDatabase } from '../../db/database.ts'
import { discounts, individualTours, tourDates } from '../../db/schema/index.ts'

// A booking's date and its seats (decision 0016), the tour's discounts and other dates, and the
// individual offers that book a closed date (repository.ts composes the store).

export type TourDateRow = typeof tourDates.$inferSelect
export type DiscountRow = typeof discounts.$inferSelect

/** A date whose free seats a statement changed, and its tour. */
export type SeatsChange = { readonly tourId: number; readonly dateId: number }

/** `seatsChanged` hears of every date whose free seats a statement changed. */
export function seatQueries(db: AppDatabase, seatsChanged: (change: SeatsChange) => void) {
  return {
    async discounts(tourId: number): Promise<DiscountRow[]> {
      return db.select().from(discounts).where(eq(discounts.tourId, tourId))
    },

    /** The tour's other dates that have not started by `today` and are open, earliest first. */
    async otherDates(tourId: number, exceptDateId: number, today: string): Promise<TourDateRow[]> {
      return db
        .select()
        .from(tourDates)
        .where(
          and(
            eq(tourDates.tourId, tourId),
            ne(tourDates.id, exceptDateId),
            gt(tourDates.startDate, today),
            eq(tourDates.isClosed, false),
          ),
        )
        .orderBy(asc(tourDates.startDate), asc(tourDates.id))
    },

    /**
     * The date an individual offer (§2 /order/{uuid}/individual-tour) books, null when it cannot
     * be booked online; undefined for an unknown uuid.
     */
    async individualOfferDate(uuid: string): Promise<{ tourDateId: number | null } | undefined> {
      const [row] = await db
        .select({ tourDateId: individualTours.tourDateId })
        .from(individualTours)
        .where(eq(individualTours.uuid, uuid.toLowerCase()))
      return row
    },

    /** Whether an individual offer books this date: its closed date takes tourists through it. */
    async isIndividualOfferDate(tourDateId: number): Promise<boolean> {
      const [row] = await db
        .select({ uuid: individualTours.uuid })
        .from(individualTours)
        .where(eq(individualTours.tourDateId, tourDateId))
        .limit(1)
      return row !== undefined
    },

    /**
     * Takes `count` seats in one conditional statement (decision 0016): on PostgreSQL the row lock
     * it takes makes concurrent bookings of one date wait for each other, and each re-reads the
     * seats left, so a seat is never sold twice. Null when not enough are free or the date closed
     * (`closedToo`: an individual offer's own date, closed to everyone but the offer).
     */
    async takeSeats(
      tourDateId: number,
      count: number,
      { closedToo = false }: { closedToo?: boolean } = {},
    ): Promise<number | null> {
      const [row] = await db
        .update(tourDates)
        .set({ numberOfFreeSeats: sql`${tourDates.numberOfFreeSeats} - ${count}` })
        .where(
          and(
            eq(tourDates.id, tourDateId),
            sql`${tourDates.numberOfFreeSeats} >= ${count}`,
            closedToo ? undefined : eq(tourDates.isClosed, false),
          ),
        )
        .returning({ free: tourDates.numberOfFreeSeats, tourId: tourDates.tourId })
      if (row === undefined) return null
      seatsChanged({ tourId: row.tourId, dateId: tourDateId })
      return row.free
    },

    /** Gives seats back, never above the date's number of seats. */
    async returnSeats(tourDateId: number, count: number): Promise<void> {
      const [row] = await db
        .update(tourDates)
        .set({
          numberOfFreeSeats: sql`least(${tourDates.numberOfSeats}, ${tourDates.numberOfFreeSeats} + ${count})`,
        })
        .where(eq(tourDates.id, tourDateId))
        .returning({ tourId: tourDates.tourId })
      if (row !== undefined) seatsChanged({ tourId: row.tourId, dateId: tourDateId })
    },

    async freeSeats(tourDateId: number): Promise<number> {
      const [row] = await db
        .select({ free: tourDates.numberOfFreeSeats })
        .from(tourDates)
        .where(eq(tourDates.id, tourDateId))
      return row?.free ?? 0
    },
  }
}
