import { CATALOGUE_SLUG } from '@tourmarket/domain/search'

// Letters NFKD does not split into a base letter and a mark.
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

/** Latin text without accents: 'Ísafjörður' → 'Isafjordur'. */
export function stripAccents(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(/[øæœðþßıłđ]/giu, (letter) => {
      const plain = specialLetters[letter.toLowerCase()] ?? letter
      return letter === letter.toLowerCase() ? plain : plain.toUpperCase()
    })
}

/** A URL slug: lowercase ASCII letters and digits joined by single hyphens. */
export function slugify(text: string): string {
  return stripAccents(text)
    .toLowerCase()
    .replace(/['’`]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
}

/** A slug cut to at most `maxLength` characters at a hyphen, so no word is chopped. */
export function truncateSlug(slug: string, maxLength: number): string {
  if (slug.length <= maxLength) return slug
  const cut = slug.slice(0, maxLength + 1)
  const lastHyphen = cut.lastIndexOf('-')
  return (lastHyphen > 0 ? cut.slice(0, lastHyphen) : slug.slice(0, maxLength)).replace(/-+$/, '')
}

/** §2: a path ending in -digits is a tour, so no landing page may end that way. */
export const tourSlugPattern = /^[a-z0-9]+(?:-[a-z0-9]+)*-\d+$/

export type SlugRegistry = {
  /**
   * Takes the first free slug among `base`, `base-q1`, `base-q1-q2`…: the first claimant keeps the
   * plain name and later ones are told apart by what they belong to. Throws when all are taken or
   * a candidate would read as a tour slug.
   */
  claim(base: string, qualifiers?: readonly string[]): string
  has(slug: string): boolean
}

/**
 * §2 /{slug}: countries, regions, cities, rest kinds, collections, showplaces, ships and water
 * objects share one URL namespace, so one registry hands out all their slugs in a fixed order.
 */
export function createSlugRegistry(): SlugRegistry {
  // The whole catalogue's page holds its slug: the city of Tours is told apart by its country.
  const taken = new Set<string>([CATALOGUE_SLUG])
  return {
    claim(base, qualifiers = []) {
      let candidate = slugify(base)
      const tried: string[] = []
      for (const qualifier of ['', ...qualifiers]) {
        if (qualifier !== '') candidate = `${candidate}-${slugify(qualifier)}`
        tried.push(candidate)
        if (candidate !== '' && !tourSlugPattern.test(candidate) && !taken.has(candidate)) {
          taken.add(candidate)
          return candidate
        }
      }
      throw new Error(`No free landing slug for '${base}' (tried ${tried.join(', ')})`)
    },
    has: (slug) => taken.has(slug),
  }
}
