import { getServerEnv } from '../../lib/env.server.ts'
import { enforceRouteRules } from '../../routing/route-access.server.ts'

/**
 * The accounts pages render in the browser's hands (their calls set the session there), so their
 * loaders only apply the §2/§6 rules: Russian where offered, authOnly sends a visitor without a
 * token to log in.
 */
export function accountsPageLoader({ request }: { request: Request }): null {
  enforceRouteRules(request, getServerEnv().brand)
  return null
}
