import { seoLinks } from '../../lib/seo-links.ts'
import { routeMeta } from '../../lib/meta.ts'
import type { Route } from './+types/route.ts'
import { loadHelpCenter } from './help-center.server.ts'
import { HelpCenterPage } from './help-center-page.tsx'
import { helpRequestAction } from './help-request-action.server.ts'
import { helpCenterTextFor } from './help-center-text.ts'

export const loader = (args: Route.LoaderArgs) => loadHelpCenter(args)

/** The help request posted without JavaScript (decision 0021). */
export const action = ({ request, context }: Route.ActionArgs) =>
  helpRequestAction(request, context)

export const meta: Route.MetaFunction = ({ matches, error, location, loaderData }) => {
  const site = matches[0].loaderData?.site
  if (site === undefined || loaderData === undefined)
    return routeMeta({ site, error, location }, { title: '' })
  const { text } = helpCenterTextFor(site.locale)
  const { view } = loaderData
  const page =
    view.kind === 'article'
      ? { title: view.article.seo.title, description: view.article.seo.description }
      : view.kind === 'section'
        ? { title: `${view.section.name} | ${text('helpCenter.title')}` }
        : { title: text('helpCenter.title'), description: text('helpCenter.lead') }
  const tags = routeMeta({ site, error, location }, page)
  if (tags.length === 0) return tags
  // The address without `?q=` or `?sent=` is the page's own; Russian pages are its alternates.
  const links = seoLinks(site, location.pathname)
  // Search results are a visitor's own list: not a page for search engines.
  return view.kind === 'index' && view.search !== null
    ? [...tags, ...links, { name: 'robots', content: 'noindex' }]
    : [...tags, ...links]
}

export default function HelpCenter({ loaderData }: Route.ComponentProps) {
  return <HelpCenterPage data={loaderData} />
}
