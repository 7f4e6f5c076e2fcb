import type { Sitemap, SitemapEntry } from '@tourmarket/contracts'
import { calendarDateOf } from '../../platform/sql/listed-tours.ts'
import type { DatedSlugRow, SiteRepository } from './repository.ts'

/**
 * Sitemap priorities (0–1) by kind of page: the home page, then tours, then the landing pages
 * a search engine should find them through, then content and service pages.
 */
export const sitemapPriority = {
  home: 1,
  tour: 0.9,
  country: 0.8,
  region: 0.7,
  restKind: 0.7,
  collection: 0.7,
  city: 0.6,
  journalPost: 0.6,
  journalCategory: 0.5,
  staticPage: 0.5,
  organizer: 0.5,
  helpSection: 0.4,
  helpArticle: 0.4,
  onRequestPlace: 0.4,
} as const

/** §2 open pages that exist whatever the catalogue holds. */
const staticPaths = [
  '/destinations',
  '/collections',
  '/tour-providers',
  '/tours-upon-request',
  '/journal',
  '/help-center',
  '/join',
  '/about',
  '/gift-cards',
  // Decision 0073: a card's balance by code (a buyer's order page is a capability: never listed).
  '/gift-cards/balance',
  '/contacts',
  '/agreement',
  '/tour-provider-agreement',
  '/privacy',
  '/safety-rules',
]

/**
 * The path of a page at the site root (§2): a tour page is /{slug ending in -digits}; a
 * landing page is the tour search at /{slug*}, which reads one slug as the country, region,
 * city, rest kind or collection it names.
 */
export function rootPath(slug: string): string {
  return `/${slug}`
}

/** seo_pages.priority is stored on a 0–10 scale. */
const SEO_PAGE_PRIORITY_SCALE = 10

function dated(
  rows: DatedSlugRow[],
  path: (slug: string) => string,
  priority: number,
): SitemapEntry[] {
  return rows.map((row) => ({
    url: path(row.slug),
    lastmod: row.lastmod === null ? null : calendarDateOf(row.lastmod),
    priority,
  }))
}

export type SitemapService = ReturnType<typeof createSitemapService>

/**
 * §7 seo-pages-sitemap: every page worth indexing, for sitemap.xml. Landing pages are listed
 * only while they have listed tours, so the sitemap never points at an empty search. Slugs are
 * unique within a kind only; landing pages come in the order the search resolves a shared slug
 * (country, region, city, rest kind, collection), and a path listed twice keeps its first entry,
 * so an editor's SEO page never overrides a landing page.
 */
export function createSitemapService({
  repository,
  now,
  excursionsEnabled = true,
}: {
  repository: SiteRepository
  now: () => Date
  /** §1 the brand's excursionsEnabled: without it, no excursion is listed (decision 0032). */
  excursionsEnabled?: boolean
}) {
  return {
    async entries(): Promise<Sitemap> {
      const instant = now()
      const [
        tours,
        countries,
        regions,
        cities,
        restKinds,
        collections,
        posts,
        categories,
        organizerIds,
        helpSections,
        helpArticles,
        seoPages,
        onRequestCountries,
      ] = await Promise.all([
        repository.listedTourSlugs(instant, excursionsEnabled),
        repository.countrySlugs(instant),
        repository.regionSlugs(instant),
        repository.citySlugs(instant),
        repository.restKindSlugs(instant),
        repository.collectionSlugs(instant),
        repository.journalPostSlugs(instant),
        repository.journalCategorySlugs(instant),
        repository.publishedOrganizerIds(),
        repository.helpSectionSlugs(),
        repository.helpArticleSlugs(),
        repository.seoPages(),
        repository.onRequestCountrySlugs(),
      ])
      const entries: SitemapEntry[] = [
        { url: '/', lastmod: null, priority: sitemapPriority.home },
        ...dated(tours, rootPath, sitemapPriority.tour),
        ...dated(countries, rootPath, sitemapPriority.country),
        ...dated(regions, rootPath, sitemapPriority.region),
        ...dated(cities, rootPath, sitemapPriority.city),
        ...dated(restKinds, rootPath, sitemapPriority.restKind),
        ...dated(collections, rootPath, sitemapPriority.collection),
        ...seoPages.map((page) => ({
          url: page.path,
          lastmod: calendarDateOf(page.updatedAt),
          priority: Math.min(Math.max(page.priority / SEO_PAGE_PRIORITY_SCALE, 0), 1),
        })),
        ...dated(posts, (slug) => `/journal/${slug}`, sitemapPriority.journalPost),
        ...dated(categories, (slug) => `/journal/${slug}`, sitemapPriority.journalCategory),
        ...staticPaths.map((url) => ({ url, lastmod: null, priority: sitemapPriority.staticPage })),
        // Only places that have tours on request: an empty list is not indexed (noindex).
        ...dated(
          onRequestCountries,
          (slug) => `/tours-upon-request/${slug}`,
          sitemapPriority.onRequestPlace,
        ),
        ...organizerIds.map((id) => ({
          url: `/tour-provider/${String(id)}`,
          lastmod: null,
          priority: sitemapPriority.organizer,
        })),
        ...helpSections.map((slug) => ({
          url: `/help-center/${slug}`,
          lastmod: null,
          priority: sitemapPriority.helpSection,
        })),
        ...helpArticles.map((slug) => ({
          url: `/help-center/${slug}`,
          lastmod: null,
          priority: sitemapPriority.helpArticle,
        })),
      ]
      const seen = new Set<string>()
      return {
        data: entries.filter((entry) => {
          if (seen.has(entry.url)) return false
          seen.add(entry.url)
          return true
        }),
      }
    },
  }
}
