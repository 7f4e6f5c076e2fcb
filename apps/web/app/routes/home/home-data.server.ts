import { callApi } from '../../lib/api-call.ts'
import { catalogueSearchPath } from './catalogue-search.ts'
import { type ApiClient } from '@tourmarket/api-client'
import {
  type BlogPostSummary,
  type CatalogueGroup,
  type IndexPageItem,
  type Stats,
  type TourCard,
  type WorldPartCountry,
} from '@tourmarket/contracts'
import {
  STORY_REVIEWS_PER_TOUR,
  TRAVELLERS_STORIES,
  travellersStories,
  type TravellerStory,
} from './travellers-stories.ts'

/** Cards in each home section: the featured tours are a carousel, the others grids. */
export const FEATURED_TOURS = 6
export const DESTINATIONS = 8
export const COLLECTIONS = 6
export const JOURNAL_POSTS = 3

/** A section whose §7 call failed is null: the page still renders, without that section. */
export type HomeData = {
  readonly stats: Stats | null
  readonly destinations: readonly WorldPartCountry[]
  readonly collections: readonly CatalogueGroup[]
  /** §7 index-page/all-rest-kinds: the activities block. */
  readonly activities: readonly IndexPageItem[]
  readonly featuredTours: readonly TourCard[]
  /** Photos tourists attached to the featured tours' reviews (empty: the row is hidden). */
  readonly stories: readonly TravellerStory[]
  readonly journalPosts: readonly BlogPostSummary[]
  /** Every call failed: the API could not be reached, and the page says so. */
  readonly catalogueUnavailable: boolean
}

/** The countries with the most tours, across every world part, most first (ties by name). */
export function popularDestinations(
  worldParts: readonly { readonly countries: readonly WorldPartCountry[] }[],
  limit: number,
): WorldPartCountry[] {
  return worldParts
    .flatMap((part) => part.countries)
    .filter((country) => country.tours_count > 0)
    .toSorted((a, b) => b.tours_count - a.tours_count || a.name.localeCompare(b.name))
    .slice(0, limit)
}

/** The collections that have tours, largest first, as the home page lists them. */
export function homeCollections(
  groups: readonly CatalogueGroup[],
  limit: number,
): CatalogueGroup[] {
  return groups
    .filter((group) => group.tours_count > 0)
    .toSorted((a, b) => b.tours_count - a.tours_count)
    .slice(0, limit)
}

async function orNull<Result>(call: Promise<Result>): Promise<Result | null> {
  try {
    return await call
  } catch {
    return null
  }
}

/**
 * "Travellers' stories": the photos in the featured tours' newest reviews (§7 all-tour-reviews per
 * tour, all at once). §7 has no call for reviews across tours, and these are the tours the page
 * already shows. A tour whose reviews fail to load just gives no story.
 */
async function loadStories(
  client: ApiClient,
  tours: readonly TourCard[],
): Promise<TravellerStory[]> {
  const pages = await Promise.all(
    tours.map((tour) =>
      orNull(
        callApi(client, 'allTourReviews', {
          query: { slug: tour.slug, limit: STORY_REVIEWS_PER_TOUR },
        }),
      ),
    ),
  )
  return travellersStories(
    pages.map((page) => page?.data ?? []),
    TRAVELLERS_STORIES,
  )
}

/**
 * Everything the home page shows, in one round of parallel §7 calls (the stories' reviews follow
 * the featured tours while the others are still running). Each section stands alone (§8: a failed
 * call must not take the page down), so a failure only hides its own section.
 */
export async function loadHomeData(client: ApiClient): Promise<HomeData> {
  const featured = orNull(callApi(client, 'tours', { query: { per_page: FEATURED_TOURS } }))
  const [stats, worldParts, collections, tours, posts, restKinds, stories] = await Promise.all([
    orNull(callApi(client, 'info')),
    orNull(
      callApi(client, 'worldPartGroups', { query: { show_countries_with_world_parts: true } }),
    ),
    orNull(callApi(client, 'collections')),
    featured,
    orNull(callApi(client, 'blogPosts')),
    orNull(callApi(client, 'indexPageAllRestKinds')),
    featured.then((answer) => loadStories(client, (answer?.data ?? []).slice(0, FEATURED_TOURS))),
  ])
  return {
    stats,
    destinations: popularDestinations(worldParts?.data ?? [], DESTINATIONS),
    collections: homeCollections(collections?.data ?? [], COLLECTIONS),
    activities: restKinds?.data ?? [],
    featuredTours: (tours?.data ?? []).slice(0, FEATURED_TOURS),
    stories,
    journalPosts: (posts?.data ?? []).slice(0, JOURNAL_POSTS),
    catalogueUnavailable: [stats, worldParts, collections, tours, posts].every(
      (answer) => answer === null,
    ),
  }
}

/**
 * Where the search box leads (issue 42), as Enter does in the box: an empty phrase to the whole
 * catalogue; otherwise the first completion suggestion's page, or, when nothing completes, the
 * catalogue searched for the phrase (typos forgiven there too).
 */
export async function searchBoxTarget(client: ApiClient, phrase: string): Promise<string> {
  const text = phrase.trim()
  if (text === '') return catalogueSearchPath('')
  const answer = await orNull(
    callApi(client, 'toursFilterCompletion', { query: { phrase: text, limit: 1 } }),
  )
  return answer?.data[0]?.url ?? catalogueSearchPath(text)
}
