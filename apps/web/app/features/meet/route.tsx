import { routeMeta } from '../../lib/meta.ts'
import type { Route } from './+types/route.ts'
import { MEET_HEADERS, loadMeet, meetAction } from './meet.server.ts'
import { MeetCancelledPage, MeetPage } from './meet-page.tsx'
import { meetTextFor } from './meet-text.ts'
import './meet.css'

export const loader = (args: Route.LoaderArgs) => loadMeet(args)

/** The meet form posted without JavaScript (decision 0021). */
export const action = ({ request, context }: Route.ActionArgs) => meetAction(request, context)

/** §2: not indexed (the header covers the error pages too) and never kept by a shared cache. */
export const headers: Route.HeadersFunction = () => MEET_HEADERS

export const meta: Route.MetaFunction = ({ matches, error, location }) => {
  const site = matches[0].loaderData?.site
  const tags = routeMeta(
    { site, error, location },
    { title: site === undefined ? '' : meetTextFor(site.locale).text('meet.title') },
  )
  return tags.length === 0 ? tags : [...tags, { name: 'robots', content: 'noindex' }]
}

export default function Meet({ loaderData, actionData }: Route.ComponentProps) {
  if ('cancelled' in loaderData) return <MeetCancelledPage />
  return <MeetPage data={loaderData} posted={actionData ?? null} />
}
