// Letters NFKD does not split into a base letter and a mark (as the seed's slugs read them).
const specialLetters: Readonly<Record<string, string>> = {
  ø: 'o',
  æ: 'ae',
  œ: 'oe',
  ð: 'd',
  þ: 'th',
  ß: 'ss',
  ı: 'i',
  ł: 'l',
  đ: 'd',
}

/** The longest readable part of a tour slug, before its -{id}. */
export const TOUR_SLUG_WORDS_MAX_LENGTH = 70

/** A title as slug words: lowercase ASCII letters and digits joined by single hyphens. */
function slugWords(title: string): string {
  return title
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[øæœðþßıłđ]/gu, (letter) => specialLetters[letter] ?? letter)
    .replace(/['’`]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
}

/** Slug words cut at a hyphen to at most `maxLength` characters, so no word is chopped. */
function truncateWords(words: string, maxLength: number): string {
  if (words.length <= maxLength) return words
  const cut = words.slice(0, maxLength + 1)
  const lastHyphen = cut.lastIndexOf('-')
  return (lastHyphen > 0 ? cut.slice(0, lastHyphen) : words.slice(0, maxLength)).replace(/-+$/, '')
}

/**
 * §2 /{slug ending in -digits}: a tour's slug is its title's words and its id, as the seed makes
 * them (`northern-lights-in-tromso-412`); a title with no Latin letters or digits gives `tour-{id}`.
 * The id keeps every slug unique however titles repeat.
 */
export function tourSlug(title: string, tourId: number): string {
  const words = truncateWords(slugWords(title), TOUR_SLUG_WORDS_MAX_LENGTH)
  return `${words === '' ? 'tour' : words}-${String(tourId)}`
}
