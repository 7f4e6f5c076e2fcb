import type { BrandConfig } from '@tourmarket/domain/brand'
import { matchRoutes, redirect } from 'react-router'
import { getServerEnv } from '../lib/env.server.ts'
import { readSessionToken } from '../lib/session.server.ts'
import { localizedRoutes, RUSSIAN_PREFIX, type LocalizedRoute } from './localized-routes.ts'
import { passesValidity } from './site-routes.ts'

const routes = localizedRoutes(getServerEnv().bookingBasePath)
const routeObjects = routes.map((route) => ({ id: route.id, path: route.routerPath }))
const routesById = new Map(routes.map((route) => [route.id, route]))

type SiteRouteMatch = {
  readonly route: LocalizedRoute
  readonly params: Readonly<Record<string, string | undefined>>
}

/**
 * matchRoutes flattens, ranks and compiles the whole route table on every call (~0.3 ms, the
 * largest cost of a tour page's loader); the answers for recent paths are kept instead, at most
 * this many, oldest dropped first.
 */
const KEPT_MATCHES = 2_000
const keptMatches = new Map<string, SiteRouteMatch | null>()

/** The §2 route a path belongs to, ranked the way the router ranks it, with its params. */
export function matchSiteRoute(pathname: string): SiteRouteMatch | null {
  const kept = keptMatches.get(pathname)
  if (kept !== undefined) return kept
  const match = matchRoutes(routeObjects, pathname)?.at(-1)
  const route = match === undefined ? undefined : routesById.get(match.route.id)
  const matched =
    route === undefined || match === undefined ? null : { route, params: match.params }
  keptMatches.set(pathname, matched)
  if (keptMatches.size > KEPT_MATCHES) {
    const oldest = keptMatches.keys().next().value
    if (oldest !== undefined) keptMatches.delete(oldest)
  }
  return matched
}

function notFound(): Response {
  return new Response(null, { status: 404, statusText: 'Not Found' })
}

/**
 * The page a request is for. A client-side navigation asks for its loaders' data at
 * `/path.data` (the home page at `/_.data`) with a `_routes` parameter, and React Router hands
 * loaders that request as it came; the rules are about the page, `/path` with its own query.
 */
function pageUrl(request: Request): URL {
  const url = new URL(request.url)
  if (url.pathname.endsWith('/_.data')) url.pathname = url.pathname.slice(0, -'_.data'.length)
  else if (url.pathname.endsWith('.data')) url.pathname = url.pathname.slice(0, -'.data'.length)
  else return url
  url.searchParams.delete('_routes')
  return url
}

/** The login page in the visitor's language, with the way back (§6 authOnly routes). */
export function loginRedirectPath(url: URL, locale: LocalizedRoute['locale']): string {
  const login = locale === 'ru' ? `/${RUSSIAN_PREFIX}/login` : '/login'
  return `${login}?${new URLSearchParams({ back: `${url.pathname}${url.search}` })}`
}

/**
 * Applies §2 and §6 to a request before a page loads: Russian only where the brand enables it,
 * the route's validity check (404 when it fails), authOnly routes send a logged-out visitor to
 * log in and back, and the meet page needs its key. Throws the Response to answer with.
 */
export function enforceRouteRules(request: Request, brand: BrandConfig): LocalizedRoute {
  const url = pageUrl(request)
  const matched = matchSiteRoute(url.pathname)
  if (matched === null) throw notFound()
  const { route, params } = matched
  if (route.locale === 'ru' && !brand.russianIsAvailable) throw notFound()
  if (!passesValidity(route, params)) throw notFound()
  if (route.access === 'authOnly' && readSessionToken(request) === null) {
    throw redirect(loginRedirectPath(url, route.locale))
  }
  if (route.access === 'keyHolder' && !url.searchParams.get('key')) throw notFound()
  return route
}
