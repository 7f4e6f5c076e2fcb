/** Stands in for the site's own origin when resolving a path; never shown to anyone. */
const ownOrigin = 'https://same-site.invalid'

/** Browsers drop tabs and newlines anywhere in a URL and skip leading spaces and controls. */
function withoutSkippedCharacters(target: string): string {
  let start = 0
  while (start < target.length && target.charCodeAt(start) <= 0x20) start += 1
  return target.slice(start).replaceAll('\t', '').replaceAll('\n', '').replaceAll('\r', '')
}

/**
 * Whether a browser given `Location: path` stays on the site: one slash and then neither a slash
 * nor a backslash (`//host`, `/\host` are another host), and resolving it again changes nothing.
 */
function staysOnSite(path: string): boolean {
  if (!/^\/(?![/\\])/.test(path)) return false
  const again = new URL(path, ownOrigin)
  return again.origin === ownOrigin && `${again.pathname}${again.search}${again.hash}` === path
}

/**
 * The path, query and hash `target` names on this site, resolved as a browser resolves it, or
 * null when it names another origin. The decision is made on the parsed URL, not the text: dot
 * segments (`/.//evil.example`, `/%2e//evil.example`, `/a/..//evil.example`) are removed by
 * parsing and only then leave `//evil.example`, which a check of the text's first characters
 * misses (issue 37).
 */
export function sitePathOf(target: string): string | null {
  const cleaned = withoutSkippedCharacters(target)
  if (!/^[/\\]/.test(cleaned)) return null
  const resolved = new URL(cleaned, ownOrigin)
  if (resolved.origin !== ownOrigin) return null
  const path = `${resolved.pathname}${resolved.search}${resolved.hash}`
  return staysOnSite(path) ? path : null
}

/**
 * A redirect target that cannot leave the site (issue 14: an address such as `//evil.example/italy`
 * has the pathname `//evil.example/italy`, which a browser reads as another host). Leading
 * slashes, backslashes and the whitespace or control characters browsers skip are collapsed into
 * one slash; whatever still resolves to another origin, or to a path a browser would read as one
 * (a scheme, `javascript:`, `/.//evil.example`), becomes `fallback`. Every `Location` the
 * storefront builds from a request goes through here.
 */
export function sameSitePath(target: string, fallback = '/'): string {
  return sitePathOf(withoutSkippedCharacters(target).replace(/^[/\\]+/, '/')) ?? fallback
}
