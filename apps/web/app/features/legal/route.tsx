import { indexedRouteMeta } from '../../lib/seo-links.ts'
import { getServerEnv } from '../../lib/env.server.ts'
import { sitePageOf } from '../../routing/route-access.server.ts'
import { legalDocumentIds, type LegalDocumentId } from '@tourmarket/domain/legal'
import { LegalPage } from './legal-page.tsx'
import { legalPageData } from './legal-page.server.ts'
import type { Route } from './+types/route.ts'

function isLegalDocumentId(name: string): name is LegalDocumentId {
  return (legalDocumentIds as readonly string[]).includes(name)
}

/**
 * §2 /agreement, /tour-provider-agreement, /privacy and /safety-rules, each with {version*}: the
 * bare path is the version in force today, an earlier or a scheduled one is at its date, anything
 * else is 404. The versions are the console's (issue 43 item 5), read through the API.
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  const { brand } = getServerEnv()
  const route = sitePageOf(context)
  if (!isLegalDocumentId(route.name)) throw new Error(`Not a legal page route: ${route.name}`)
  const page = await legalPageData(context, route.name, params['*'] ?? '', brand.projectName)
  if (page === null) throw new Response(null, { status: 404, statusText: 'Not Found' })
  return page
}

export const meta: Route.MetaFunction = ({ matches, error, location, loaderData }) =>
  indexedRouteMeta(
    { site: matches[0].loaderData?.site, error, location },
    { title: loaderData?.title ?? '', description: loaderData?.description },
  )

export default function LegalRoute({ loaderData }: Route.ComponentProps) {
  return <LegalPage page={loaderData} />
}
