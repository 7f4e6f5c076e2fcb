import type { ShellRequest } from './shell-request.server.ts'

/**
 * Issue 21: a page every anonymous visitor sees alike may be kept by browsers and a CDN for a
 * minute, then served stale for five more while one request fetches it anew. A minute is twice the
 * API's tour page cache (30 s), so what a visitor sees is at most ~1.5 minutes old, ~6.5 when the
 * CDN serves it stale; booking checks seats and prices again.
 */
export const SHARED_PAGE_CACHE_CONTROL = 'public, max-age=60, stale-while-revalidate=300'
/** A page for one person (signed in, or setting a cookie) is never kept for anyone else. */
export const PERSONAL_PAGE_CACHE_CONTROL = 'private, no-store'

/**
 * The caching headers of a page that is the same for every anonymous visitor. A signed-in visitor's
 * page shows their name and menu, so it is personal. The rest of what changes a page comes in
 * cookies (currency, the cookie notice, staff devices, country), hence `Vary: Cookie`: a CDN keeps
 * one copy per cookie header, which for first visits and crawlers (no cookies) is one copy.
 */
export function pageCacheHeaders(shell: Pick<ShellRequest, 'sessionToken'>): Headers {
  return new Headers(
    shell.sessionToken === null
      ? { 'Cache-Control': SHARED_PAGE_CACHE_CONTROL, Vary: 'Cookie' }
      : { 'Cache-Control': PERSONAL_PAGE_CACHE_CONTROL },
  )
}

/** The caching headers a route's loader chose (pageCacheHeaders), for its `headers` export. */
export function cacheHeadersOf(loaderHeaders: Headers): Headers {
  const headers = new Headers()
  for (const name of ['Cache-Control', 'Vary']) {
    const value = loaderHeaders.get(name)
    if (value !== null) headers.set(name, value)
  }
  return headers
}

/** A response that sets a cookie is that visitor's: whatever the page chose, no one else gets it. */
export function keepSetCookieResponsesPersonal(response: Response): void {
  if (response.headers.has('Set-Cookie') && response.headers.has('Cache-Control')) {
    response.headers.set('Cache-Control', PERSONAL_PAGE_CACHE_CONTROL)
  }
}
