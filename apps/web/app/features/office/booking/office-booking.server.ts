import { isApiHttpError } from '@tourmarket/api-client'
import type { OfficeBooking } from '@tourmarket/contracts'
import { data, type RouterContextProvider } from 'react-router'
import { apiFailure } from '../../../lib/api-failure.ts'
import { callApi } from '../../../lib/api-call.ts'
import { postedText, readFormPost } from '../../../lib/form-posts/form-post.server.ts'
import { apiClientOf } from '../../../lib/shell-context.server.ts'
import { loadAuditTrail } from '../shell/office-loader.server.ts'
import { OFFICE_PAGE_HEADERS } from '../tours/page-headers.ts'
import { officeBookingTextFor } from './office-booking-text.ts'
import { OFFICE_BOOKING_INTENTS, officeBookingPath, type OfficeBookingIntent } from './paths.ts'

type Context = Readonly<RouterContextProvider>

/** What a refused action shows: the form it came from, open, with its text and the messages. */
export type OfficeBookingAnswer = {
  readonly intent: OfficeBookingIntent
  readonly posted: { readonly message: string; readonly text: string }
  readonly fieldErrors: Readonly<Record<string, readonly string[]>>
  readonly message: string | null
}

/** Another organizer's booking, or none: the §8 screens (a guessed number learns nothing). */
function refusedBooking(error: unknown): never {
  if (isApiHttpError(error) && [401, 403, 404].includes(error.status)) {
    throw new Response(null, { status: error.status === 401 ? 403 : 404 })
  }
  throw error
}

/** The booking as the office shows it, and its audit trail. */
export async function loadOfficeBooking(context: Context, id: number) {
  const api = apiClientOf(context)
  const booking: OfficeBooking = await callApi(api, 'officeBookingView', { query: { id } }).catch(
    refusedBooking,
  )
  const audit = await loadAuditTrail(context, { kind: 'booking', id })
  return { booking, audit }
}

function isIntent(value: string): value is OfficeBookingIntent {
  return (OFFICE_BOOKING_INTENTS as readonly string[]).includes(value)
}

/** Makes the call an intent means; each answers the booking as it is now. */
async function perform(
  post: Awaited<ReturnType<typeof readFormPost>>,
  intent: OfficeBookingIntent,
  id: number,
  posted: OfficeBookingAnswer['posted'],
): Promise<void> {
  switch (intent) {
    case 'confirm':
      await callApi(post.api, 'officeBookingConfirm', { body: { id } })
      return
    case 'decline':
      await callApi(post.api, 'officeBookingDecline', { body: { id, message: posted.message } })
      return
    case 'cancel':
      await callApi(post.api, 'officeBookingCancel', { body: { id, message: posted.message } })
      return
    case 'complete':
      await callApi(post.api, 'officeBookingComplete', { body: { id } })
      return
    case 'meet':
      await callApi(post.api, 'officeBookingMeet', { body: { id, text: posted.text } })
      return
    default: {
      const unhandled: never = intent
      throw new Error(`Unknown office booking intent: ${String(unhandled)}`)
    }
  }
}

/**
 * Each of the page's forms (with or without its script): the action, then back to the page with
 * the notice of what was done (a fresh GET, so a reload repeats nothing); a refusal shows the
 * form again, open, with the API's message under its field.
 */
export async function officeBookingAction(request: Request, context: Context, id: number) {
  const post = await readFormPost(request, context)
  const words = officeBookingTextFor(post.shell.locale)
  const intentText = postedText(post.fields, 'intent')
  if (!isIntent(intentText)) throw new Response(null, { status: 400 })
  const posted = {
    message: postedText(post.fields, 'message'),
    text: postedText(post.fields, 'text'),
  }
  try {
    await perform(post, intentText, id, posted)
  } catch (error) {
    if (
      isApiHttpError(error) &&
      [401, 403, 404].includes(error.status) &&
      error.code !== 'meet_not_found'
    ) {
      refusedBooking(error)
    }
    const failure = apiFailure(error, ['message', 'text'], words.text('officeBooking.failed'))
    return data<OfficeBookingAnswer>(
      { intent: intentText, posted, ...failure },
      { status: isApiHttpError(error) ? error.status : 503, headers: OFFICE_PAGE_HEADERS },
    )
  }
  return post.redirect(`${words.path(officeBookingPath(id))}?done=${intentText}`)
}
