import { tourType, verificationCheck } from '@tourmarket/domain/enums'
import { and, asc, eq, lte, max, ne, sql } from 'drizzle-orm'
import type { SQL } from 'drizzle-orm'
import type { AppDatabase } from '../../db/database.ts'
import {
  blogPosts,
  cities,
  collections,
  countries,
  helpArticles,
  organizers,
  regions,
  restKinds,
  seoPages,
  shortLinks,
  siteSettings,
  tourCollections,
  tourPlaces,
  tourRestKinds,
  tours,
} from '../../db/schema/index.ts'
import { isFoundByTourSearch, isListedTour } from '../../platform/sql/listed-tours.ts'
import { selectRows } from '../../platform/sql/select-rows.ts'

export type CountryRow = { id: number; isoCode: string; name: string; nameRu: string }

export type StatsRow = {
  totalCount: number
  toursCount: number
  cruisesCount: number
  authorToursCount: number
  verifiedOrganizersCount: number
  regionsCount: number
  restKindsCount: number
}

/** A page to list in the sitemap: its slug or path and when it last changed, if known. */
export type DatedSlugRow = { slug: string; lastmod: Date | null }

export type SeoPageRow = { path: string; priority: number; updatedAt: Date }

const asCount = (expression: SQL) => sql<number>`(${expression})::int`

/** A journal post the storefront shows: published (issue 43: not a draft) and due by `instant`. */
const journalPostShown = (instant: Date) =>
  sql`${blogPosts.isPublished} and ${lte(blogPosts.publishedAt, instant)}`

export type SiteRepository = ReturnType<typeof createSiteRepository>

export function createSiteRepository(db: AppDatabase) {
  return {
    async readSetting(key: string): Promise<{ value: unknown } | undefined> {
      const [row] = await db
        .select({ value: siteSettings.value })
        .from(siteSettings)
        .where(eq(siteSettings.key, key))
      return row
    },

    async findShortLink(id: number): Promise<{ sourceUrl: string } | undefined> {
      const [row] = await db
        .select({ sourceUrl: shortLinks.sourceUrl })
        .from(shortLinks)
        .where(eq(shortLinks.id, id))
      return row
    },

    async findCountryByIsoCode(isoCode: string): Promise<CountryRow | undefined> {
      const [row] = await db
        .select({
          id: countries.id,
          isoCode: countries.isoCode,
          name: countries.name,
          nameRu: countries.nameRu,
        })
        .from(countries)
        .where(eq(sql`upper(${countries.isoCode})`, isoCode))
      return row
    },

    /**
     * §3 stats over listed tours (published, by a published organizer, with an open date ahead):
     * - totalCount: listed offers of every kind (tours, excursions, cruises);
     * - toursCount: listed offers of tour type 1 (§3 tour type) that are not cruises;
     * - cruisesCount: listed cruises;
     * - authorToursCount: listed offers whose organizer is an author (§3 operator type);
     * - verifiedOrganizersCount: organizers of listed offers whose identity check succeeded (§4);
     * - regionsCount: regions that listed offers visit (any place on the route);
     * - restKindsCount: rest kinds that listed offers are filed under.
     */
    async stats(now: Date): Promise<StatsRow> {
      const listed = db.$with('listed').as(
        db
          .select({
            id: tours.id,
            type: tours.type,
            isCruise: tours.isCruise,
            organizerId: tours.organizerId,
          })
          .from(tours)
          .where(isListedTour(now)),
      )
      const listedIds = sql`select ${listed.id} from ${listed}`
      const [row] = await db
        .with(listed)
        .select({
          totalCount: asCount(sql`count(*)`),
          toursCount: asCount(
            sql`count(*) filter (where ${listed.type} = 1 and not ${listed.isCruise})`,
          ),
          cruisesCount: asCount(sql`count(*) filter (where ${listed.isCruise})`),
          authorToursCount: asCount(
            sql`count(*) filter (where ${organizers.operatorType} = 'author')`,
          ),
          verifiedOrganizersCount: asCount(
            sql`count(distinct ${organizers.id}) filter (where ${organizers.identityCheck} = ${verificationCheck.success})`,
          ),
          regionsCount: asCount(
            sql`(select count(distinct ${tourPlaces.regionId}) from ${tourPlaces} where ${tourPlaces.tourId} in (${listedIds}))`,
          ),
          restKindsCount: asCount(
            sql`(select count(distinct ${tourRestKinds.restKindId}) from ${tourRestKinds} where ${tourRestKinds.tourId} in (${listedIds}))`,
          ),
        })
        .from(listed)
        .innerJoin(organizers, eq(organizers.id, listed.organizerId))
      return row!
    },

    /** Listed tours, for the sitemap. */
    /** Listed tours; excursions left out on a brand that sells none (§1 excursionsEnabled). */
    async listedTourSlugs(now: Date, withExcursions = true): Promise<DatedSlugRow[]> {
      return db
        .select({ slug: tours.slug, lastmod: tours.updatedAt })
        .from(tours)
        .where(
          and(isListedTour(now), withExcursions ? undefined : ne(tours.type, tourType.excursion)),
        )
        .orderBy(asc(tours.id))
    },

    /**
     * Landing pages (countries, regions, cities, rest kinds, collections) whose page finds tours
     * without a filter (isFoundByTourSearch), each dated by the latest change among them: the
     * sitemap never sends a crawler to an empty search.
     */
    async countrySlugs(now: Date): Promise<DatedSlugRow[]> {
      return db
        .select({ slug: countries.slug, lastmod: max(tours.updatedAt) })
        .from(countries)
        .innerJoin(tourPlaces, eq(tourPlaces.countryId, countries.id))
        .innerJoin(tours, and(eq(tours.id, tourPlaces.tourId), isFoundByTourSearch(now)))
        .groupBy(countries.id)
        .orderBy(asc(countries.slug))
    },

    /**
     * Countries with tours on request, as §2 /tours-upon-request/{slug} finds them (the search
     * read model's on-request rows, which need no dates: theirs are "on request").
     */
    async onRequestCountrySlugs(): Promise<DatedSlugRow[]> {
      const rows = await selectRows<{ slug: string; lastmod: Date | string | null }>(
        db,
        sql`SELECT c.slug, max(t.updated_at) AS lastmod
          FROM search_tours s CROSS JOIN LATERAL unnest(s.country_ids) AS place(country_id)
          JOIN countries c ON c.id = place.country_id
          JOIN tours t ON t.id = s.tour_id
          WHERE s.is_on_request
          GROUP BY c.id ORDER BY c.slug`,
      )
      return rows.map((row) => ({
        slug: row.slug,
        lastmod: row.lastmod === null ? null : new Date(row.lastmod),
      }))
    },

    async regionSlugs(now: Date): Promise<DatedSlugRow[]> {
      return db
        .select({ slug: regions.slug, lastmod: max(tours.updatedAt) })
        .from(regions)
        .innerJoin(tourPlaces, eq(tourPlaces.regionId, regions.id))
        .innerJoin(tours, and(eq(tours.id, tourPlaces.tourId), isFoundByTourSearch(now)))
        .groupBy(regions.id)
        .orderBy(asc(regions.slug))
    },

    async citySlugs(now: Date): Promise<DatedSlugRow[]> {
      return db
        .select({ slug: cities.slug, lastmod: max(tours.updatedAt) })
        .from(cities)
        .innerJoin(tourPlaces, eq(tourPlaces.cityId, cities.id))
        .innerJoin(tours, and(eq(tours.id, tourPlaces.tourId), isFoundByTourSearch(now)))
        .groupBy(cities.id)
        .orderBy(asc(cities.slug))
    },

    async restKindSlugs(now: Date): Promise<DatedSlugRow[]> {
      return db
        .select({ slug: restKinds.slug, lastmod: max(tours.updatedAt) })
        .from(restKinds)
        .innerJoin(tourRestKinds, eq(tourRestKinds.restKindId, restKinds.id))
        .innerJoin(tours, and(eq(tours.id, tourRestKinds.tourId), isFoundByTourSearch(now)))
        .groupBy(restKinds.id)
        .orderBy(asc(restKinds.slug))
    },

    async collectionSlugs(now: Date): Promise<DatedSlugRow[]> {
      return db
        .select({ slug: collections.slug, lastmod: max(tours.updatedAt) })
        .from(collections)
        .innerJoin(tourCollections, eq(tourCollections.collectionId, collections.id))
        .innerJoin(tours, and(eq(tours.id, tourCollections.tourId), isFoundByTourSearch(now)))
        .where(eq(collections.isPublished, true))
        .groupBy(collections.id)
        .orderBy(asc(collections.slug))
    },

    /** Published journal posts (never a draft; scheduled ones are not yet). */
    async journalPostSlugs(instant: Date): Promise<DatedSlugRow[]> {
      return db
        .select({ slug: blogPosts.slug, lastmod: blogPosts.publishedAt })
        .from(blogPosts)
        .where(journalPostShown(instant))
        .orderBy(asc(blogPosts.id))
    },

    /** Journal sections with a published post, dated by their newest post. */
    async journalCategorySlugs(instant: Date): Promise<DatedSlugRow[]> {
      return db
        .select({ slug: blogPosts.categorySlug, lastmod: max(blogPosts.publishedAt) })
        .from(blogPosts)
        .where(journalPostShown(instant))
        .groupBy(blogPosts.categorySlug)
        .orderBy(asc(blogPosts.categorySlug))
    },

    /** Published organizers: each has a public page (§2 /tour-provider/{id}). */
    async publishedOrganizerIds(): Promise<number[]> {
      const rows = await db
        .select({ id: organizers.id })
        .from(organizers)
        .where(eq(organizers.isPublished, true))
        .orderBy(asc(organizers.id))
      return rows.map((row) => row.id)
    },

    /** Help-centre sections with a published article, each a page of its articles. */
    async helpSectionSlugs(): Promise<string[]> {
      const rows = await db
        .selectDistinct({ slug: helpArticles.sectionSlug })
        .from(helpArticles)
        .where(eq(helpArticles.isPublished, true))
        .orderBy(asc(helpArticles.sectionSlug))
      return rows.map((row) => row.slug)
    },

    async helpArticleSlugs(): Promise<string[]> {
      const rows = await db
        .select({ slug: helpArticles.slug })
        .from(helpArticles)
        .where(eq(helpArticles.isPublished, true))
        .orderBy(asc(helpArticles.sectionSlug), asc(helpArticles.position), asc(helpArticles.id))
      return rows.map((row) => row.slug)
    },

    /** Editors' SEO pages, leaving out a hidden collection's (its path answers 404). */
    async seoPages(): Promise<SeoPageRow[]> {
      return db
        .select({ path: seoPages.path, priority: seoPages.priority, updatedAt: seoPages.updatedAt })
        .from(seoPages)
        .where(
          sql`NOT EXISTS (SELECT 1 FROM collections c
            WHERE NOT c.is_published AND '/' || c.slug = ${seoPages.path})`,
        )
        .orderBy(asc(seoPages.path))
    },
  }
}
