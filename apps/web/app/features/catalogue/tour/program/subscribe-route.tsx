import { routeMeta } from '../../../../lib/meta.ts'
import type { Route } from './+types/subscribe-route.ts'
import { ProgramSubscribePage } from './program-subscription-pages.tsx'
import {
  PROGRAM_SUBSCRIPTION_HEADERS,
  loadSubscribePage,
  subscribeAction,
} from './program-subscription.server.ts'
import { programTranslator } from './tour-program-actions.tsx'

export const loader = ({ request, context }: Route.LoaderArgs) =>
  loadSubscribePage(request, context)

/** 'Keep me posted about this tour' posted without JavaScript (decision 0021). */
export const action = ({ request, context }: Route.ActionArgs) => subscribeAction(request, context)

export const headers: Route.HeadersFunction = () => PROGRAM_SUBSCRIPTION_HEADERS

export const meta: Route.MetaFunction = ({ matches, error, location }) => {
  const site = matches[0].loaderData?.site
  const tags = routeMeta(
    { site, error, location },
    {
      title: site === undefined ? '' : programTranslator(site.locale)('tourProgram.subscribeTitle'),
    },
  )
  return tags.length === 0 ? tags : [...tags, { name: 'robots', content: 'noindex' }]
}

export default function ProgramSubscribe({ loaderData, actionData }: Route.ComponentProps) {
  return <ProgramSubscribePage page={loaderData} answer={actionData ?? null} />
}
