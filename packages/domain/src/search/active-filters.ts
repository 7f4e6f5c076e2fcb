import { normalizeSearchFilter } from './filter.ts'
import type { SearchFilterInput, SearchFilterKey } from './filter.ts'

/**
 * The filters a user sets, grouped as the §3 filter keys name them, so a price range counts once
 * however many of its ends are set. Two cruise options the list does not name count on their
 * own. Not counted: slug, page and sort (where and how to look, not what to look for), the
 * search mode (isCruisesSearch), the tour/excursion tab (type) and the organizer, which a page
 * sets rather than the user.
 */
const activeFilterGroups: Readonly<Record<string, readonly SearchFilterKey[]>> = {
  toursDirection: ['cities', 'regions', 'countries', 'continent', 'showplace', 'placeName', 'lat'],
  activities: ['restKinds'],
  cruiseTypes: ['cruisesType'],
  startCity: ['cruisesStartCity'],
  // The cruise "direction" is read as the body of water sailed.
  direction: ['waterObject'],
  ships: ['ships'],
  dates: ['dateFrom', 'dateTo'],
  price: ['priceMin', 'priceMax', 'pricePerDayMin', 'pricePerDayMax'],
  duration: ['daysMin', 'daysMax'],
  age: ['minAge'],
  accommodation: ['accommodation'],
  difficulty: ['difficulty'],
  collections: ['collections'],
  languages: ['languages'],
  authorOperator: ['operatorType', 'isAuthorTourSearch'],
  groupSize: ['maxGroupSize'],
  comfort: ['comfort'],
  cabinsCapacity: ['cruisesCabinsCapacity'],
  returningCruises: ['onlyReturningCruises'],
}

/** How many filter groups are set, for a "Filters (n)" badge; defaults do not count. */
export function countActiveFilters(filter: SearchFilterInput): number {
  const normalized = normalizeSearchFilter(filter)
  return Object.values(activeFilterGroups).filter((keys) =>
    keys.some((key) => normalized[key] !== undefined),
  ).length
}
