import type { Database } from '../db/database.ts'
import { insertRows } from './bulk-insert.ts'
import type { ColumnSpec, SqlExecutor } from './bulk-insert.ts'
import { seedDemoBooking, seedDemoPastTrips } from './demo-accounts.ts'
import { seedDemoPrivateData } from './demo-admin.ts'
import { seedSupportDemo } from './support-demo.ts'
import { seedOfficeDemo } from './office-demo.ts'
import { utcMidnight } from './calendar.ts'
import { buildOrganizers, createTourGenerator, unitsPerUsdMicros } from './catalogue.ts'
import type { CatalogueOptions, Row, TourChunk } from './catalogue.ts'
import { buildSeoPages, buildShortLinks, buildSiteSettings } from './content-data.ts'
import { buildHelpArticles } from './help-center-data.ts'
import { buildBlogPosts } from './journal-data.ts'
import { buildReferenceData } from './reference-data.ts'
import type { ReferenceData } from './reference-data.ts'

export type SeedOptions = CatalogueOptions

/** The demo catalogue: 2,000 tours from seed 1 unless asked otherwise. */
export const defaultSeedOptions = { tours: 2_000, seed: 1 } as const

export type SeedResult = {
  /** Rows inserted per table. */
  readonly counts: Readonly<Record<string, number>>
  readonly milliseconds: number
}

/** Thrown when the catalogue already holds rows and no reset was asked for. */
export class CatalogueNotEmptyError extends Error {
  override name = 'CatalogueNotEmptyError'
}

/** Every table the seed fills, parents first. */
export const catalogueTables = [
  'world_parts',
  'countries',
  'regions',
  'cities',
  'water_objects',
  'showplaces',
  'rest_kinds',
  'seasons',
  'collections',
  'languages',
  'ships',
  'organizers',
  'tours',
  'tour_places',
  'tour_media',
  'tour_programs',
  'tour_program_days',
  'tour_rest_kinds',
  'tour_collections',
  'tour_showplaces',
  'tour_slug_redirects',
  'discounts',
  'tour_dates',
  'reviews',
  'review_images',
  'tour_questions',
  'tour_complaints',
  'individual_tours',
  'blog_posts',
  'help_articles',
  'short_links',
  'currency_rates',
  'seo_pages',
  'site_settings',
] as const

export type CatalogueTable = (typeof catalogueTables)[number]

/**
 * The sandbox payment provider's records, emptied by a reset with the bookings: they name
 * invoices and payments by ids the reset starts again (a refund's idempotency key is
 * `refund-{attempt id}`), so kept they would answer a new payment's refund with an old one.
 */
const sandboxProviderTables = ['sandbox_checkout_sessions', 'sandbox_refunds'] as const

/** Tables with a serial id whose sequence must continue after the seeded ids. */
const serialTables: readonly CatalogueTable[] = [
  'world_parts',
  'countries',
  'regions',
  'cities',
  'water_objects',
  'showplaces',
  'rest_kinds',
  'seasons',
  'collections',
  'languages',
  'ships',
  'organizers',
  'tours',
  'tour_media',
  'tour_programs',
  'tour_program_days',
  'discounts',
  'tour_dates',
  'reviews',
  'review_images',
  'tour_questions',
  'blog_posts',
  'help_articles',
  'short_links',
  'seo_pages',
]

const columns: Readonly<Record<Exclude<CatalogueTable, 'tour_complaints'>, readonly ColumnSpec[]>> =
  {
    world_parts: [
      ['id', 'int4'],
      ['slug', 'text'],
      ['name', 'text'],
      ['name_ru', 'text'],
      ['position', 'int2'],
    ],
    countries: [
      ['id', 'int4'],
      ['iso_code', 'text'],
      ['slug', 'text'],
      ['name', 'text'],
      ['name_ru', 'text'],
      ['world_part_id', 'int4'],
      ['phone_code', 'text'],
      ['is_primary_for_phone_code', 'bool'],
      ['latitude', 'float8'],
      ['longitude', 'float8'],
      ['description', 'text'],
      ['description_ru', 'text'],
      ['image_key', 'text'],
    ],
    regions: [
      ['id', 'int4'],
      ['country_id', 'int4'],
      ['slug', 'text'],
      ['name', 'text'],
      ['name_ru', 'text'],
      ['latitude', 'float8'],
      ['longitude', 'float8'],
      ['description', 'text'],
      ['description_ru', 'text'],
    ],
    cities: [
      ['id', 'int4'],
      ['country_id', 'int4'],
      ['region_id', 'int4'],
      ['slug', 'text'],
      ['name', 'text'],
      ['name_ru', 'text'],
      ['latitude', 'float8'],
      ['longitude', 'float8'],
      ['timezone', 'text'],
      ['population', 'int4'],
    ],
    water_objects: [
      ['id', 'int4'],
      ['slug', 'text'],
      ['name', 'text'],
      ['name_ru', 'text'],
      ['kind', 'text'],
    ],
    showplaces: [
      ['id', 'int4'],
      ['slug', 'text'],
      ['name', 'text'],
      ['name_ru', 'text'],
      ['city_id', 'int4'],
      ['latitude', 'float8'],
      ['longitude', 'float8'],
      ['description', 'text'],
      ['image_key', 'text'],
    ],
    rest_kinds: [
      ['id', 'int4'],
      ['slug', 'text'],
      ['name', 'text'],
      ['name_ru', 'text'],
      ['description', 'text'],
      ['description_ru', 'text'],
      ['image_key', 'text'],
      ['position', 'int2'],
    ],
    seasons: [
      ['id', 'int4'],
      ['slug', 'text'],
      ['name', 'text'],
      ['name_ru', 'text'],
      ['months', 'int4[]'],
      ['position', 'int2'],
    ],
    collections: [
      ['id', 'int4'],
      ['slug', 'text'],
      ['name', 'text'],
      ['name_ru', 'text'],
      ['description', 'text'],
      ['description_ru', 'text'],
      ['image_key', 'text'],
      ['season_id', 'int4'],
      ['seo_title', 'text'],
      ['seo_description', 'text'],
      ['position', 'int2'],
    ],
    languages: [
      ['id', 'int4'],
      ['code', 'text'],
      ['name', 'text'],
      ['name_ru', 'text'],
    ],
    ships: [
      ['id', 'int4'],
      ['slug', 'text'],
      ['name', 'text'],
      ['cabins_capacity', 'int2'],
      ['passenger_capacity', 'int2'],
      ['description', 'text'],
      ['image_key', 'text'],
    ],
    organizers: [
      ['id', 'int4'],
      ['slug', 'text'],
      ['name', 'text'],
      ['legal_type', 'int2'],
      ['sales_model', 'int2'],
      ['operator_type', 'text'],
      ['country_id', 'int4'],
      ['city_id', 'int4'],
      ['description', 'text'],
      ['description_ru', 'text'],
      ['avatar_key', 'text'],
      ['identity_check', 'int2'],
      ['documents_check', 'int2'],
      ['internal_check', 'int2'],
      ['founded_year', 'int2'],
      ['language_ids', 'int4[]'],
      ['is_published', 'bool'],
      ['cancellation_policy', 'jsonb'],
      ['created_at', 'timestamptz'],
    ],
    tours: [
      ['id', 'int4'],
      ['slug', 'text'],
      ['organizer_id', 'int4'],
      ['type', 'int2'],
      ['title', 'text'],
      ['title_ru', 'text'],
      ['summary', 'text'],
      ['summary_ru', 'text'],
      ['description', 'text'],
      ['description_ru', 'text'],
      ['start_city_id', 'int4'],
      ['country_id', 'int4'],
      ['region_id', 'int4'],
      ['duration_days', 'int2'],
      ['accommodation', 'text[]'],
      ['comfort', 'text'],
      ['difficulty', 'int2'],
      ['min_group_size', 'int2'],
      ['max_group_size', 'int2'],
      ['min_age', 'int2'],
      ['language_ids', 'int4[]'],
      ['cover_key', 'text'],
      ['is_cruise', 'bool'],
      ['cruise_type', 'text'],
      ['ship_id', 'int4'],
      ['water_object_id', 'int4'],
      ['is_returning_cruise', 'bool'],
      ['is_on_request', 'bool'],
      ['is_published', 'bool'],
      ['cancellation_policy', 'jsonb'],
      ['rating', 'numeric'],
      ['reviews_count', 'int4'],
      ['included', 'text[]'],
      ['included_ru', 'text[]'],
      ['not_included', 'text[]'],
      ['not_included_ru', 'text[]'],
      ['know_before', 'text[]'],
      ['know_before_ru', 'text[]'],
      ['accessibility', 'text[]'],
      ['accessibility_ru', 'text[]'],
      ['latitude', 'numeric'],
      ['longitude', 'numeric'],
      ['created_at', 'timestamptz'],
      ['updated_at', 'timestamptz'],
    ],
    tour_places: [
      ['tour_id', 'int4'],
      ['position', 'int2'],
      ['city_id', 'int4'],
      ['region_id', 'int4'],
      ['country_id', 'int4'],
    ],
    tour_media: [
      ['id', 'int4'],
      ['tour_id', 'int4'],
      ['position', 'int2'],
      ['image_key', 'text'],
      ['alt', 'text'],
      ['alt_ru', 'text'],
      ['video_url', 'text'],
    ],
    tour_programs: [
      ['id', 'int4'],
      ['tour_id', 'int4'],
      ['name', 'text'],
      ['name_ru', 'text'],
      ['is_default', 'bool'],
    ],
    tour_program_days: [
      ['id', 'int4'],
      ['program_id', 'int4'],
      ['day_number', 'int2'],
      ['title', 'text'],
      ['title_ru', 'text'],
      ['description', 'text'],
      ['description_ru', 'text'],
      ['image_key', 'text'],
    ],
    tour_rest_kinds: [
      ['tour_id', 'int4'],
      ['rest_kind_id', 'int4'],
    ],
    tour_collections: [
      ['tour_id', 'int4'],
      ['collection_id', 'int4'],
    ],
    tour_showplaces: [
      ['tour_id', 'int4'],
      ['showplace_id', 'int4'],
    ],
    tour_slug_redirects: [
      ['old_slug', 'text'],
      ['tour_id', 'int4'],
    ],
    discounts: [
      ['id', 'int4'],
      ['tour_id', 'int4'],
      ['kind', 'text'],
      ['percent', 'int2'],
      ['booked_from', 'date'],
      ['booked_to', 'date'],
      ['days_before_start', 'int2'],
      ['date_from', 'date'],
      ['date_to', 'date'],
      ['tour_date_id', 'int4'],
      ['is_auto', 'bool'],
    ],
    tour_dates: [
      ['id', 'int4'],
      ['tour_id', 'int4'],
      ['start_date', 'date'],
      ['end_date', 'date'],
      ['duration_days', 'int2'],
      ['currency', 'text'],
      ['base_price_minor', 'int4'],
      ['price_minor', 'int4'],
      ['price_usd_minor', 'int4'],
      ['discount_id', 'int4'],
      ['number_of_seats', 'int2'],
      ['number_of_free_seats', 'int2'],
      ['flight_included', 'bool'],
      ['not_guaranteed', 'bool'],
      ['prepayment_type', 'int2'],
      ['prepayment_size', 'int4'],
      ['full_payment_days', 'int2'],
      ['is_cashback_available', 'bool'],
      ['is_closed', 'bool'],
    ],
    reviews: [
      ['id', 'int4'],
      ['uuid', 'text'],
      ['tour_id', 'int4'],
      ['organizer_id', 'int4'],
      ['author_name', 'text'],
      ['rating', 'int2'],
      ['text', 'text'],
      ['language', 'text'],
      ['trip_date', 'date'],
      ['organizer_reply', 'text'],
      ['created_at', 'timestamptz'],
    ],
    review_images: [
      ['id', 'int4'],
      ['review_id', 'int4'],
      ['position', 'int2'],
      ['image_key', 'text'],
      ['alt', 'text'],
    ],
    tour_questions: [
      ['id', 'int4'],
      ['tour_id', 'int4'],
      ['author_name', 'text'],
      ['question', 'text'],
      ['language', 'text'],
      ['answer', 'text'],
      ['created_at', 'timestamptz'],
      ['answered_at', 'timestamptz'],
    ],
    individual_tours: [
      ['uuid', 'text'],
      ['tour_id', 'int4'],
      ['client_name', 'text'],
      ['start_date', 'date'],
      ['end_date', 'date'],
      ['currency', 'text'],
      ['price_minor', 'int4'],
      ['note', 'text'],
      ['tour_date_id', 'int4'],
      ['created_at', 'timestamptz'],
    ],
    blog_posts: [
      ['id', 'int4'],
      ['slug', 'text'],
      ['category_slug', 'text'],
      ['category_name', 'text'],
      ['category_name_ru', 'text'],
      ['title', 'text'],
      ['title_ru', 'text'],
      ['excerpt', 'text'],
      ['excerpt_ru', 'text'],
      ['body', 'text'],
      ['body_ru', 'text'],
      ['cover_key', 'text'],
      ['cover_alt', 'text'],
      ['cover_alt_ru', 'text'],
      ['author_name', 'text'],
      ['reading_minutes', 'int2'],
      ['tags', 'text[]'],
      ['tags_ru', 'text[]'],
      ['country_id', 'int4'],
      ['published_at', 'timestamptz'],
    ],
    help_articles: [
      ['id', 'int4'],
      ['slug', 'text'],
      ['section_slug', 'text'],
      ['section_name', 'text'],
      ['section_name_ru', 'text'],
      ['title', 'text'],
      ['title_ru', 'text'],
      ['body', 'text'],
      ['body_ru', 'text'],
      ['position', 'int2'],
    ],
    short_links: [
      ['id', 'int4'],
      ['source_url', 'text'],
      ['created_at', 'timestamptz'],
    ],
    currency_rates: [
      ['currency', 'text'],
      ['units_per_usd_micros', 'int8'],
      ['updated_at', 'timestamptz'],
    ],
    seo_pages: [
      ['id', 'int4'],
      ['path', 'text'],
      ['title', 'text'],
      ['priority', 'int4'],
      ['updated_at', 'timestamptz'],
    ],
    site_settings: [
      ['key', 'text'],
      ['value', 'jsonb'],
      ['updated_at', 'timestamptz'],
    ],
  }

/** Tours generated and written per step: bounded memory whatever the catalogue size. */
const toursPerChunk = 1_000

/** Any fixed number; serialises API processes that find an empty catalogue at the same time. */
const seedLockKey = 20_030_002

async function inTransaction<T>(
  database: Database,
  work: (executor: SqlExecutor) => Promise<T>,
): Promise<T> {
  if (database.kind === 'pglite') {
    return database.client.transaction((transaction) => work(transaction))
  }
  const connection = await database.client.connect()
  try {
    await connection.query('begin')
    try {
      const result = await work(connection)
      await connection.query('commit')
      return result
    } catch (error) {
      await connection.query('rollback')
      throw error
    }
  } finally {
    connection.release()
  }
}

async function nonEmptyTables(executor: SqlExecutor): Promise<string[]> {
  const probes = catalogueTables.map(
    (table) => `select '${table}' as name where exists (select 1 from ${table})`,
  )
  const result = await executor.query(probes.join(' union all '))
  return result.rows.map((row) => (row as { name: string }).name)
}

/** Whether the tours table has no rows: the API seeds the demo catalogue on such a first run. */
export async function isTourTableEmpty(database: Database): Promise<boolean> {
  return inTransaction(database, async (executor) => {
    const result = await executor.query('select not exists (select 1 from tours) as empty')
    return (result.rows[0] as { empty: boolean } | undefined)?.empty === true
  })
}

function referenceRows(reference: ReferenceData): Partial<Record<CatalogueTable, Row[]>> {
  return {
    world_parts: reference.worldParts.map((part) => ({
      id: part.id,
      slug: part.slug,
      name: part.name,
      name_ru: part.nameRu,
      position: part.position,
    })),
    countries: reference.countries.map((country) => ({
      id: country.id,
      iso_code: country.iso,
      slug: country.slug,
      name: country.name,
      name_ru: country.nameRu,
      world_part_id: country.worldPartId,
      phone_code: country.phoneCode,
      is_primary_for_phone_code: country.isPrimaryForPhoneCode,
      latitude: country.latitude,
      longitude: country.longitude,
      description: country.description,
      description_ru: country.descriptionRu,
      image_key: country.imageKey,
    })),
    regions: reference.regions.map((region) => ({
      id: region.id,
      country_id: region.countryId,
      slug: region.slug,
      name: region.name,
      name_ru: region.nameRu,
      latitude: region.latitude,
      longitude: region.longitude,
      description: region.description,
      description_ru: region.descriptionRu,
    })),
    cities: reference.cities.map((city) => ({
      id: city.id,
      country_id: city.countryId,
      region_id: city.regionId,
      slug: city.slug,
      name: city.name,
      name_ru: city.nameRu,
      latitude: city.latitude,
      longitude: city.longitude,
      timezone: city.timezone,
      population: city.population,
    })),
    water_objects: reference.waterObjects.map((water) => ({
      id: water.id,
      slug: water.slug,
      name: water.name,
      name_ru: water.nameRu,
      kind: water.kind,
    })),
    showplaces: reference.showplaces.map((showplace) => ({
      id: showplace.id,
      slug: showplace.slug,
      name: showplace.name,
      name_ru: showplace.nameRu,
      city_id: showplace.cityId,
      latitude: showplace.latitude,
      longitude: showplace.longitude,
      description: showplace.description,
      image_key: showplace.imageKey,
    })),
    rest_kinds: reference.restKinds.map((kind) => ({
      id: kind.id,
      slug: kind.slug,
      name: kind.name[0],
      name_ru: kind.name[1],
      description: kind.description[0],
      description_ru: kind.description[1],
      image_key: kind.imageKey,
      position: kind.position,
    })),
    seasons: reference.seasons.map((season) => ({ ...season, name_ru: season.nameRu })),
    collections: reference.collections.map((collection) => ({
      id: collection.id,
      slug: collection.slug,
      name: collection.name[0],
      name_ru: collection.name[1],
      description: collection.description[0],
      description_ru: collection.description[1],
      image_key: collection.imageKey,
      season_id: collection.seasonId,
      seo_title: collection.seo?.[0] ?? null,
      seo_description:
        collection.seo === undefined
          ? null
          : `${collection.description[0]} ${collection.seo[0]} from verified organizers, with real reviews and prices.`,
      position: collection.position,
    })),
    languages: reference.languages.map((language) => ({ ...language, name_ru: language.nameRu })),
    ships: reference.ships.map((ship) => ({
      id: ship.id,
      slug: ship.slug,
      name: ship.name,
      cabins_capacity: ship.cabinsCapacity,
      passenger_capacity: ship.passengerCapacity,
      description: ship.description,
      image_key: ship.imageKey,
    })),
  }
}

const chunkTables: readonly (readonly [keyof TourChunk, CatalogueTable])[] = [
  ['tours', 'tours'],
  ['tourPlaces', 'tour_places'],
  ['tourMedia', 'tour_media'],
  ['tourPrograms', 'tour_programs'],
  ['tourProgramDays', 'tour_program_days'],
  ['tourRestKinds', 'tour_rest_kinds'],
  ['tourCollections', 'tour_collections'],
  ['tourShowplaces', 'tour_showplaces'],
  ['tourSlugRedirects', 'tour_slug_redirects'],
  ['discounts', 'discounts'],
  ['tourDates', 'tour_dates'],
  ['reviews', 'reviews'],
  ['reviewImages', 'review_images'],
  ['tourQuestions', 'tour_questions'],
  ['individualTours', 'individual_tours'],
]

export type SeedProgress = (toursDone: number, toursTotal: number) => void

/**
 * Fills the catalogue with a deterministic demo: the same options give the same rows. All in one
 * transaction, so an interrupted run leaves the catalogue empty rather than half made. Refuses a
 * catalogue that holds any row unless `reset` truncates it first (with everything that refers
 * to it, such as bookings).
 */
export async function seedCatalogue(
  database: Database,
  options: SeedOptions & {
    /** Create the demo organizer account (a public password): never in production. */
    readonly demoAccounts: boolean
    readonly reset?: boolean
    readonly onProgress?: SeedProgress
  },
): Promise<SeedResult> {
  if (!Number.isSafeInteger(options.tours) || options.tours < 1)
    throw new RangeError('Seed at least one tour')
  const started = performance.now()
  const counts: Record<string, number> = {}
  await inTransaction(database, async (executor) => {
    if (database.kind === 'postgres') {
      await executor.query('select pg_advisory_xact_lock($1)', [seedLockKey])
      // One commit at the end: waiting for each WAL flush would only slow a bulk load.
      await executor.query('set local synchronous_commit = off')
    }
    if (options.reset === true) {
      await executor.query(
        `truncate ${[...catalogueTables, ...sandboxProviderTables].join(', ')} restart identity cascade`,
      )
    } else {
      const filled = await nonEmptyTables(executor)
      if (filled.length > 0) {
        throw new CatalogueNotEmptyError(
          `The catalogue is not empty (${filled.slice(0, 3).join(', ')}${filled.length > 3 ? ` and ${String(filled.length - 3)} more tables` : ''} hold rows). Run with --reset to replace it with the demo catalogue.`,
        )
      }
    }
    const write = async (
      table: Exclude<CatalogueTable, 'tour_complaints'>,
      rows: readonly Row[],
    ) => {
      await insertRows(executor, table, columns[table], rows)
      counts[table] = (counts[table] ?? 0) + rows.length
    }
    const reference = buildReferenceData(options.seed)
    for (const [table, rows] of Object.entries(referenceRows(reference))) {
      await write(table as Exclude<CatalogueTable, 'tour_complaints'>, rows)
    }
    const organizers = buildOrganizers(reference, options)
    await write('organizers', organizers)
    const generator = createTourGenerator(
      reference,
      organizers.map((row) => ({
        id: row.id as number,
        countryId: row.country_id as number,
        isAuthor: row.operator_type === 'author',
      })),
      options,
    )
    const firstTourSlugs: string[] = []
    for (let fromId = 1; fromId <= options.tours; fromId += toursPerChunk) {
      const toId = Math.min(options.tours, fromId + toursPerChunk - 1)
      const chunk = generator.generate(fromId, toId)
      if (firstTourSlugs.length === 0)
        firstTourSlugs.push(...chunk.tours.slice(0, 6).map((tour) => tour.slug as string))
      for (const [key, table] of chunkTables)
        await write(table as Exclude<CatalogueTable, 'tour_complaints'>, chunk[key])
      options.onProgress?.(toId, options.tours)
    }
    const ratings = generator.organizerRatings()
    await executor.query(
      'update organizers o set rating = r.rating, reviews_count = r.reviews_count from unnest($1::int4[], $2::numeric[], $3::int4[]) as r(id, rating, reviews_count) where o.id = r.id',
      [
        ratings.map((row) => row.id),
        ratings.map((row) => row.rating),
        ratings.map((row) => row.reviews_count),
      ],
    )
    const demo = await seedDemoBooking(executor, options.today, {
      withAccount: options.demoAccounts,
    })
    const countryIds = new Map(reference.countries.map((country) => [country.iso, country.id]))
    await write(
      'blog_posts',
      buildBlogPosts(options.seed, options.today, (iso) => {
        const id = countryIds.get(iso)
        if (id === undefined) throw new Error(`The journal names ${iso}, which the catalogue lacks`)
        return id
      }),
    )
    await write('help_articles', buildHelpArticles())
    await write('short_links', buildShortLinks(reference, firstTourSlugs, options.today))
    await write(
      'currency_rates',
      Object.entries(unitsPerUsdMicros).map(([currency, micros]) => ({
        currency,
        units_per_usd_micros: micros,
        updated_at: utcMidnight(options.today),
      })),
    )
    await write('seo_pages', buildSeoPages(reference, options.today))
    await write('site_settings', buildSiteSettings(reference, options.today))
    for (const table of serialTables) {
      await executor.query(
        `select setval(pg_get_serial_sequence('${table}', 'id'), coalesce((select max(id) from ${table}), 0) + 1, false)`,
      )
    }
    // After the sequences: its date and bookings take the next ids.
    if (demo !== null && options.demoAccounts) {
      await seedDemoPastTrips(executor, options.today, demo)
      await seedOfficeDemo(executor, options, demo)
      await seedSupportDemo(executor)
    }
    if (demo !== null)
      await seedDemoPrivateData(executor, demo, { withAccount: options.demoAccounts })
  })
  return { counts, milliseconds: performance.now() - started }
}

/** One line for logs: what the seed made and how long it took. */
export function describeSeedResult(result: SeedResult): string {
  const count = (table: string) => (result.counts[table] ?? 0).toLocaleString('en-GB')
  return `Seeded the demo catalogue: ${count('tours')} tours, ${count('tour_dates')} dates, ${count('organizers')} organizers, ${count('reviews')} reviews, ${count('cities')} cities in ${count('countries')} countries, ${count('blog_posts')} journal posts in ${(result.milliseconds / 1000).toFixed(1)} s`
}
