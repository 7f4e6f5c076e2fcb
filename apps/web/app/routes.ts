import type { RouteConfig } from '@react-router/dev/routes'
import { route } from '@react-router/dev/routes'
import { localizedRoutes } from './routing/localized-routes.ts'

/** A declared route whose page is not built yet: its access rule applies, then it answers 404. */
const PLANNED_PAGE = 'routes/planned/route.tsx'

// The router configuration is the §2 table (app/routing/site-routes.ts), in English and Russian,
// plus the developer page of the UI kit, which answers 404 unless dev pages are enabled.
export default [
  ...localizedRoutes(process.env).map((entry) =>
    route(entry.routerPath, entry.page ?? PLANNED_PAGE, { id: entry.id }),
  ),
  route('/dev/ui', 'routes/dev-ui/route.tsx', { id: 'dev-ui' }),
] satisfies RouteConfig
