import { apiClientOf } from '../../lib/shell-context.server.ts'
import { sitemapXml } from './sitemap-xml.ts'
import type { Route } from './+types/route.ts'
import { callApi } from '../../lib/api-call.ts'

/** GET /sitemap.xml from §7 /spa/seo-pages-sitemap, with absolute addresses on this origin. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const sitemap = await callApi(apiClientOf(context), 'seoPagesSitemap')
  return new Response(sitemapXml(sitemap.data, new URL(request.url).origin), {
    headers: {
      'Content-Type': 'application/xml; charset=utf-8',
      'Cache-Control': 'public, max-age=3600',
    },
  })
}
