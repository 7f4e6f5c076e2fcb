import { sitePageOf } from '../../routing/route-access.server.ts'
import type { Route } from './+types/redirect-route.ts'
import { linkNotFound, redirectWithinPolicy } from './redirect-target.server.ts'

/**
 * §2 /redirect?url=…: sends the visitor on under the same rule as /r/{id} — this site or an
 * allow-listed host — so it is never an open redirect. Without a target, or with one refused, 404.
 */
export function loader({ request, context }: Route.LoaderArgs) {
  const { locale } = sitePageOf(context)
  const target = new URL(request.url).searchParams.get('url')
  if (target === null) throw linkNotFound()
  return redirectWithinPolicy(request, target, locale)
}

export default function Redirect() {
  return null
}
