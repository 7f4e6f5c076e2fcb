import { routeMeta } from '../../lib/meta.ts'
import type { Route } from './+types/route.ts'
import { CallbackPage } from './callback-page.tsx'
import { CALLBACK_HEADERS, callbackAction, loadCallbackPage } from './callback.server.ts'
import { callsTextFor } from './calls-text.ts'

export const loader = ({ request, context }: Route.LoaderArgs) => loadCallbackPage(request, context)

/** The callback and code forms posted without JavaScript (decision 0021). */
export const action = ({ request, context }: Route.ActionArgs) => callbackAction(request, context)

export const headers: Route.HeadersFunction = () => CALLBACK_HEADERS

export const meta: Route.MetaFunction = ({ matches, error, location }) => {
  const site = matches[0].loaderData?.site
  const tags = routeMeta(
    { site, error, location },
    { title: site === undefined ? '' : callsTextFor(site.locale).text('calls.callback') },
  )
  return tags.length === 0 ? tags : [...tags, { name: 'robots', content: 'noindex' }]
}

export default function CallRequest({ loaderData, actionData }: Route.ComponentProps) {
  return <CallbackPage page={loaderData} answer={actionData ?? null} />
}
