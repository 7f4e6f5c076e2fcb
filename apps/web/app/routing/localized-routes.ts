import { siteRoutes, type SiteRoute } from './site-routes.ts'

/** §2: routes are localised; English lives at the root, Russian under this prefix. */
export const RUSSIAN_PREFIX = 'ru'

export type LocalizedRoute = SiteRoute & {
  /** Unique router id: the route name, with `.ru` for the Russian twin. */
  readonly id: string
  readonly locale: 'en-US' | 'ru'
  /** The full pattern the router matches. */
  readonly routerPath: string
}

function russianPath(path: string): string {
  return path === '/' ? `/${RUSSIAN_PREFIX}` : `/${RUSSIAN_PREFIX}${path}`
}

/**
 * Every §2 route in English and, with the /ru prefix, in Russian. The Russian twins are always
 * declared; a brand without Russian answers them with 404 at request time (see locale.server.ts),
 * so one build serves both brands.
 */
export function localizedRoutes(basePath: string): readonly LocalizedRoute[] {
  const routes = siteRoutes(basePath)
  return [
    ...routes.map((route) => ({
      ...route,
      id: route.name,
      locale: 'en-US' as const,
      routerPath: route.path,
    })),
    ...routes.map((route) => ({
      ...route,
      id: `${route.name}.ru`,
      locale: 'ru' as const,
      routerPath: russianPath(route.path),
    })),
  ]
}
