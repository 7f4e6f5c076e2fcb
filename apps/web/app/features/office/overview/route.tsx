import { isApiHttpError } from '@tourmarket/api-client'
import { data } from 'react-router'
import { callApi } from '../../../lib/api-call.ts'
import { getServerEnv } from '../../../lib/env.server.ts'
import { postedText, readFormPost } from '../../../lib/form-posts/form-post.server.ts'
import { privatePageMeta } from '../../../lib/private-page-meta.ts'
import { apiClientOf } from '../../../lib/shell-context.server.ts'
import { enforceRouteRules } from '../../../routing/route-access.server.ts'
import { OfficeLayout } from '../shell/office-layout.tsx'
import { officeBackPath, officeHomePath, readOffice } from '../shell/office-loader.server.ts'
import { OfficeRefusal, OfficeRestoring } from '../shell/office-states.tsx'
import { officeWords, useOfficeText } from '../shell/office-text.ts'
import type { Route } from './+types/route.ts'
import { OverviewBody } from './overview-body.tsx'

/**
 * Issue 40: the office's first page. It shows each state of the account itself: the overview for
 * a member of an organizer's team, the refusal for anyone else (the other office pages send them
 * here), and the session being restored, after which it returns to the page asked for (`back`).
 */
export async function loader({ context, request }: Route.LoaderArgs) {
  const state = await readOffice(context)
  const back = officeBackPath(new URL(request.url).searchParams.get('back'))
  if (state.kind !== 'ready') return { ...state, back }
  const overview = await callApi(apiClientOf(context), 'officeOverview')
  return { ...state, back, overview }
}

/**
 * The profile switch (§7 set-acting) posted from any office page's frame: switches and returns to
 * the section it came from, or says why not.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const route = enforceRouteRules(request, getServerEnv().brand)
  const post = await readFormPost(request, context)
  const organizerId = Number(postedText(post.fields, 'organizer_id'))
  if (postedText(post.fields, 'intent') !== 'switch-profile' || !Number.isInteger(organizerId)) {
    return data({ switchFailed: true }, { status: 400 })
  }
  try {
    await callApi(post.api, 'organizerSetActing', { body: { id: organizerId } })
  } catch (error) {
    if (isApiHttpError(error) && error.status < 500) {
      return data({ switchFailed: true }, { status: error.status })
    }
    throw error
  }
  const back = officeBackPath(postedText(post.fields, 'back'))
  return post.redirect(back ?? officeHomePath(route.locale))
}

export const meta: Route.MetaFunction = (args) =>
  privatePageMeta(args, (locale) => officeWords(locale, 'office.title'))

export default function OfficeOverviewRoute({ loaderData, actionData }: Route.ComponentProps) {
  const { text } = useOfficeText()
  if (loaderData.kind === 'refused') return <OfficeRefusal />
  if (loaderData.kind === 'restoring') return <OfficeRestoring back={loaderData.back} />
  return (
    <OfficeLayout
      office={loaderData.office}
      current="overview"
      title={text('office.overview.title')}
    >
      {actionData?.switchFailed === true ? (
        <p className="office-notice office-notice--error" role="alert">
          {text('office.switch.failed')}
        </p>
      ) : null}
      <OverviewBody office={loaderData.office} overview={loaderData.overview} />
    </OfficeLayout>
  )
}
