import { sql } from 'drizzle-orm'
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core'
import { tsvector } from './columns.ts'
import { cities, countries, regions, showplaces, waterObjects } from './geography.ts'
import { organizers } from './organizers.ts'
import type { StoredCancellationPolicy } from './organizers.ts'
import { collections, restKinds, ships } from './taxonomy.ts'

/** tours.extra_costs: a figure per extra, minor units of `currency`; null where not given. */
export type StoredExtraCosts = {
  readonly currency: string
  readonly flights: number | null
  readonly visa: number | null
  readonly insurance: number | null
  readonly single_supplement: number | null
}

/** The office's tour states (issue 40); only `published` is shown on the site. */
export const tourStatuses = ['draft', 'published', 'hidden', 'archived'] as const
export type TourStatus = (typeof tourStatuses)[number]

/**
 * A tour, excursion (§3 tour type 1 tour, 2 excursion) or cruise. Its slug ends in -{id} (§2
 * route /{slug ending in -digits}); slugs it had before live in tour_slug_redirects.
 */
export const tours = pgTable(
  'tours',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull().unique(),
    organizerId: integer('organizer_id')
      .notNull()
      .references(() => organizers.id),
    type: smallint('type').notNull(),
    title: text('title').notNull(),
    titleRu: text('title_ru').notNull(),
    summary: text('summary').notNull(),
    summaryRu: text('summary_ru').notNull(),
    /** Sanitised HTML. */
    description: text('description').notNull(),
    descriptionRu: text('description_ru').notNull(),
    startCityId: integer('start_city_id')
      .notNull()
      .references(() => cities.id),
    /** The main country and region, for breadcrumbs and landing pages; the route is in tour_places. */
    countryId: integer('country_id')
      .notNull()
      .references(() => countries.id),
    regionId: integer('region_id').references(() => regions.id),
    durationDays: smallint('duration_days').notNull(),
    /** §3 accommodation kinds (camp-site, guest-house, flat, cabin, hotel, tent, train, not-set). */
    accommodation: text('accommodation').array().notNull(),
    /** §3 comfort: base, base_plus, medium, improved, premium. */
    comfort: text('comfort').notNull(),
    /** §3 difficulty 1-4. */
    difficulty: smallint('difficulty').notNull(),
    minGroupSize: smallint('min_group_size').notNull().default(1),
    maxGroupSize: smallint('max_group_size').notNull(),
    minAge: smallint('min_age').notNull().default(0),
    languageIds: integer('language_ids').array().notNull(),
    coverKey: text('cover_key').notNull(),
    isCruise: boolean('is_cruise').notNull().default(false),
    cruiseType: text('cruise_type', { enum: ['river', 'sea', 'ocean'] }),
    shipId: integer('ship_id').references(() => ships.id),
    waterObjectId: integer('water_object_id').references(() => waterObjects.id),
    /** A cruise that ends where it started (§3 onlyReturningCruises). */
    isReturningCruise: boolean('is_returning_cruise').notNull().default(false),
    /** Sold only on request (§2 /tours-upon-request, §7 tours-by-request). */
    isOnRequest: boolean('is_on_request').notNull().default(false),
    /**
     * Where the organizer's office has the tour: draft (never shown), published, hidden (taken off
     * the site, kept), archived (finished with). is_published mirrors `published` (a check holds
     * them together) because search, the sitemap and a dozen reads filter on it.
     */
    status: text('status', { enum: tourStatuses }).notNull().default('published'),
    isPublished: boolean('is_published').notNull().default(true),
    /** Overrides the organizer's commission for this tour, percent; null = the organizer's. */
    commissionPercent: numeric('commission_percent', { precision: 5, scale: 2, mode: 'number' }),
    /** The tour's own cancellation policy; null = its organizer's. */
    cancellationPolicy: jsonb('cancellation_policy').$type<StoredCancellationPolicy>(),
    /**
     * Issue 44 item 5: the organizer's own figures per traveller for what the price leaves out
     * (flights to the start city, visa, insurance, single supplement), in minor units of the
     * currency stored with them; null, or a null figure, means the storefront estimates it.
     */
    extraCosts: jsonb('extra_costs').$type<StoredExtraCosts>(),
    /** What the price covers and what it does not, one item per entry (English and Russian). */
    included: text('included')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    includedRu: text('included_ru')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    notIncluded: text('not_included')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    notIncludedRu: text('not_included_ru')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** Issue 42: what a traveller should know before booking, one item per entry. */
    knowBefore: text('know_before')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    knowBeforeRu: text('know_before_ru')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** Issue 42: access for travellers with reduced mobility, prams, service animals…, one item each. */
    accessibility: text('accessibility')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    accessibilityRu: text('accessibility_ru')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** Where the group meets, in words (the coordinates are latitude/longitude). */
    meetingPoint: text('meeting_point').notNull().default(''),
    meetingPointRu: text('meeting_point_ru').notNull().default(''),
    /** Staff-only notes about the tour (§6 can_use_knowledge); never sent to anyone else. */
    knowledge: text('knowledge').notNull().default(''),
    rating: numeric('rating', { precision: 3, scale: 2, mode: 'number' }),
    reviewsCount: integer('reviews_count').notNull().default(0),
    /** Meeting point shown on the map placeholder. */
    latitude: numeric('latitude', { precision: 9, scale: 6, mode: 'number' }).notNull(),
    longitude: numeric('longitude', { precision: 9, scale: 6, mode: 'number' }).notNull(),
    searchVector: tsvector('search_vector').generatedAlwaysAs(
      sql`setweight(to_tsvector('english', coalesce(title, '')), 'A') || setweight(to_tsvector('english', coalesce(summary, '')), 'B') || setweight(to_tsvector('russian', coalesce(title_ru, '')), 'A') || setweight(to_tsvector('russian', coalesce(summary_ru, '')), 'B')`,
    ),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check(
      'tours_published_matches_status',
      sql`${table.isPublished} = (${table.status} = 'published')`,
    ),
    index('tours_organizer_idx').on(table.organizerId),
    index('tours_country_idx').on(table.countryId),
    index('tours_region_idx').on(table.regionId),
    index('tours_start_city_idx').on(table.startCityId),
    index('tours_search_vector_idx').using('gin', table.searchVector),
    index('tours_title_trgm_idx').using('gin', sql`lower(${table.title}) gin_trgm_ops`),
  ],
)

export const tourSlugRedirects = pgTable('tour_slug_redirects', {
  oldSlug: text('old_slug').primaryKey(),
  tourId: integer('tour_id')
    .notNull()
    .references(() => tours.id, { onDelete: 'cascade' }),
})

/** The places a tour visits, in order: what the city, region and country filters match. */
export const tourPlaces = pgTable(
  'tour_places',
  {
    tourId: integer('tour_id')
      .notNull()
      .references(() => tours.id, { onDelete: 'cascade' }),
    position: smallint('position').notNull(),
    cityId: integer('city_id')
      .notNull()
      .references(() => cities.id),
    regionId: integer('region_id').references(() => regions.id),
    countryId: integer('country_id')
      .notNull()
      .references(() => countries.id),
  },
  (table) => [
    primaryKey({ columns: [table.tourId, table.position] }),
    index('tour_places_city_idx').on(table.cityId, table.tourId),
    index('tour_places_region_idx').on(table.regionId, table.tourId),
    index('tour_places_country_idx').on(table.countryId, table.tourId),
  ],
)

/** §3 media item: image (url template with size placeholder), alt, video_url. */
export const tourMedia = pgTable(
  'tour_media',
  {
    id: serial('id').primaryKey(),
    tourId: integer('tour_id')
      .notNull()
      .references(() => tours.id, { onDelete: 'cascade' }),
    position: smallint('position').notNull(),
    imageKey: text('image_key').notNull(),
    alt: text('alt').notNull(),
    altRu: text('alt_ru').notNull(),
    videoUrl: text('video_url'),
  },
  (table) => [index('tour_media_tour_idx').on(table.tourId, table.position)],
)

/** A tour may have several programs (variants); tour-program fetches one by program_id. */
export const tourPrograms = pgTable(
  'tour_programs',
  {
    id: serial('id').primaryKey(),
    tourId: integer('tour_id')
      .notNull()
      .references(() => tours.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    nameRu: text('name_ru').notNull(),
    isDefault: boolean('is_default').notNull().default(true),
  },
  (table) => [index('tour_programs_tour_idx').on(table.tourId)],
)

export const tourProgramDays = pgTable(
  'tour_program_days',
  {
    id: serial('id').primaryKey(),
    programId: integer('program_id')
      .notNull()
      .references(() => tourPrograms.id, { onDelete: 'cascade' }),
    dayNumber: smallint('day_number').notNull(),
    title: text('title').notNull(),
    titleRu: text('title_ru').notNull(),
    description: text('description').notNull(),
    descriptionRu: text('description_ru').notNull(),
    imageKey: text('image_key'),
  },
  (table) => [index('tour_program_days_program_idx').on(table.programId, table.dayNumber)],
)

export const tourRestKinds = pgTable(
  'tour_rest_kinds',
  {
    tourId: integer('tour_id')
      .notNull()
      .references(() => tours.id, { onDelete: 'cascade' }),
    restKindId: integer('rest_kind_id')
      .notNull()
      .references(() => restKinds.id),
  },
  (table) => [
    primaryKey({ columns: [table.tourId, table.restKindId] }),
    index('tour_rest_kinds_kind_idx').on(table.restKindId, table.tourId),
  ],
)

export const tourCollections = pgTable(
  'tour_collections',
  {
    tourId: integer('tour_id')
      .notNull()
      .references(() => tours.id, { onDelete: 'cascade' }),
    collectionId: integer('collection_id')
      .notNull()
      .references(() => collections.id),
    /**
     * The tour's place in the collection, smallest first (the console's order, issue 43); the
     * collection page lists by it before popularity. 0 until an editor orders the collection.
     */
    position: integer('position').notNull().default(0),
  },
  (table) => [
    primaryKey({ columns: [table.tourId, table.collectionId] }),
    index('tour_collections_collection_idx').on(table.collectionId, table.tourId),
  ],
)

export const tourShowplaces = pgTable(
  'tour_showplaces',
  {
    tourId: integer('tour_id')
      .notNull()
      .references(() => tours.id, { onDelete: 'cascade' }),
    showplaceId: integer('showplace_id')
      .notNull()
      .references(() => showplaces.id),
  },
  (table) => [
    primaryKey({ columns: [table.tourId, table.showplaceId] }),
    index('tour_showplaces_showplace_idx').on(table.showplaceId, table.tourId),
  ],
)
