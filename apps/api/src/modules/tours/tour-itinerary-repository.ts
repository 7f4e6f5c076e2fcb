import { and, asc, eq, notExists, sql } from 'drizzle-orm'
import type { AppDatabase } from '../../db/database.ts'
import {
  cities,
  countries,
  discounts,
  individualTours,
  regions,
  tourDates,
  tourPlaces,
} from '../../db/schema/index.ts'

const cityColumns = {
  id: cities.id,
  name: cities.name,
  nameRu: cities.nameRu,
  latitude: cities.latitude,
  longitude: cities.longitude,
  timezone: cities.timezone,
  regionId: regions.id,
  regionName: regions.name,
  regionNameRu: regions.nameRu,
  countryId: countries.id,
  countryName: countries.name,
  countryNameRu: countries.nameRu,
}

const tourDateColumns = {
  id: tourDates.id,
  tourId: tourDates.tourId,
  startDate: tourDates.startDate,
  endDate: tourDates.endDate,
  durationDays: tourDates.durationDays,
  currency: tourDates.currency,
  basePriceMinor: tourDates.basePriceMinor,
  priceMinor: tourDates.priceMinor,
  numberOfSeats: tourDates.numberOfSeats,
  numberOfFreeSeats: tourDates.numberOfFreeSeats,
  flightIncluded: tourDates.flightIncluded,
  notGuaranteed: tourDates.notGuaranteed,
  /** Issue 44: a not-guaranteed date's own minimum, else its tour's minimum group. */
  travellersNeeded: sql<number>`coalesce(${tourDates.minTravellers},
    (select t.min_group_size from tours t where t.id = ${tourDates.tourId}))`.mapWith(Number),
  decisionDays: tourDates.decisionDays,
  prepaymentType: tourDates.prepaymentType,
  prepaymentSize: tourDates.prepaymentSize,
  fullPaymentDays: tourDates.fullPaymentDays,
  isCashbackAvailable: tourDates.isCashbackAvailable,
  isClosed: tourDates.isClosed,
  discountKind: discounts.kind,
  discountPercent: discounts.percent,
  discountIsAuto: discounts.isAuto,
}

/** Where and when a tour goes: cities, the route's places and the dates. */
export function createTourItineraryRepository(db: AppDatabase) {
  const selectCities = () =>
    db
      .select(cityColumns)
      .from(cities)
      .innerJoin(countries, eq(countries.id, cities.countryId))
      .leftJoin(regions, eq(regions.id, cities.regionId))

  return {
    async city(id: number) {
      const [row] = await selectCities().where(eq(cities.id, id))
      return row
    },

    /** The places a tour visits, in order. */
    async route(tourId: number) {
      return db
        .select({ position: tourPlaces.position, ...cityColumns })
        .from(tourPlaces)
        .innerJoin(cities, eq(cities.id, tourPlaces.cityId))
        .innerJoin(countries, eq(countries.id, cities.countryId))
        .leftJoin(regions, eq(regions.id, cities.regionId))
        .where(eq(tourPlaces.tourId, tourId))
        .orderBy(asc(tourPlaces.position))
    },

    /** One date by id, whoever may see it: an individual offer shows its own, closed one. */
    async date(tourDateId: number) {
      const [row] = await db
        .select(tourDateColumns)
        .from(tourDates)
        .leftJoin(discounts, eq(discounts.id, tourDates.discountId))
        .where(eq(tourDates.id, tourDateId))
      return row
    },

    /**
     * Every public date of a tour (past ones too: they decide §8's 410), by start date. An
     * individual offer's own date is one client's, shown only on the offer's page.
     */
    async dates(tourId: number) {
      return db
        .select(tourDateColumns)
        .from(tourDates)
        .leftJoin(discounts, eq(discounts.id, tourDates.discountId))
        .where(
          and(
            eq(tourDates.tourId, tourId),
            notExists(
              db
                .select({ uuid: individualTours.uuid })
                .from(individualTours)
                .where(eq(individualTours.tourDateId, tourDates.id)),
            ),
          ),
        )
        .orderBy(asc(tourDates.startDate), asc(tourDates.endDate), asc(tourDates.id))
    },
  }
}
