import type { SearchFacets, TourAccommodations } from '@tourmarket/contracts'

type AccommodationFacet = SearchFacets['accommodation']

/**
 * The accommodation filter lists every kind the catalogue offers (§7 tour-accommodations), in its
 * order, not only the kinds this search finds: the list stays put while other filters narrow the
 * results, and a kind this search has none of shows 0 (and cannot be ticked). 'not-set' is no
 * choice, so it is never offered; without the catalogue list the facet stands alone.
 */
export function withEveryAccommodationKind(
  facet: AccommodationFacet,
  catalogue: TourAccommodations | null,
): AccommodationFacet {
  if (catalogue === null) return facet
  const offered: readonly string[] = catalogue.data
    .filter((kind) => kind.tours_count > 0 && kind.id !== 'not-set')
    .map((kind) => kind.id)
  const listed = offered.map(
    (kind) =>
      facet.find((option) => option.value === kind) ?? { value: kind, count: 0, selected: false },
  )
  // A kind the facet counts that the catalogue list does not know (a stale list) still shows.
  return [...listed, ...facet.filter((option) => !offered.includes(option.value))]
}
