/** Stands in for the site's own origin when resolving a path; never shown to anyone. */
const ownOrigin = 'https://same-site.invalid'

/** Browsers drop tabs and newlines anywhere in a URL and skip leading spaces and controls. */
function withoutSkippedCharacters(target: string): string {
  let start = 0
  while (start < target.length && target.charCodeAt(start) <= 0x20) start += 1
  return target.slice(start).replaceAll('\t', '').replaceAll('\n', '').replaceAll('\r', '')
}

/**
 * A redirect target that cannot leave the site (issue 14: an address such as `//evil.example/italy`
 * has the pathname `//evil.example/italy`, which a browser reads as another host). Leading
 * slashes, backslashes and the whitespace or control characters browsers skip are collapsed into
 * one slash; whatever still resolves to another origin (a scheme, `javascript:`) becomes `fallback`.
 * Every `Location` the storefront builds from a request goes through here.
 */
export function sameSitePath(target: string, fallback = '/'): string {
  const cleaned = withoutSkippedCharacters(target)
  if (!/^[/\\]/.test(cleaned)) return fallback
  const path = cleaned.replace(/^[/\\]+/, '/')
  const resolved = new URL(path, ownOrigin)
  if (resolved.origin !== ownOrigin) return fallback
  return `${resolved.pathname}${resolved.search}${resolved.hash}`
}
