/** A route city as the day-to-place rule needs it: its names in both languages. */
export type NamedPlace = { readonly names: readonly string[] }

export type ProgramDayText = { readonly title: string; readonly description: string }

/** The day's words without markup, lower-cased, for finding a city's name in them. */
function wordsOf(html: string): string {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .toLowerCase()
}

/** Whether `text` holds `name` as a whole word (not "Nice" inside "nicer"). */
function names(text: string, name: string): boolean {
  const needle = name.trim().toLowerCase()
  if (needle === '') return false
  let from = text.indexOf(needle)
  while (from !== -1) {
    const before = text[from - 1]
    const after = text[from + needle.length]
    if (!isLetter(before) && !isLetter(after)) return true
    from = text.indexOf(needle, from + 1)
  }
  return false
}

function isLetter(character: string | undefined): boolean {
  return character !== undefined && /[\p{L}\p{N}]/u.test(character)
}

function placeNamedIn<Place extends NamedPlace>(
  text: string,
  route: readonly Place[],
): Place | undefined {
  return route.find((place) => place.names.some((name) => names(text, name)))
}

/**
 * Where each program day is spent, as a route place, for its map link (program days carry no
 * place of their own): the first route place the day's title names, else the first its text
 * names, else the previous day's (the group is still there); the first day starts at the route's
 * first place. A tour without a route has no places.
 */
export function dayPlaces<Place extends NamedPlace>(
  days: readonly ProgramDayText[],
  route: readonly Place[],
): (Place | null)[] {
  let previous: Place | null = route[0] ?? null
  return days.map((day) => {
    const named =
      placeNamedIn(wordsOf(day.title), route) ?? placeNamedIn(wordsOf(day.description), route)
    if (named !== undefined) previous = named
    return previous
  })
}
