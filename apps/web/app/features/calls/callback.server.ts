import { isApiHttpError } from '@tourmarket/api-client'
import type { PhoneCode } from '@tourmarket/contracts'
import { callbackRequestRules, canCallOrganizers, canCallSupport } from '@tourmarket/domain/calls'
import { data, type RouterContextProvider } from 'react-router'
import { apiFailure } from '../../lib/api-failure.ts'
import { callApi } from '../../lib/api-call.ts'
import { getServerEnv } from '../../lib/env.server.ts'
import {
  postedText,
  readFormPost,
  validationErrors,
} from '../../lib/form-posts/form-post.server.ts'
import { sitePageOf } from '../../routing/route-access.server.ts'
import { callsTextFor } from './calls-text.ts'
import {
  CALLBACK_FIELDS,
  CALLBACK_PARAMS,
  backPath,
  callbackBody,
  positiveId,
  postedPhone,
  type CallbackValues,
} from './callback-values.ts'

/** Never indexed: the page is a form, reached from a button. */
export const CALLBACK_HEADERS = { 'X-Robots-Tag': 'noindex', 'Cache-Control': 'private, no-store' }

export type CallbackPageData = {
  readonly organizerId: number | undefined
  readonly tourId: number | undefined
  readonly back: string
}

export type CallbackAnswer =
  | { readonly kind: 'sent'; readonly phone: string }
  | { readonly kind: 'code'; readonly code: PhoneCode }
  | { readonly kind: 'codeFailed'; readonly message: string }
  | {
      readonly kind: 'invalid'
      readonly values: CallbackValues
      readonly fieldErrors: Record<string, readonly string[]>
      readonly message: string | null
    }

/** Whom the page calls, if the brand lets anyone be called that way (§6); else 404. */
function targetOf(fields: { get: (name: string) => string | null }): CallbackPageData {
  const { brand } = getServerEnv()
  const organizerId = positiveId(fields.get(CALLBACK_PARAMS.organizer))
  const tourId = positiveId(fields.get(CALLBACK_PARAMS.tour))
  const allowed = organizerId === undefined ? canCallSupport(brand) : canCallOrganizers(brand)
  if (!allowed) throw new Response(null, { status: 404, headers: CALLBACK_HEADERS })
  return { organizerId, tourId, back: backPath(fields.get(CALLBACK_PARAMS.back)) }
}

/** The §2 callback dialog as a page: who is called comes in the query. */
export function loadCallbackPage(
  request: Request,
  context: Readonly<RouterContextProvider>,
): CallbackPageData {
  sitePageOf(context)
  return targetOf(new URL(request.url).searchParams)
}

/**
 * The dialog's forms posted without JavaScript (decision 0021): 'Show the number and code' draws
 * a code (§7 phone-code/organizer); 'Request a callback' checks the §5 rules and sends §7
 * submit-help-request, answering the §2 dialog's text, or the form again with its messages.
 */
export async function callbackAction(request: Request, context: Readonly<RouterContextProvider>) {
  const post = await readFormPost(request, context)
  const { text } = callsTextFor(post.shell.locale)
  const { fields } = post
  const target = targetOf({ get: (name) => postedText(fields, name) || null })
  const answer = (status: number, body: CallbackAnswer) =>
    data<CallbackAnswer>(body, { status, headers: CALLBACK_HEADERS })

  if (postedText(fields, 'intent') === 'code' && target.organizerId !== undefined) {
    try {
      const code = await callApi(post.api, 'phoneCodeOrganizer', {
        body: { tour_organizer_id: target.organizerId },
      })
      return answer(200, { kind: 'code', code })
    } catch (error) {
      console.error('phone-code/organizer failed', error)
      const status = isApiHttpError(error) ? error.status : 503
      return answer(status, {
        kind: 'codeFailed',
        message: status === 429 ? text('calls.tooFast') : text('calls.codeFailed'),
      })
    }
  }

  const values: CallbackValues = {
    phone: postedPhone(postedText(fields, 'phone'), postedText(fields, 'phone-dial-code')),
    name: postedText(fields, 'name'),
  }
  const invalid = validationErrors(
    callbackRequestRules(post.shell.locale),
    values,
    post.shell.locale,
  )
  if (invalid !== null)
    return answer(400, { kind: 'invalid', values, fieldErrors: invalid, message: null })
  try {
    await callApi(post.api, 'submitHelpRequest', {
      body: callbackBody(values, target, target.back),
    })
  } catch (error) {
    const failure = apiFailure(error, CALLBACK_FIELDS, text('calls.failed'))
    const status = isApiHttpError(error) ? error.status : 503
    return answer(status, {
      kind: 'invalid',
      values,
      fieldErrors: failure.fieldErrors,
      message: status === 429 ? text('calls.tooFast') : failure.message,
    })
  }
  return answer(200, { kind: 'sent', phone: values.phone.trim() })
}
