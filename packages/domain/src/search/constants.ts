import { extendedAccommodationKinds } from '../enums/index.ts'
import type { ExtendedAccommodationKind } from '../enums/index.ts'

/** §9 Search: price max 200000 (RUB); per day 30000; days 20; age cap 18. */
export const PRICE_MAX = 200000
export const PRICE_PER_DAY_MAX = 30000
export const DAYS_MAX = 20
/** §5: a minimum age below 0, or at this cap and above, is no age filter at all. */
export const AGE_CAP = 18

/**
 * The spec gives no unit or limit for the geographic radius. It is read as kilometres, and capped
 * at 500 km: wide enough for "around this region", narrow enough that the database query stays a
 * local one rather than a scan of the whole catalogue.
 */
export const RADIUS_MAX_KM = 500

/**
 * Issue 42: the whole catalogue's search page is /tours (the §2 tour search, /{slug*}, on this
 * slug), so no landing page (place, theme, ship…) may take it (docs/decisions/0058-forgiving-search.md).
 */
export const CATALOGUE_SLUG = 'tours'

/**
 * Free text (slug, placeName) longer than this is dropped rather than cut: a cut slug names a
 * different page, and no real place name comes near it.
 */
export const TEXT_MAX_LENGTH = 255

/**
 * §3 Accommodation kinds the filter accepts: the main list plus `tourist-base` from the second
 * list, in that list's order. Its `any` is not a kind but the absence of a filter, so it is dropped.
 */
export const searchAccommodationKinds = extendedAccommodationKinds.filter(
  (kind): kind is SearchAccommodationKind => kind !== 'any',
)
export type SearchAccommodationKind = Exclude<ExtendedAccommodationKind, 'any'>
