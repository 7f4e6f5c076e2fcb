import { and, asc, count, desc, eq, sql } from 'drizzle-orm'
import type { SQL } from 'drizzle-orm'
import type { AppDatabase } from '../../db/database.ts'
import {
  cities,
  countries,
  languages,
  organizers,
  reviews,
  tourDates,
  tours,
} from '../../db/schema/index.ts'

export type OrganizerRow = {
  id: number
  slug: string
  name: string
  operatorType: 'organization' | 'author'
  legalType: number
  description: string
  descriptionRu: string
  avatarKey: string | null
  foundedYear: number | null
  identityCheck: number
  documentsCheck: number
  internalCheck: number
  countryId: number
  countryName: string
  countryNameRu: string
  cityId: number | null
  cityName: string | null
  cityNameRu: string | null
}

/** Ratings and counts are read from the rows they summarise, so they cannot drift from them. */
export type OrganizerStats = {
  rating: number | null
  reviewsCount: number
  toursCount: number
}

export type HubOrganizerRow = OrganizerRow & OrganizerStats

export type OrganizerLanguageRow = { id: number; name: string; nameRu: string }

const organizerColumns = {
  id: organizers.id,
  slug: organizers.slug,
  name: organizers.name,
  operatorType: organizers.operatorType,
  legalType: organizers.legalType,
  description: organizers.description,
  descriptionRu: organizers.descriptionRu,
  avatarKey: organizers.avatarKey,
  foundedYear: organizers.foundedYear,
  identityCheck: organizers.identityCheck,
  documentsCheck: organizers.documentsCheck,
  internalCheck: organizers.internalCheck,
  countryId: organizers.countryId,
  countryName: countries.name,
  countryNameRu: countries.nameRu,
  cityId: organizers.cityId,
  cityName: cities.name,
  cityNameRu: cities.nameRu,
}

/**
 * Reviews of published tours only: a withdrawn tour takes its reviews off the site with it; and
 * none an operator hid (issue 43).
 */
const publishedTourReview = sql`${reviews.hiddenAt} is null and exists (select 1 from ${tours} where ${tours.id} = ${reviews.tourId} and ${tours.isPublished})`

const reviewsCount = sql<number>`(select count(*)::int from ${reviews} where ${reviews.organizerId} = ${organizers.id} and ${publishedTourReview})`
// numeric comes back as text; round in SQL so every caller sees the same 2 decimals.
const averageRating = sql<
  string | null
>`(select round(avg(${reviews.rating}), 2)::text from ${reviews} where ${reviews.organizerId} = ${organizers.id} and ${publishedTourReview})`
/**
 * Whether the `tours` row in scope is on sale: published, and its page opens rather than
 * answering §8's 410 (every date started). A tour sold on request or never scheduled opens; a
 * scheduled one needs a date starting after `after`, the latest calendar day it is anywhere.
 */
function onSaleTour(after: string): SQL {
  return sql`(${tours.isPublished} and (${tours.isOnRequest}
    or not exists (select 1 from ${tourDates} where ${tourDates.tourId} = ${tours.id})
    or exists (select 1 from ${tourDates} where ${tourDates.tourId} = ${tours.id} and ${tourDates.startDate} > ${after})))`
}

const toursCount = (after: string) =>
  sql<number>`(select count(*)::int from ${tours} where ${tours.organizerId} = ${organizers.id} and ${onSaleTour(after)})`

function toStats(row: { rating: string | null; reviewsCount: number; toursCount: number }) {
  return {
    rating: row.rating === null ? null : Number(row.rating),
    reviewsCount: row.reviewsCount,
    toursCount: row.toursCount,
  }
}

function byCountry(countryId: number | undefined): SQL | undefined {
  return countryId === undefined ? undefined : eq(organizers.countryId, countryId)
}

export function createOrganizerRepository(db: AppDatabase) {
  const selectOrganizers = (after: string) =>
    db
      .select({
        ...organizerColumns,
        rating: averageRating,
        reviewsCount,
        toursCount: toursCount(after),
      })
      .from(organizers)
      .innerJoin(countries, eq(countries.id, organizers.countryId))
      .leftJoin(cities, eq(cities.id, organizers.cityId))

  return {
    /**
     * A published organizer with its stats (tours on sale after `after`); undefined when unknown
     * or unpublished.
     */
    async findPublished(id: number, after: string): Promise<HubOrganizerRow | undefined> {
      const [row] = await selectOrganizers(after).where(
        and(eq(organizers.id, id), eq(organizers.isPublished, true)),
      )
      return row === undefined ? undefined : { ...row, ...toStats(row) }
    },

    /** An organizer's tours on sale after `after`, newest first. */
    async onSaleTourIds(organizerId: number, after: string): Promise<number[]> {
      const rows = await db
        .select({ id: tours.id })
        .from(tours)
        .where(and(eq(tours.organizerId, organizerId), onSaleTour(after)))
        .orderBy(desc(tours.id))
      return rows.map((row) => row.id)
    },

    /** The languages the organizer guides in (organizers.language_ids); ids no longer known drop out. */
    async guideLanguages(organizerId: number): Promise<OrganizerLanguageRow[]> {
      return db
        .select({ id: languages.id, name: languages.name, nameRu: languages.nameRu })
        .from(languages)
        .where(
          sql`${languages.id} = any(select unnest(${organizers.languageIds}) from ${organizers} where ${organizers.id} = ${organizerId})`,
        )
    },

    async countPublished(countryId?: number): Promise<number> {
      const [row] = await db
        .select({ total: count() })
        .from(organizers)
        .where(and(eq(organizers.isPublished, true), byCountry(countryId)))
      return row?.total ?? 0
    },

    /** Countries with published organizers and how many of them each has. */
    async countriesWithPublished(): Promise<
      { id: number; name: string; nameRu: string; organizersCount: number }[]
    > {
      return db
        .select({
          id: countries.id,
          name: countries.name,
          nameRu: countries.nameRu,
          organizersCount: sql<number>`count(*)::int`,
        })
        .from(organizers)
        .innerJoin(countries, eq(countries.id, organizers.countryId))
        .where(eq(organizers.isPublished, true))
        .groupBy(countries.id)
    },

    /** A hub page: best rated first (unrated last), then most reviewed, then oldest. */
    async listPublished(options: {
      countryId?: number
      limit: number
      offset: number
      after: string
    }): Promise<HubOrganizerRow[]> {
      const rows = await selectOrganizers(options.after)
        .where(and(eq(organizers.isPublished, true), byCountry(options.countryId)))
        .orderBy(
          sql`${averageRating} desc nulls last`,
          sql`${reviewsCount} desc`,
          asc(organizers.id),
        )
        .limit(options.limit)
        .offset(options.offset)
      return rows.map((row) => ({ ...row, ...toStats(row) }))
    },
  }
}

export type OrganizerRepository = ReturnType<typeof createOrganizerRepository>
