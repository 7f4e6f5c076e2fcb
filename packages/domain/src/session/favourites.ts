/** §5: the warning text when a favourite's tour id does not convert to a number. */
export const TOUR_ID_NOT_A_NUMBER = 'tourId must be a number'

/**
 * §3 local storage key of the favourite tour ids. Snake case like the API's own names
 * (`favourites_tours_ids`, `user/favourite-tours`), and specific enough not to collide with
 * other keys on the same origin.
 */
export const FAVOURITE_TOURS_STORAGE_KEY = 'favourite_tours'

export type FavouriteTourIdResult =
  | { readonly ok: true; readonly tourId: number }
  | { readonly ok: false; readonly message: typeof TOUR_ID_NOT_A_NUMBER }

/**
 * §5 favourites add/remove: the tour id must convert to a number. Numbers and strings of digits
 * do; tour ids are positive integers, so 0, fractions, signs and spaces do not.
 */
export function parseFavouriteTourId(value: unknown): FavouriteTourIdResult {
  const candidate =
    typeof value === 'string' && /^\d+$/.test(value)
      ? Number(value)
      : typeof value === 'number'
        ? value
        : Number.NaN
  return Number.isSafeInteger(candidate) && candidate > 0
    ? { ok: true, tourId: candidate }
    : { ok: false, message: TOUR_ID_NOT_A_NUMBER }
}

/** Valid ids in first-seen order, without repeats; anything that is not a tour id is dropped. */
export function normaliseFavouriteIds(values: readonly unknown[]): number[] {
  const ids = new Set<number>()
  for (const value of values) {
    const parsed = parseFavouriteTourId(value)
    if (parsed.ok) ids.add(parsed.tourId)
  }
  return [...ids]
}

/**
 * §4: once logged in, the local list is replaced by the server's. Local ids are not merged here:
 * when the login sent them (auth via code, `favourites_tours_ids`), the server list has them.
 */
export function favouritesAfterLogin(serverIds: readonly unknown[]): number[] {
  return normaliseFavouriteIds(serverIds)
}

/** What the API stores on auth via code: the user's ids, then the device's new ones. */
export function unionFavourites(
  localIds: readonly unknown[],
  serverIds: readonly unknown[],
): number[] {
  return normaliseFavouriteIds([...serverIds, ...localIds])
}

/** Local storage is shared and editable by hand: anything unreadable reads as no favourites. */
export function parseStoredFavourites(raw: string | null): number[] {
  if (raw === null) return []
  try {
    const parsed: unknown = JSON.parse(raw)
    return Array.isArray(parsed) ? normaliseFavouriteIds(parsed) : []
  } catch {
    return []
  }
}

export function serializeFavourites(ids: readonly number[]): string {
  return JSON.stringify(normaliseFavouriteIds(ids))
}

/**
 * A §5 add or remove of a favourite: the list after it, or the 'tourId must be a number' warning
 * the caller logs (and then does nothing).
 */
export type FavouriteChange =
  | {
      readonly ok: true
      readonly tourId: number
      /** Whether the tour is a favourite after the change. */
      readonly favourite: boolean
      readonly ids: number[]
    }
  | { readonly ok: false; readonly message: typeof TOUR_ID_NOT_A_NUMBER }

/** §5 add: the newest favourite first, as the server lists them; adding one twice changes nothing. */
export function addFavourite(ids: readonly number[], tourId: unknown): FavouriteChange {
  const parsed = parseFavouriteTourId(tourId)
  if (!parsed.ok) return parsed
  return {
    ok: true,
    tourId: parsed.tourId,
    favourite: true,
    ids: ids.includes(parsed.tourId)
      ? normaliseFavouriteIds(ids)
      : normaliseFavouriteIds([parsed.tourId, ...ids]),
  }
}

/** §5 remove: removing a tour that is not a favourite changes nothing. */
export function removeFavourite(ids: readonly number[], tourId: unknown): FavouriteChange {
  const parsed = parseFavouriteTourId(tourId)
  if (!parsed.ok) return parsed
  return {
    ok: true,
    tourId: parsed.tourId,
    favourite: false,
    ids: normaliseFavouriteIds(ids.filter((id) => id !== parsed.tourId)),
  }
}

/** The heart button: removes a favourite, adds any other tour. */
export function toggleFavourite(ids: readonly number[], tourId: unknown): FavouriteChange {
  const parsed = parseFavouriteTourId(tourId)
  if (!parsed.ok) return parsed
  return ids.includes(parsed.tourId) ? removeFavourite(ids, tourId) : addFavourite(ids, tourId)
}

/**
 * After a sign-in the device's favourites the account lacks, oldest first, so that adding them
 * one by one (each becomes the newest) keeps the device's order at the top of the account's list.
 */
export function favouritesMissingOnServer(
  localIds: readonly unknown[],
  serverIds: readonly unknown[],
): number[] {
  const onServer = new Set(normaliseFavouriteIds(serverIds))
  return normaliseFavouriteIds(localIds)
    .filter((id) => !onServer.has(id))
    .reverse()
}
