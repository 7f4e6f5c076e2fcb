export { ACTIVITY_PING_INTERVAL_MS, createActivityThrottle } from './activity.ts'
export type { ActivityDecision, ActivityThrottle, ActivityThrottleState } from './activity.ts'
export { bearer, parseBearer } from './bearer.ts'
export { COOKIE_MAX_AGE_SECONDS } from './cookies.ts'
export {
  FAVOURITE_TOURS_STORAGE_KEY,
  TOUR_ID_NOT_A_NUMBER,
  addFavourite,
  favouritesAfterLogin,
  favouritesMissingOnServer,
  normaliseFavouriteIds,
  parseFavouriteTourId,
  parseStoredFavourites,
  removeFavourite,
  serializeFavourites,
  toggleFavourite,
  unionFavourites,
} from './favourites.ts'
export type { FavouriteChange, FavouriteTourIdResult } from './favourites.ts'
export { countryCorrection, isProfileIncomplete } from './profile.ts'
export type { ProfileCompleteness } from './profile.ts'
export { extractUtm } from './utm.ts'
export type { QueryInput, Utm } from './utm.ts'
