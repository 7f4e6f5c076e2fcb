import type { BrandConfig } from '@tourmarket/domain/brand'
import {
  createContext,
  matchRoutes,
  redirect,
  type MiddlewareFunction,
  type RouterContextProvider,
} from 'react-router'
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

/** What §2 and §6 decide about a request for a page, before any of its loaders runs. */
export type RouteDecision =
  | { readonly kind: 'page'; readonly route: LocalizedRoute }
  | { readonly kind: 'notFound' }
  | { readonly kind: 'signIn'; readonly location: string }

/**
 * §2 and §6 in their order: Russian only where the brand enables it, the route's validity check
 * (404 when it fails), authOnly routes send a logged-out visitor to log in and back, and the meet
 * page needs its key.
 */
export function decideRouteRules(request: Request, brand: BrandConfig): RouteDecision {
  const url = pageUrl(request)
  const matched = matchSiteRoute(url.pathname)
  if (matched === null) return { kind: 'notFound' }
  const { route, params } = matched
  if (route.locale === 'ru' && !brand.russianIsAvailable) return { kind: 'notFound' }
  if (!passesValidity(route, params)) return { kind: 'notFound' }
  if (route.access === 'authOnly' && readSessionToken(request) === null) {
    return { kind: 'signIn', location: loginRedirectPath(url, route.locale) }
  }
  if (route.access === 'keyHolder' && !url.searchParams.get('key')) return { kind: 'notFound' }
  return { kind: 'page', route }
}

function enforced(decision: RouteDecision): LocalizedRoute {
  if (decision.kind === 'notFound') throw notFound()
  if (decision.kind === 'signIn') throw redirect(decision.location)
  return decision.route
}

/** Applies §2 and §6 to a request (the actions' check). Throws the Response to answer with. */
export function enforceRouteRules(request: Request, brand: BrandConfig): LocalizedRoute {
  return enforced(decideRouteRules(request, brand))
}

const routeDecisionContext = createContext<RouteDecision>()

/**
 * The §2 pages' middleware (the layout around them in app/routes.ts, decision 0050): decides the
 * rules once per request. A page read (GET, HEAD, a client navigation's data) of an authOnly route
 * by a logged-out visitor is sent to log in here, before any loader runs. A 404 is left to the
 * page's loader (sitePageOf), because a middleware's error is rendered without the root loader's
 * data; a post keeps its action's answers, so only its loaders, which run after the action, see
 * the sign-in redirect.
 */
export const routeRulesMiddleware: MiddlewareFunction<Response> = async (
  { request, context },
  next,
) => {
  const decision = decideRouteRules(request, getServerEnv().brand)
  if (decision.kind === 'signIn' && (request.method === 'GET' || request.method === 'HEAD')) {
    throw redirect(decision.location)
  }
  context.set(routeDecisionContext, decision)
  return next()
}

/** The page's §2 route as the middleware decided it; throws the 404 (or a post's sign-in). */
export function sitePageOf(context: Readonly<RouterContextProvider>): LocalizedRoute {
  return enforced(context.get(routeDecisionContext))
}
