import { apiClientOf } from '../../lib/shell-context.server.ts'
import { privatePageMeta } from '../../lib/private-page-meta.ts'
import { sitePageOf } from '../../routing/route-access.server.ts'
import type { Route } from './+types/route.ts'
import { ComparePage } from './compare-page.tsx'
import { loadComparison } from './compare.server.ts'
import { compareTitle } from '../../components/compare/compare-text.ts'

/**
 * Issue 44 item 3: /compare?ids=12,34 (and /ru/compare): two to four tours side by side, rendered
 * by the server for anyone, so the address is the comparison to share and it reads without
 * JavaScript. Not for search engines (noindex, not in the sitemap).
 */
export async function loader({ context, request }: Route.LoaderArgs) {
  sitePageOf(context)
  return loadComparison(apiClientOf(context), new URL(request.url), new Date())
}

export const meta: Route.MetaFunction = (args) => privatePageMeta(args, compareTitle)

export function headers() {
  return { 'X-Robots-Tag': 'noindex' }
}

export default function Compare({ loaderData }: Route.ComponentProps) {
  return <ComparePage data={loaderData} />
}
