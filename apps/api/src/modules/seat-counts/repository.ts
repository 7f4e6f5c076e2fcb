import { and, asc, eq, gte, inArray, notExists, type SQL } from 'drizzle-orm'
import type { AppDatabase } from '../../db/database.ts'
import { individualTours, organizers, tourDates, tours } from '../../db/schema/index.ts'

/** A date's seats as the tour page shows them (§3 number_of_seats, number_of_free_seats). */
export type DateSeatsRow = {
  readonly dateId: number
  readonly tourId: number
  readonly numberOfSeats: number
  readonly numberOfFreeSeats: number
}

/**
 * The seats of public dates only: a tour on the site (it and its organizer published), and not an
 * individual offer's own date, which one client sees on the offer's page alone.
 */
export function createSeatCountsRepository(db: AppDatabase) {
  const publicDates = (where: SQL | undefined) =>
    db
      .select({
        dateId: tourDates.id,
        tourId: tourDates.tourId,
        numberOfSeats: tourDates.numberOfSeats,
        numberOfFreeSeats: tourDates.numberOfFreeSeats,
      })
      .from(tourDates)
      .innerJoin(tours, eq(tours.id, tourDates.tourId))
      .innerJoin(organizers, eq(organizers.id, tours.organizerId))
      .where(
        and(
          where,
          eq(tours.isPublished, true),
          eq(organizers.isPublished, true),
          notExists(
            db
              .select({ uuid: individualTours.uuid })
              .from(individualTours)
              .where(eq(individualTours.tourDateId, tourDates.id)),
          ),
        ),
      )
      .orderBy(asc(tourDates.startDate), asc(tourDates.id))

  return {
    /** Whether the tour is on the site (a socket for any other is refused). */
    async isPublicTour(tourId: number): Promise<boolean> {
      const [row] = await db
        .select({ id: tours.id })
        .from(tours)
        .innerJoin(organizers, eq(organizers.id, tours.organizerId))
        .where(
          and(eq(tours.id, tourId), eq(tours.isPublished, true), eq(organizers.isPublished, true)),
        )
      return row !== undefined
    },

    /** The tour's public dates starting on `from` (yyyy-MM-dd) or later, earliest first. */
    async datesFrom(tourId: number, from: string): Promise<DateSeatsRow[]> {
      return publicDates(and(eq(tourDates.tourId, tourId), gte(tourDates.startDate, from)))
    },

    /** Of these dates, the public ones as they stand now. */
    async dates(dateIds: readonly number[]): Promise<DateSeatsRow[]> {
      if (dateIds.length === 0) return []
      return publicDates(inArray(tourDates.id, [...dateIds]))
    },
  }
}

export type SeatCountsRepository = ReturnType<typeof createSeatCountsRepository>
