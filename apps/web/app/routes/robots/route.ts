import { robotsTxt } from './robots-txt.ts'
import type { Route } from './+types/route.ts'

/** GET /robots.txt for this origin. */
export function loader({ request }: Route.LoaderArgs) {
  return new Response(robotsTxt(new URL(request.url).origin), {
    headers: {
      'Content-Type': 'text/plain; charset=utf-8',
      'Cache-Control': 'public, max-age=3600',
    },
  })
}
