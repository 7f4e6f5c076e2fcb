import { and, asc, eq, or, sql } from 'drizzle-orm'
import type { SQL } from 'drizzle-orm'
import type { AppDatabase } from '../../db/database.ts'
import {
  cities,
  collections,
  countries,
  languages,
  regions,
  restKinds,
  seasons,
  tourCollections,
  tourPlaces,
  tourRestKinds,
  tours,
  worldParts,
} from '../../db/schema/index.ts'
import {
  countDistinct,
  isFoundByTourSearch,
  isListedTour,
} from '../../platform/sql/listed-tours.ts'

/** Typo tolerance of the city search: pg_trgm word_similarity at or above this matches. */
const CITY_SIMILARITY_THRESHOLD = 0.4
/** Below this many characters a trigram match is mostly noise, so only prefixes count. */
const CITY_SIMILARITY_MIN_LENGTH = 3

export type CityMatchRow = {
  id: number
  name: string
  nameRu: string
  regionName: string | null
  regionNameRu: string | null
  countryName: string
  countryNameRu: string
  latitude: number
  longitude: number
}

export type GroupRow = {
  id: number
  slug: string
  name: string
  nameRu: string
  description: string
  descriptionRu: string
  imageKey: string | null
  toursCount: number
}

export type CollectionRow = GroupRow & {
  seasonId: number | null
  seoTitle: string | null
  seoDescription: string | null
}

export type SeasonRow = {
  id: number
  slug: string
  name: string
  nameRu: string
  months: number[]
  toursCount: number
}

export type CountryRow = {
  id: number
  isoCode: string
  slug: string
  name: string
  nameRu: string
  phoneCode: string
  isPrimaryForPhoneCode: boolean
  worldPartId: number
  imageKey: string | null
}

export type LanguageRow = { id: number; code: string; name: string; nameRu: string }

export type WorldPartRow = { id: number; slug: string; name: string; nameRu: string }

export type RegionCountRow = {
  id: number
  countryId: number
  slug: string
  name: string
  nameRu: string
  toursCount: number
}

/** LIKE treats % and _ as wildcards and \ as the escape: a typed one must match itself. */
function escapeLikePattern(text: string): string {
  return text.replace(/[\\%_]/g, (character) => `\\${character}`)
}

export type GeographyRepository = ReturnType<typeof createGeographyRepository>

export function createGeographyRepository(db: AppDatabase) {
  function selectCities(match: SQL, order: SQL, limit: number): Promise<CityMatchRow[]> {
    return db
      .select({
        id: cities.id,
        name: cities.name,
        nameRu: cities.nameRu,
        regionName: regions.name,
        regionNameRu: regions.nameRu,
        countryName: countries.name,
        countryNameRu: countries.nameRu,
        latitude: cities.latitude,
        longitude: cities.longitude,
      })
      .from(cities)
      .innerJoin(countries, eq(countries.id, cities.countryId))
      .leftJoin(regions, eq(regions.id, cities.regionId))
      .where(and(eq(cities.isUserCreated, false), match))
      .orderBy(order, asc(cities.id))
      .limit(limit)
  }

  return {
    /**
     * Cities whose English or Russian name starts with the query, larger cities first. When none
     * does and the query has three characters or more, cities whose name resembles it (pg_trgm
     * word similarity), so a typo still finds the city without crowding out exact matches.
     * Cities users created from the autocomplete wait for moderation and are not offered.
     */
    async findCities(query: string, limit: number): Promise<CityMatchRow[]> {
      const lowered = query.toLowerCase()
      const prefix = `${escapeLikePattern(lowered)}%`
      const byPrefix = await selectCities(
        or(sql`lower(${cities.name}) like ${prefix}`, sql`lower(${cities.nameRu}) like ${prefix}`)!,
        sql`${cities.population} desc`,
        limit,
      )
      if (byPrefix.length > 0 || lowered.length < CITY_SIMILARITY_MIN_LENGTH) return byPrefix
      const similarity = sql`greatest(word_similarity(${lowered}, lower(${cities.name})), word_similarity(${lowered}, lower(${cities.nameRu})))`
      return selectCities(
        sql`${similarity} >= ${CITY_SIMILARITY_THRESHOLD}`,
        sql`${similarity} desc, ${cities.population} desc`,
        limit,
      )
    },

    async restKinds(now: Date): Promise<GroupRow[]> {
      return db
        .select({
          id: restKinds.id,
          slug: restKinds.slug,
          name: restKinds.name,
          nameRu: restKinds.nameRu,
          description: restKinds.description,
          descriptionRu: restKinds.descriptionRu,
          imageKey: restKinds.imageKey,
          toursCount: countDistinct(tours.id),
        })
        .from(restKinds)
        .leftJoin(tourRestKinds, eq(tourRestKinds.restKindId, restKinds.id))
        .leftJoin(tours, and(eq(tours.id, tourRestKinds.tourId), isListedTour(now)))
        .groupBy(restKinds.id)
        .orderBy(asc(restKinds.position), asc(restKinds.id))
    },

    async collections(now: Date): Promise<CollectionRow[]> {
      return db
        .select({
          id: collections.id,
          slug: collections.slug,
          name: collections.name,
          nameRu: collections.nameRu,
          description: collections.description,
          descriptionRu: collections.descriptionRu,
          imageKey: collections.imageKey,
          seasonId: collections.seasonId,
          seoTitle: collections.seoTitle,
          seoDescription: collections.seoDescription,
          toursCount: countDistinct(tours.id),
        })
        .from(collections)
        .leftJoin(tourCollections, eq(tourCollections.collectionId, collections.id))
        .leftJoin(tours, and(eq(tours.id, tourCollections.tourId), isFoundByTourSearch(now)))
        .where(eq(collections.isPublished, true))
        .groupBy(collections.id)
        .orderBy(asc(collections.position), asc(collections.id))
    },

    /** Seasons with the number of distinct listed tours across their collections. */
    async seasons(now: Date): Promise<SeasonRow[]> {
      return db
        .select({
          id: seasons.id,
          slug: seasons.slug,
          name: seasons.name,
          nameRu: seasons.nameRu,
          months: seasons.months,
          toursCount: countDistinct(tours.id),
        })
        .from(seasons)
        .leftJoin(
          collections,
          and(eq(collections.seasonId, seasons.id), eq(collections.isPublished, true)),
        )
        .leftJoin(tourCollections, eq(tourCollections.collectionId, collections.id))
        .leftJoin(tours, and(eq(tours.id, tourCollections.tourId), isFoundByTourSearch(now)))
        .groupBy(seasons.id)
        .orderBy(asc(seasons.position), asc(seasons.id))
    },

    async countries(): Promise<CountryRow[]> {
      return db
        .select({
          id: countries.id,
          isoCode: countries.isoCode,
          slug: countries.slug,
          name: countries.name,
          nameRu: countries.nameRu,
          phoneCode: countries.phoneCode,
          isPrimaryForPhoneCode: countries.isPrimaryForPhoneCode,
          worldPartId: countries.worldPartId,
          imageKey: countries.imageKey,
        })
        .from(countries)
    },

    /** Countries visited by listed tours (any place on the route), with how many tours each. */
    async countryTourCounts(now: Date): Promise<Map<number, number>> {
      const rows = await db
        .select({ countryId: tourPlaces.countryId, toursCount: countDistinct(tours.id) })
        .from(tourPlaces)
        .innerJoin(tours, and(eq(tours.id, tourPlaces.tourId), isFoundByTourSearch(now)))
        .groupBy(tourPlaces.countryId)
      return new Map(rows.map((row) => [row.countryId, row.toursCount]))
    },

    /** Regions visited by listed tours (any place on the route), with how many tours each. */
    async regionTourCounts(now: Date): Promise<RegionCountRow[]> {
      return db
        .select({
          id: regions.id,
          countryId: regions.countryId,
          slug: regions.slug,
          name: regions.name,
          nameRu: regions.nameRu,
          toursCount: countDistinct(tours.id),
        })
        .from(regions)
        .innerJoin(tourPlaces, eq(tourPlaces.regionId, regions.id))
        .innerJoin(tours, and(eq(tours.id, tourPlaces.tourId), isFoundByTourSearch(now)))
        .groupBy(regions.id)
    },

    /** World parts with how many distinct listed tours visit any of their countries. */
    async worldParts(now: Date): Promise<(WorldPartRow & { toursCount: number })[]> {
      return db
        .select({
          id: worldParts.id,
          slug: worldParts.slug,
          name: worldParts.name,
          nameRu: worldParts.nameRu,
          toursCount: countDistinct(tours.id),
        })
        .from(worldParts)
        .leftJoin(countries, eq(countries.worldPartId, worldParts.id))
        .leftJoin(tourPlaces, eq(tourPlaces.countryId, countries.id))
        .leftJoin(tours, and(eq(tours.id, tourPlaces.tourId), isFoundByTourSearch(now)))
        .groupBy(worldParts.id)
        .orderBy(asc(worldParts.position), asc(worldParts.id))
    },

    /** All languages, or only those some listed tour is guided in. */
    async languages(options: { onlyOfListedTours: boolean; now: Date }): Promise<LanguageRow[]> {
      const query = db
        .select({
          id: languages.id,
          code: languages.code,
          name: languages.name,
          nameRu: languages.nameRu,
        })
        .from(languages)
      if (!options.onlyOfListedTours) return query
      return query.where(
        sql`exists (select 1 from ${tours} where ${languages.id} = any(${tours.languageIds}) and ${isListedTour(options.now)})`,
      )
    },
  }
}
