import { routeMeta } from '../../../../lib/meta.ts'
import type { Route } from './+types/unsubscribe-route.ts'
import { ProgramUnsubscribePage } from './program-subscription-pages.tsx'
import {
  PROGRAM_SUBSCRIPTION_HEADERS,
  loadUnsubscribePage,
  unsubscribeAction,
} from './program-subscription.server.ts'
import { programTranslator } from './tour-program-actions.tsx'

export const loader = ({ request, params, context }: Route.LoaderArgs) =>
  loadUnsubscribePage(request, params.uuid, context)

/** 'Unsubscribe', posted with or without JavaScript, or by a mail client's one-click button. */
export const action = ({ request, params, context }: Route.ActionArgs) =>
  unsubscribeAction(request, params.uuid, context)

/** The uuid in the path is the key to the subscription: never in search engines. */
export const headers: Route.HeadersFunction = () => PROGRAM_SUBSCRIPTION_HEADERS

export const meta: Route.MetaFunction = ({ matches, error, location }) => {
  const site = matches[0].loaderData?.site
  const tags = routeMeta(
    { site, error, location },
    {
      title:
        site === undefined ? '' : programTranslator(site.locale)('tourProgram.unsubscribeTitle'),
    },
  )
  return tags.length === 0 ? tags : [...tags, { name: 'robots', content: 'noindex' }]
}

export default function ProgramUnsubscribe({ loaderData, actionData }: Route.ComponentProps) {
  return <ProgramUnsubscribePage page={loaderData} answer={actionData ?? null} />
}
