import { redirect } from 'react-router'
import { getServerEnv } from '../../lib/env.server.ts'
import { allowedRedirectTarget } from '../../lib/redirect-target.ts'

/** §2 'Page Not Found': the answer for a link that is unknown or may not be followed. */
export function linkNotFound(): Response {
  return new Response(null, { status: 404, statusText: 'Not Found' })
}

/**
 * A 302 to `target` when the redirect rule allows it (this site or an allow-listed host); a 404
 * otherwise. A refused target is answered like an unknown link rather than with a page naming
 * it: the page would still show a stranger's address under the site's name.
 */
export function redirectWithinPolicy(request: Request, target: string): Response {
  const location = allowedRedirectTarget(target, {
    siteOrigin: new URL(request.url).origin,
    allowedHosts: getServerEnv().redirectAllowedHosts,
  })
  if (location === null) throw linkNotFound()
  return redirect(location, { status: 302, headers: { 'Cache-Control': 'no-store' } })
}
