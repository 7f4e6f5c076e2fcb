/** §9 Countries 31, 114, 228 do not use the metric system (country ids of the §3 Country). */
const nonMetricCountryIds: readonly number[] = [31, 114, 228]

/** Whether distances, heights and weights are shown in metric units to a user from this country. */
export function usesMetricSystem(countryId: number): boolean {
  return !nonMetricCountryIds.includes(countryId)
}
