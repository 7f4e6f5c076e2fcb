import type { Route } from './+types/site-pages-layout.ts'
import { routeRulesMiddleware } from './route-access.server.ts'

// The layout around every §2 page: no component of its own (the page renders in its place), only
// the §2/§6 route rules, decided once per request (decision 0050).
export const middleware: Route.MiddlewareFunction[] = [routeRulesMiddleware]
