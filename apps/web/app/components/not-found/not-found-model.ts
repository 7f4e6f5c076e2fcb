/** How many destinations and tours the 404 page suggests: one row of cards on a wide screen. */
export const NOT_FOUND_DESTINATIONS = 8
export const NOT_FOUND_TOURS = 4

/** The countries with the most tours, most first (ties by name), as links the 404 page offers. */
export function topDestinations(
  countries: readonly { readonly name: string; readonly slug: string; readonly count: number }[],
  limit: number,
): { readonly name: string; readonly slug: string }[] {
  return countries
    .filter((country) => country.count > 0)
    .toSorted((a, b) => b.count - a.count || a.name.localeCompare(b.name))
    .slice(0, limit)
    .map(({ name, slug }) => ({ name, slug }))
}
