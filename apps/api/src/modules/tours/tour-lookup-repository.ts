import { and, eq, sql } from 'drizzle-orm'
import type { AppDatabase } from '../../db/database.ts'
import type { StoredCancellationPolicy } from '../../db/schema/organizers.ts'
import {
  countries,
  individualTours,
  organizers,
  regions,
  ships,
  tourSlugRedirects,
  tours,
  waterObjects,
} from '../../db/schema/index.ts'

/** A tour is on the site when it and its organizer are published. */
export const isOnSite = and(
  eq(tours.isPublished, true),
  sql`exists (select 1 from ${organizers} where ${organizers.id} = ${tours.organizerId} and ${organizers.isPublished})`,
)

const tourColumns = {
  id: tours.id,
  slug: tours.slug,
  organizerId: tours.organizerId,
  type: tours.type,
  title: tours.title,
  titleRu: tours.titleRu,
  summary: tours.summary,
  summaryRu: tours.summaryRu,
  description: tours.description,
  descriptionRu: tours.descriptionRu,
  startCityId: tours.startCityId,
  durationDays: tours.durationDays,
  accommodation: tours.accommodation,
  comfort: tours.comfort,
  difficulty: tours.difficulty,
  minGroupSize: tours.minGroupSize,
  maxGroupSize: tours.maxGroupSize,
  minAge: tours.minAge,
  languageIds: tours.languageIds,
  coverKey: tours.coverKey,
  isCruise: tours.isCruise,
  cruiseType: tours.cruiseType,
  isReturningCruise: tours.isReturningCruise,
  isOnRequest: tours.isOnRequest,
  latitude: tours.latitude,
  longitude: tours.longitude,
  meetingPoint: tours.meetingPoint,
  meetingPointRu: tours.meetingPointRu,
  included: tours.included,
  includedRu: tours.includedRu,
  notIncluded: tours.notIncluded,
  notIncludedRu: tours.notIncludedRu,
  knowBefore: tours.knowBefore,
  knowBeforeRu: tours.knowBeforeRu,
  accessibility: tours.accessibility,
  accessibilityRu: tours.accessibilityRu,
  extraCosts: tours.extraCosts,
  /** The tour's own policy, else its organizer's. */
  cancellationPolicy: sql<StoredCancellationPolicy>`coalesce(${tours.cancellationPolicy}, (select ${organizers.cancellationPolicy} from ${organizers} where ${organizers.id} = ${tours.organizerId}))`,
  country: {
    id: countries.id,
    slug: countries.slug,
    name: countries.name,
    nameRu: countries.nameRu,
    isoCode: countries.isoCode,
  },
  region: { id: regions.id, slug: regions.slug, name: regions.name, nameRu: regions.nameRu },
  ship: {
    id: ships.id,
    slug: ships.slug,
    name: ships.name,
    cabinsCapacity: ships.cabinsCapacity,
    passengerCapacity: ships.passengerCapacity,
  },
  waterObject: {
    id: waterObjects.id,
    slug: waterObjects.slug,
    name: waterObjects.name,
    nameRu: waterObjects.nameRu,
    kind: waterObjects.kind,
  },
}

/** The `-{id}` a tour slug ends in (§2 route /{slug ending in -digits}). */
const slugIdPattern = /-(\d{1,9})$/

/** Which tour a request names: by slug, an old slug, an id, or an individual offer's uuid. */
export function createTourLookupRepository(db: AppDatabase) {
  const selectTours = () =>
    db
      .select(tourColumns)
      .from(tours)
      .innerJoin(countries, eq(countries.id, tours.countryId))
      .leftJoin(regions, eq(regions.id, tours.regionId))
      .leftJoin(ships, eq(ships.id, tours.shipId))
      .leftJoin(waterObjects, eq(waterObjects.id, tours.waterObjectId))

  return {
    async findBySlug(slug: string) {
      const [row] = await selectTours().where(and(eq(tours.slug, slug), isOnSite))
      return row
    },

    async findById(id: number) {
      const [row] = await selectTours().where(and(eq(tours.id, id), isOnSite))
      return row
    },

    /** A tour whose id is given regardless of publication: individual offers are private. */
    async findAnyById(id: number) {
      const [row] = await selectTours().where(eq(tours.id, id))
      return row
    },

    /**
     * The current slug of a renamed tour: an old slug kept in tour_slug_redirects, or a slug
     * ending in the -{id} of an on-site tour that now has another slug.
     */
    async currentSlugFor(slug: string): Promise<string | undefined> {
      const [renamed] = await db
        .select({ slug: tours.slug })
        .from(tourSlugRedirects)
        .innerJoin(tours, eq(tours.id, tourSlugRedirects.tourId))
        .where(and(eq(tourSlugRedirects.oldSlug, slug), isOnSite))
      if (renamed !== undefined) return renamed.slug
      const id = slugIdPattern.exec(slug)?.[1]
      if (id === undefined) return undefined
      const [byId] = await db
        .select({ slug: tours.slug })
        .from(tours)
        .where(and(eq(tours.id, Number(id)), isOnSite))
      return byId !== undefined && byId.slug !== slug ? byId.slug : undefined
    },

    async individualTour(uuid: string) {
      const [row] = await db
        .select()
        .from(individualTours)
        .where(eq(individualTours.uuid, uuid.toLowerCase()))
      return row
    },
  }
}
