export {
  AGE_CAP,
  CATALOGUE_SLUG,
  DAYS_MAX,
  PRICE_MAX,
  PRICE_PER_DAY_MAX,
  RADIUS_MAX_KM,
} from './constants.ts'
export { normalizeSearchFilter } from './filter.ts'
export type { SearchFilter, SearchFilterInput } from './filter.ts'
export { parseApiParams, parseSearchQuery, toApiParams, toSearchQuery } from './query.ts'
export type { SearchQuery } from './query.ts'
export { countActiveFilters } from './active-filters.ts'
