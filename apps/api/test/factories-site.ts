// Factories and a test harness for the site, geography, journal and prices modules. Every test
// starts from empty catalogue tables (their counts and lists are site-wide) and seeds what it needs.
import { sql } from 'drizzle-orm'
import { afterEach, beforeEach } from 'vitest'
import { buildApp } from '../src/app.ts'
import type { App } from '../src/app.ts'
import type { Config } from '../src/config.ts'
import type { AppDatabase } from '../src/db/database.ts'
import {
  blogPosts,
  helpArticles,
  seoPages,
  shortLinks,
  siteSettings,
} from '../src/db/schema/index.ts'
import type { TestDatabaseTarget } from './databases.ts'
import { useMigratedDatabase } from './databases.ts'
import { createTour, daysFromToday, nextUniqueNumber } from './factories.ts'
import type { Insert, Row, TourOverrides } from './factories.ts'

/** A tour the storefront lists: published, by a published organizer, with a date a month ahead. */
export function createListedTour(db: AppDatabase, overrides: TourOverrides = {}) {
  return createTour(db, {
    dates: [{ startDate: daysFromToday(30), endDate: daysFromToday(36), durationDays: 7 }],
    ...overrides,
  })
}

export async function setSiteSetting(db: AppDatabase, key: string, value: unknown): Promise<void> {
  await db
    .insert(siteSettings)
    .values({ key, value })
    .onConflictDoUpdate({ target: siteSettings.key, set: { value } })
}

export async function createShortLink(
  db: AppDatabase,
  sourceUrl: string,
): Promise<Row<typeof shortLinks>> {
  const [row] = await db.insert(shortLinks).values({ sourceUrl }).returning()
  return row!
}

export async function createBlogPost(
  db: AppDatabase,
  overrides: Partial<Insert<typeof blogPosts>> = {},
): Promise<Row<typeof blogPosts>> {
  const n = nextUniqueNumber()
  const [row] = await db
    .insert(blogPosts)
    .values({
      slug: `journal-post-${n}`,
      categorySlug: 'travel-tips',
      categoryName: 'Travel tips',
      title: `Journal post ${n}`,
      excerpt: `What post ${n} is about`,
      body: `<p>Post ${n}</p>`,
      coverKey: `journal-${n}`,
      coverAlt: `Cover of post ${n}`,
      authorName: 'Anna Writer',
      readingMinutes: 5,
      tags: [],
      publishedAt: new Date(Date.now() - n * 60_000),
      ...overrides,
    })
    .returning()
  return row!
}

export async function createHelpArticle(
  db: AppDatabase,
  overrides: Partial<Insert<typeof helpArticles>> = {},
): Promise<Row<typeof helpArticles>> {
  const n = nextUniqueNumber()
  const [row] = await db
    .insert(helpArticles)
    .values({
      slug: `help-${n}`,
      sectionSlug: 'booking',
      sectionName: 'Booking',
      title: `Help ${n}`,
      body: `<p>Help ${n}</p>`,
      ...overrides,
    })
    .returning()
  return row!
}

export async function createSeoPage(
  db: AppDatabase,
  overrides: Partial<Insert<typeof seoPages>> = {},
): Promise<Row<typeof seoPages>> {
  const n = nextUniqueNumber()
  const [row] = await db
    .insert(seoPages)
    .values({ path: `/seo-page-${n}`, title: `SEO page ${n}`, ...overrides })
    .returning()
  return row!
}

/** Empties every table these modules read, so site-wide lists and counts start from nothing. */
async function emptyCatalogue(db: AppDatabase): Promise<void> {
  // A job of the previous test's app (review invitations, call sweeps) may still be reading when
  // the truncate asks for its exclusive locks; PostgreSQL then breaks the deadlock by failing one
  // side, and the remedy is to run the truncate again.
  for (let attempt = 1; ; attempt += 1) {
    try {
      await db.execute(
        sql`truncate table site_settings, short_links, seo_pages, currency_rates, blog_posts, help_articles,
          tours, organizers, showplaces, cities, regions, countries, world_parts, collections, seasons,
          rest_kinds, languages, ships, water_objects restart identity cascade`,
      )
      return
    } catch (error) {
      if (attempt === 3 || !isDeadlock(error)) throw error
    }
  }
}

function isDeadlock(error: unknown): boolean {
  const cause = error instanceof Error && 'cause' in error ? error.cause : error
  return typeof cause === 'object' && cause !== null && 'code' in cause && cause.code === '40P01'
}

export type SiteTestHarness = {
  readonly db: AppDatabase
  /** A fresh app on the test database, closed after the test; `logLines` collects its log at info level. */
  app(options?: { config?: Partial<Config>; logLines?: string[] }): App
}

/**
 * Registers, in the enclosing describe: a migrated database for the target, emptied before
 * each test, and apps built on it that are closed after each test.
 */
export function useSiteTestHarness(target: TestDatabaseTarget): SiteTestHarness {
  const testDatabase = useMigratedDatabase(target)
  const apps: App[] = []
  beforeEach(async () => {
    await emptyCatalogue(testDatabase.database.db)
  })
  afterEach(async () => {
    await Promise.all(apps.splice(0).map((app) => app.close()))
  })
  return {
    get db() {
      return testDatabase.database.db
    },
    app({ config = {}, logLines } = {}) {
      const app = buildApp({
        config: {
          ...testDatabase.config,
          ...config,
          ...(logLines === undefined ? {} : { logLevel: 'info' as const }),
        },
        database: testDatabase.database,
        ...(logLines === undefined
          ? {}
          : { logStream: { write: (line: string) => void logLines.push(line) } }),
      })
      apps.push(app)
      return app
    },
  }
}
