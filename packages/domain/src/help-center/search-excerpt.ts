import { decodeHtmlEntities } from '../inputs/html-entities.ts'

/** How many characters of an article a search result shows around the match. */
export const HELP_EXCERPT_LENGTH = 160

/** The longest query the help centre searches for; longer text is cut. */
export const HELP_QUERY_MAX_LENGTH = 100

/** The query as searched: trimmed, inner whitespace collapsed, cut to its maximum; '' for none. */
export function normaliseHelpQuery(query: string | null | undefined): string {
  return (query ?? '').trim().replace(/\s+/g, ' ').slice(0, HELP_QUERY_MAX_LENGTH).trim()
}

/** The readable text of an article's (sanitised) HTML: tags gone, entities decoded, spaces collapsed. */
export function htmlToText(html: string): string {
  return decodeHtmlEntities(html.replace(/<[^>]*>/g, ' '))
    .replace(/\s+/g, ' ')
    .trim()
}

/**
 * A short piece of the text around the first place the query occurs (case-insensitive), cut at
 * word boundaries with an ellipsis on each cut side; the text's opening when the query is not in it.
 */
export function searchExcerpt(text: string, query: string, length = HELP_EXCERPT_LENGTH): string {
  if (text.length <= length) return text
  const at = query === '' ? -1 : text.toLocaleLowerCase().indexOf(query.toLocaleLowerCase())
  const centre = at === -1 ? 0 : at + Math.floor(query.length / 2)
  let start = Math.max(0, Math.min(centre - Math.floor(length / 2), text.length - length))
  let end = Math.min(text.length, start + length)
  if (start > 0) {
    const space = text.indexOf(' ', start)
    if (space !== -1 && space < (at === -1 ? end : at)) start = space + 1
  }
  if (end < text.length) {
    const space = text.lastIndexOf(' ', end)
    if (space > start && space >= (at === -1 ? start : at + query.length)) end = space
  }
  return `${start > 0 ? '…' : ''}${text.slice(start, end).trim()}${end < text.length ? '…' : ''}`
}
