// The pages the bench measures, taken from the demo catalogue the API just seeded: the home page,
// the search landing of the country with the most tours, a tour of that country with upcoming
// dates (the richest tour page: dates, prices, booking), the newest journal article (cover, body
// images, similar posts) and that tour's organizer page (reviews, verification, tour cards).
import {
  SEARCH_PER_PAGE_MAX,
  blogPostsSchema,
  toursPageResponseSchema,
  toursResponseSchema,
} from '@tourmarket/contracts'

export type BenchPage = {
  name: 'home' | 'search' | 'tour' | 'article' | 'organizer'
  path: string
}

async function getJson(url: string): Promise<unknown> {
  const response = await fetch(url)
  if (!response.ok) throw new Error(`GET ${url} answered ${response.status}`)
  return response.json()
}

export async function pickPages(apiUrl: string): Promise<BenchPage[]> {
  const everything = toursPageResponseSchema.parse(
    await getJson(`${apiUrl}/spa/tours-page?per_page=1&expand=filters`),
  )
  const [country] = [...(everything.filters?.countries ?? [])].sort((a, b) => b.count - a.count)
  if (country === undefined) throw new Error('the demo catalogue lists no country with tours')

  const tours = toursResponseSchema.parse(
    await getJson(`${apiUrl}/spa/tours?slug=${encodeURIComponent(country.slug)}&per_page=30`),
  )
  const upcoming = tours.data.find((tour) => tour.nearest_dates.length > 0)
  if (upcoming === undefined) throw new Error(`no tour in ${country.name} has upcoming dates`)

  const journal = blogPostsSchema.parse(await getJson(`${apiUrl}/spa/blog-posts`))
  const [newestPost] = journal.data
  if (newestPost === undefined) throw new Error('the demo journal has no post')

  return [
    { name: 'home', path: '/' },
    { name: 'search', path: `/${country.slug}` },
    { name: 'tour', path: `/${upcoming.slug}` },
    { name: 'article', path: `/journal/${newestPost.slug}` },
    { name: 'organizer', path: `/tour-provider/${String(upcoming.organizer.id)}` },
  ]
}

/**
 * Tour pages for the SSR load test: `count` tours with upcoming dates (a tour page with dates,
 * prices and booking), from the catalogue's first page, so each connection cycles through pages
 * of different sizes rather than one page the caches would flatter.
 */
export async function pickTourPaths(apiUrl: string, count: number): Promise<string[]> {
  const page = toursPageResponseSchema.parse(
    await getJson(`${apiUrl}/spa/tours-page?per_page=${SEARCH_PER_PAGE_MAX}`),
  )
  const paths = page.data
    .filter((tour) => tour.nearest_dates.length > 0)
    .slice(0, count)
    .map((tour) => `/${tour.slug}`)
  if (paths.length < count) {
    throw new Error(
      `the demo catalogue has ${paths.length} tours with upcoming dates, not ${count}`,
    )
  }
  return paths
}
