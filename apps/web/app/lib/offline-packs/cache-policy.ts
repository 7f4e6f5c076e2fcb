/**
 * The trip pack's service worker policy (docs/decisions/0071), as pure functions so it is tested
 * without a browser. One worker registration per saved pack, scoped to the pack's own address;
 * its cache holds that page and the build files it loads, nothing else.
 */

/** Every pack's cache name starts so; sign-out deletes them all by it. */
export const PACK_CACHE_PREFIX = 'trip-pack:'

/** The header the storefront sets on a rendered pack (not on a sign-in or error page). */
export const PACK_HEADER = 'x-trip-pack'

/** The worker's script, at the root so any pack's address may be its scope. */
export const PACK_WORKER_URL = '/trip-pack-sw.js'

/** What the page asks of the worker. */
export type PackMessage = { readonly type: 'save' }
/** The worker's answer to `save`. */
export type PackSaved = { readonly ok: true } | { readonly ok: false; readonly reason: string }

export function packCacheName(scopePath: string): string {
  return `${PACK_CACHE_PREFIX}${scopePath}`
}

/** A pack's address: /booking/trip-pack/12, /ru/… and a configured base path alike. */
export function isPackPath(pathname: string): boolean {
  return /\/trip-pack\/\d+$/.test(pathname)
}

export type RequestFacts = {
  readonly url: string
  readonly method: string
}

/**
 * How the worker answers a request from its pack: the pack itself and its install manifest
 * network-first; the build's files (hashed names, never changed in place) cache-first; anything
 * else (the API, media, other pages) straight to the network and never stored, so no other data
 * lands in the cache.
 */
export function requestKind(
  request: RequestFacts,
  scope: string,
): 'pack-document' | 'build-file' | 'network-only' {
  if (request.method !== 'GET') return 'network-only'
  const url = new URL(request.url)
  const scopeUrl = new URL(scope)
  if (url.origin !== scopeUrl.origin) return 'network-only'
  // A scope is a prefix: pack 12's worker also sees pack 123 when that one is not saved.
  if (
    url.pathname === scopeUrl.pathname ||
    url.pathname === `${scopeUrl.pathname}/manifest.webmanifest`
  ) {
    return 'pack-document'
  }
  if (url.pathname.startsWith('/assets/')) return 'build-file'
  return 'network-only'
}

/** What came back from the network for the pack: an answer, or nothing (offline). */
export type NetworkOutcome =
  | { readonly kind: 'answer'; readonly status: number; readonly isPack: boolean }
  | { readonly kind: 'failed' }

/**
 * Network-first for the pack, so an organizer's new meeting text shows whenever there is a
 * network. The copy is kept only when the answer is the rendered pack; an answer that says it is
 * no longer this visitor's (signed out, another account, cancelled: 401, 403, 404, 409, 410, a
 * redirect to sign in) deletes the copy, so it is never shown again offline. Only no network or
 * a server that is down (5xx) falls back to the copy.
 */
export function documentDecision(
  outcome: NetworkOutcome,
  hasCopy: boolean,
): 'store-and-serve' | 'serve-copy' | 'forget-and-serve' | 'serve-network' | 'fail' {
  if (outcome.kind === 'failed') return hasCopy ? 'serve-copy' : 'fail'
  if (outcome.status === 200 && outcome.isPack) return 'store-and-serve'
  if (outcome.status >= 500) return hasCopy ? 'serve-copy' : 'serve-network'
  return 'forget-and-serve'
}

/** The build files a rendered pack loads (scripts, styles, the route manifest's modules). */
export function buildFilesOf(html: string): string[] {
  const found = html.match(/\/assets\/[A-Za-z0-9._/-]+\.(?:js|css|woff2?|svg|png|webp|json)/g)
  return [...new Set(found ?? [])]
}

/**
 * Build files cached earlier that the pack no longer loads (a deploy renamed them): removed, so
 * the cache holds one build's files, not every build's since the pack was saved.
 */
export function staleBuildFiles(cached: readonly string[], current: readonly string[]): string[] {
  const keep = new Set(current)
  return cached.filter((path) => path.startsWith('/assets/') && !keep.has(path))
}
