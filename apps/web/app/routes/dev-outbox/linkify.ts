export type TextPart =
  | { readonly kind: 'text'; readonly text: string }
  | { readonly kind: 'link'; readonly text: string; readonly href: string }

const URL_PATTERN = /https?:\/\/[^\s<>"']+/g

/** A message body cut into text and http(s) links, so the outbox page makes links clickable. */
export function linkifiedParts(body: string): TextPart[] {
  const parts: TextPart[] = []
  let last = 0
  for (const match of body.matchAll(URL_PATTERN)) {
    // A sentence's full stop or comma after a link is not part of it.
    const href = match[0].replace(/[.,;:!?)]+$/, '')
    const start = match.index
    if (start > last) parts.push({ kind: 'text', text: body.slice(last, start) })
    parts.push({ kind: 'link', text: href, href })
    last = start + href.length
  }
  if (last < body.length) parts.push({ kind: 'text', text: body.slice(last) })
  return parts
}
