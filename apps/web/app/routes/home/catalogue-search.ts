import { CATALOGUE_SLUG } from '@tourmarket/domain/search'

/**
 * Issue 42: the whole catalogue's search page (/tours), searched for the phrase when there is one
 * (§3 placeName); the English path, localized by the caller.
 */
export function catalogueSearchPath(phrase: string): string {
  const path = `/${CATALOGUE_SLUG}`
  const text = phrase.trim()
  return text === '' ? path : `${path}?placeName=${encodeURIComponent(text)}`
}
