export { createActivityThrottle } from './activity.ts'
export { bearer, parseBearer } from './bearer.ts'
export { COOKIE_MAX_AGE_SECONDS } from './cookies.ts'
export {
  consentedMetrics,
  necessaryOnly,
  optionalCookieCategories,
  parseCookieConsent,
  serializeCookieConsent,
} from './cookie-consent.ts'
export type { CookieConsent, OptionalCookieCategory } from './cookie-consent.ts'
export {
  FAVOURITE_TOURS_STORAGE_KEY,
  addFavourite,
  favouritesAfterLogin,
  favouritesMissingOnServer,
  normaliseFavouriteIds,
  parseStoredFavourites,
  removeFavourite,
  serializeFavourites,
  toggleFavourite,
} from './favourites.ts'
export type { FavouriteChange } from './favourites.ts'
export {
  RECENTLY_VIEWED_LIMIT,
  RECENTLY_VIEWED_STORAGE_KEY,
  mergeRecentlyViewed,
  normaliseRecentlyViewed,
  parseSharedTourIds,
  parseStoredRecentlyViewed,
  recordRecentlyViewed,
  sharedTourIdsParam,
} from './recently-viewed.ts'
export type { RecentlyViewedTour } from './recently-viewed.ts'
export { countryCorrection, isProfileIncomplete } from './profile.ts'
export { extractUtm } from './utm.ts'
