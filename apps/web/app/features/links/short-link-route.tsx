import { isApiHttpError } from '@tourmarket/api-client'
import { callApi } from '../../lib/api-call.ts'
import { apiClientOf } from '../../lib/shell-context.server.ts'
import { sitePageOf } from '../../routing/route-access.server.ts'
import type { Route } from './+types/short-link-route.ts'
import { linkNotFound, redirectWithinPolicy } from './redirect-target.server.ts'

/**
 * §2 /r/{id}: §7 /spa/redirect gives the address the short link stands for, and the visitor is
 * sent there when it is this site (in the page's language: /ru/r/{id} stays Russian) or an
 * allow-listed host. An unknown id is a 404.
 */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const { locale } = sitePageOf(context)
  try {
    const { source_url: sourceUrl } = await callApi(apiClientOf(context), 'redirect', {
      query: { id: Number(params.id) },
    })
    return redirectWithinPolicy(request, sourceUrl, locale)
  } catch (error) {
    if (isApiHttpError(error) && (error.status === 404 || error.status === 400)) {
      throw linkNotFound()
    }
    throw error
  }
}

export default function ShortLink() {
  return null
}
