import { routeMeta } from '../../../lib/meta.ts'
import { seoLinks } from '../../../lib/seo-links.ts'
import { translatorFor } from '../../../i18n/translator.ts'
import { sitePageOf } from '../../../routing/route-access.server.ts'
import { byRequestIndexing, byRequestTitle } from '../search/by-request-page.ts'
import { loadSearchPage } from '../search/search-page.server.ts'
import { LazySearchPage } from '../lazy-pages.ts'
import type { Route } from './+types/route.ts'

/**
 * §2 /tours-upon-request/{slug*}: the published on-request tours, paged; a slug narrows them to
 * the place (country, region, city…) it names, as the tour search's landing slug does.
 */
export async function loader(args: Route.LoaderArgs) {
  sitePageOf(args.context)
  const slug = (args.params['*'] ?? '').replace(/\/+$/, '')
  return loadSearchPage(args, slug === '' ? undefined : slug, 'by-request')
}

export const meta: Route.MetaFunction = ({ matches, error, location, loaderData }) => {
  const site = matches[0].loaderData?.site
  if (site === undefined || loaderData === undefined) {
    return routeMeta({ site, error, location }, { title: '' })
  }
  const t = translatorFor(loaderData.locale)
  const tags = routeMeta(
    { site, error, location },
    {
      title: byRequestTitle(loaderData.landing, {
        all: t('search.byRequestTitle'),
        place: (place) => t('search.byRequestPlaceTitle', { place }),
      }),
      description: t('search.byRequestLead'),
    },
  )
  if (tags.length === 0) return tags
  const { canonicalPath, indexed } = byRequestIndexing(location.pathname, loaderData.meta)
  // An empty list is left out of the index altogether: no canonical address to point at.
  return indexed
    ? [...tags, ...seoLinks(site, canonicalPath)]
    : [...tags, { name: 'robots', content: 'noindex' }]
}

export default function ToursByRequest({ loaderData }: Route.ComponentProps) {
  return <LazySearchPage page={loaderData} />
}
