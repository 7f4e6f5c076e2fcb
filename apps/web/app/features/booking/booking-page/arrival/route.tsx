import { isApiHttpError } from '@tourmarket/api-client'
import { data } from 'react-router'
import { callApi } from '../../../../lib/api-call.ts'
import { getServerEnv } from '../../../../lib/env.server.ts'
import { postedText, readFormPost } from '../../../../lib/form-posts/form-post.server.ts'
import { apiClientOf } from '../../../../lib/shell-context.server.ts'
import { RUSSIAN_PREFIX, type LocalizedRoute } from '../../../../routing/localized-routes.ts'
import { enforceRouteRules, sitePageOf } from '../../../../routing/route-access.server.ts'
import { privatePageMeta } from '../../../../lib/private-page-meta.ts'
import { bookingWords } from '../booking-text.ts'
import type { Route } from './+types/route.ts'
import { ArrivalPage, SAVED_PARAM, type ArrivalPosted } from './arrival-page.tsx'
import { formFieldErrors, travelInfoUpdate } from './arrival-form.ts'
import '../booking.css'
import './arrival.css'

function notFound(): Response {
  return new Response(null, { status: 404, statusText: 'Not Found' })
}

/** §2 "present when enabled": a brand without the arrival page answers 404 there. */
function arrivalPage(route: LocalizedRoute): LocalizedRoute {
  if (!getServerEnv().brand.arrivalPageEnabled) throw notFound()
  return route
}

/**
 * §2 /arrival/{uuid}, the uuid being the booking's: open like the other booking links (decision
 * 0016: the uuid is the capability). The booking by its link gives the tourists and what they
 * saved so far; the form sends update-travel-info, which the organizer's meet page then reads.
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  arrivalPage(sitePageOf(context))
  try {
    const booking = await callApi(apiClientOf(context), 'requestGetByUuid', {
      query: { uuid: params.uuid },
    })
    return {
      booking,
      bookingPagePath: `/${getServerEnv().bookingBasePath}/uuid/${booking.uuid}`,
      saved: new URL(request.url).searchParams.get(SAVED_PARAM) === '1',
    }
  } catch (error) {
    if (isApiHttpError(error) && (error.status === 404 || error.status === 400)) throw notFound()
    throw error
  }
}

/**
 * The form posted natively, or by the page once hydrated (React Router's Form): saves and comes
 * back to the page saying so (303), or shows the form again with what was typed and the
 * refusals under their fields.
 */
export async function action({ request, params, context }: Route.ActionArgs) {
  const route = arrivalPage(enforceRouteRules(request, getServerEnv().brand))
  const post = await readFormPost(request, context)
  const values: Record<string, string> = {}
  for (const name of new Set(post.fields.keys())) values[name] = postedText(post.fields, name)
  const uuid = params.uuid
  let touristIds: number[] = []
  try {
    const booking = await callApi(post.api, 'requestGetByUuid', { query: { uuid } })
    touristIds = booking.tourists.map((tourist) => tourist.id)
    await callApi(post.api, 'requestUpdateTravelInfo', {
      body: travelInfoUpdate(uuid, touristIds, values),
    })
  } catch (error) {
    if (!isApiHttpError(error) || error.status >= 500) throw error
    if (error.status === 404) throw notFound()
    const fieldErrors = formFieldErrors(error.errors, touristIds)
    const posted: ArrivalPosted = {
      values,
      fieldErrors,
      closed: error.status === 409,
      // A refusal of no field (too many attempts, a tourist no longer on the booking) says why.
      message: Object.keys(fieldErrors).length > 0 ? null : error.message,
    }
    return data(posted, { status: error.status })
  }
  // Built, not read from the request: a script's post arrives at the page's `.data` address.
  const page = `/arrival/${uuid}`
  const localized = route.locale === 'ru' ? `/${RUSSIAN_PREFIX}${page}` : page
  return post.redirect(`${localized}?${SAVED_PARAM}=1`)
}

export const meta: Route.MetaFunction = (args) =>
  privatePageMeta(args, (locale) => bookingWords(locale, 'bookingPage.arrival.title'))

export default function ArrivalRoute({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <ArrivalPage
      booking={loaderData.booking}
      bookingPagePath={loaderData.bookingPagePath}
      saved={loaderData.saved && actionData === undefined}
      posted={actionData ?? null}
    />
  )
}
