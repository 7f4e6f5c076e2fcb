import { callApi } from '../../lib/api-call.ts'
import { type ApiClient } from '@tourmarket/api-client'
import {
  type BlogPostSummary,
  type CatalogueGroup,
  type IndexPageItem,
  type Stats,
  type TourCard,
  type WorldPartCountry,
} from '@tourmarket/contracts'

/** Cards in each home section: two full rows of three on desktop, scrolled on phones. */
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
 * Everything the home page shows, in one round of parallel §7 calls. Each section stands alone
 * (§8: a failed call must not take the page down), so a failure only hides its own section.
 */
export async function loadHomeData(client: ApiClient): Promise<HomeData> {
  const [stats, worldParts, collections, tours, posts, restKinds] = await Promise.all([
    orNull(callApi(client, 'info')),
    orNull(
      callApi(client, 'worldPartGroups', { query: { show_countries_with_world_parts: true } }),
    ),
    orNull(callApi(client, 'collections')),
    orNull(callApi(client, 'tours', { query: { per_page: FEATURED_TOURS } })),
    orNull(callApi(client, 'blogPosts')),
    orNull(callApi(client, 'indexPageAllRestKinds')),
  ])
  return {
    stats,
    destinations: popularDestinations(worldParts?.data ?? [], DESTINATIONS),
    collections: homeCollections(collections?.data ?? [], COLLECTIONS),
    activities: restKinds?.data ?? [],
    featuredTours: (tours?.data ?? []).slice(0, FEATURED_TOURS),
    journalPosts: (posts?.data ?? []).slice(0, JOURNAL_POSTS),
    catalogueUnavailable: [stats, worldParts, collections, tours, posts].every(
      (answer) => answer === null,
    ),
  }
}

/** What the search box asked without JavaScript and found nothing for (issue 16). */
export type UnmatchedPhrase = { readonly phrase: string }

/**
 * §7 the search box posted without JavaScript (`?phrase=`, a GET form): the first completion
 * suggestion's page, as Enter opens it in the box; null when nothing matches (the home page then
 * says so) or the phrase is empty.
 */
export async function firstSuggestionUrl(
  client: ApiClient,
  phrase: string,
): Promise<string | null> {
  if (phrase.trim() === '') return null
  const answer = await orNull(
    callApi(client, 'toursFilterCompletion', { query: { phrase: phrase.trim(), limit: 1 } }),
  )
  return answer?.data[0]?.url ?? null
}
