import { and, asc, eq, ne } from 'drizzle-orm'
import { tourType } from '@tourmarket/domain/enums'
import type { AppDatabase } from '../../db/database.ts'
import { cities, organizers, tourDates, tours } from '../../db/schema/index.ts'

/** The staff-only columns of a tour (§6), read by nothing else in the API. */
export function createPrivateDataRepository(db: AppDatabase) {
  return {
    /** An on-site tour's commission and knowledge; excursions only when the brand sells them. */
    async tour(id: number, options: { excursionsEnabled: boolean }) {
      const [row] = await db
        .select({
          id: tours.id,
          commissionPercent: tours.commissionPercent,
          organizerCommissionPercent: organizers.commissionPercent,
          knowledge: tours.knowledge,
          timezone: cities.timezone,
        })
        .from(tours)
        .innerJoin(organizers, eq(organizers.id, tours.organizerId))
        .innerJoin(cities, eq(cities.id, tours.startCityId))
        .where(
          and(
            eq(tours.id, id),
            // On the site, as the tour page shows it: the tour and its organizer published.
            eq(tours.isPublished, true),
            eq(organizers.isPublished, true),
            options.excursionsEnabled ? undefined : ne(tours.type, tourType.excursion),
          ),
        )
        .limit(1)
      return row
    },

    /** A tour's dates with their price per tourist, by start date. */
    async datePrices(tourId: number) {
      return db
        .select({
          id: tourDates.id,
          startDate: tourDates.startDate,
          endDate: tourDates.endDate,
          currency: tourDates.currency,
          priceMinor: tourDates.priceMinor,
        })
        .from(tourDates)
        .where(eq(tourDates.tourId, tourId))
        .orderBy(asc(tourDates.startDate), asc(tourDates.id))
    },
  }
}

export type PrivateDataRepository = ReturnType<typeof createPrivateDataRepository>
