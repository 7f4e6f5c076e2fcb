import { getServerEnv } from '../../lib/env.server.ts'
import { enforceRouteRules } from '../../routing/route-access.server.ts'
import type { Route } from './+types/route.ts'

/**
 * Every §2 route whose page is not built yet lands here. Its access rule and validity check apply
 * as they will once the page exists; then it answers 404, so nothing pretends to be a page that
 * is not there. Unknown paths also land here through the catch-all `tours` route.
 */
export function loader({ request }: Route.LoaderArgs): never {
  enforceRouteRules(request, getServerEnv().brand)
  throw new Response(null, { status: 404, statusText: 'Not Found' })
}

// Never rendered: the loader always throws. Without a component React Router would treat the
// route as a resource route and send a bare 404 instead of the error page.
export default function PlannedPage() {
  return null
}
