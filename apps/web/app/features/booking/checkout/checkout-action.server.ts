import { randomUUID } from 'node:crypto'
import type { BookingQuote } from '@tourmarket/contracts'
import { bookingRequestStatus } from '@tourmarket/domain/enums'
import { data, type RouterContextProvider } from 'react-router'
import { callApi } from '../../../lib/api-call.ts'
import { bookingPaths } from '../../../lib/booking-paths.ts'
import { getServerEnv } from '../../../lib/env.server.ts'
import {
  postedPhone,
  postedText,
  readFormPost,
  validationErrors,
} from '../../../lib/form-posts/form-post.server.ts'
import { enforceRouteRules } from '../../../routing/route-access.server.ts'
import { bookingFailure } from '../booking-failure.ts'
import { bookingFlowTextFor } from '../booking-flow-text.ts'
import { alertOf, utcToday } from './checkout-alert.ts'
import { individualTourOf } from './checkout.server.ts'
import {
  checkoutRuleMessages,
  checkoutRules,
  createBookingBody,
  splitFieldErrors,
  type CheckoutValues,
} from './checkout-form.ts'
import { RECOUNT_FIELD, type CheckoutPosted } from './checkout-posted.ts'

/** Fields of the form that are not the booking's own values. */
const CONTROL_FIELDS = new Set(['tourists_count', 'idempotency_key', RECOUNT_FIELD])
const CHECKBOX_FIELDS = ['consent', 'tickets_request']

/** The posted values as the page keeps them: text, ticks as booleans, phones with their code. */
function postedValues(fields: FormData): CheckoutValues {
  const values: Record<string, string | boolean> = {}
  for (const name of new Set(fields.keys())) {
    if (CONTROL_FIELDS.has(name) || name.endsWith('-dial-code')) continue
    values[name] = name.endsWith('phone') ? postedPhone(fields, name) : postedText(fields, name)
  }
  for (const name of CHECKBOX_FIELDS) values[name] = fields.get(name) !== null
  return values
}

function positiveCount(value: string): number {
  const count = Number(value)
  return Number.isInteger(count) && count >= 1 ? count : 1
}

/**
 * POST /{booking}/new/{tourDateId} without JavaScript (issue 16). The counter's − and + post the
 * new count: the page comes back re-priced with what was typed. The submit checks the §5 rules
 * and sends request/create with the page's Idempotency-Key, then goes on as the page does: to pay
 * (instant booking) or to the booking page; a refusal shows the form again with its messages.
 */
export async function checkoutAction({
  request,
  params,
  context,
}: {
  request: Request
  params: { readonly tourDateId?: string }
  context: Readonly<RouterContextProvider>
}) {
  enforceRouteRules(request, getServerEnv().brand)
  const post = await readFormPost(request, context)
  const { fields, api, shell } = post
  const flow = bookingFlowTextFor(shell.locale)
  const tourDateId = Number(params.tourDateId)
  const recount = postedText(fields, RECOUNT_FIELD)
  const values = postedValues(fields)

  const individualTourUuid = individualTourOf(request)
  const quoteFor = (count: number) =>
    callApi(api, 'bookingQuote', {
      query: {
        tour_date_id: tourDateId,
        tourists_count: count,
        ...(individualTourUuid === null ? {} : { individual_tour_uuid: individualTourUuid }),
      },
    })
  const answer = (
    quote: BookingQuote,
    shown: Pick<CheckoutPosted, 'fieldErrors' | 'alert'>,
    status: number,
  ) =>
    data<CheckoutPosted>(
      { quote, touristsCount: quote.tourists_count, values, ...shown },
      { status },
    )

  if (recount !== '') {
    try {
      return answer(await quoteFor(positiveCount(recount)), { fieldErrors: {}, alert: null }, 200)
    } catch (error) {
      // The count was refused (seats went meanwhile): the form stays at the count it had.
      const quote = await quoteFor(positiveCount(postedText(fields, 'tourists_count')))
      return answer(
        quote,
        { fieldErrors: {}, alert: alertOf(bookingFailure(error), [], flow.text) },
        409,
      )
    }
  }

  const quote = await quoteFor(positiveCount(postedText(fields, 'tourists_count')))
  const count = quote.tourists_count
  const rules = checkoutRules(count, quote.form, checkoutRuleMessages(flow), utcToday())
  const invalid = validationErrors(rules, values, shell.locale)
  if (invalid !== null) {
    return answer(
      quote,
      { fieldErrors: invalid, alert: { text: flow.text('checkout.fixFields'), tourLink: false } },
      400,
    )
  }

  const paths = bookingPaths(`/${getServerEnv().bookingBasePath}`)
  // The page's key; a post that lost it (a hand-made one) books once all the same.
  const idempotencyKey = postedText(fields, 'idempotency_key') || randomUUID()
  try {
    const booking = await callApi(api, 'requestCreate', {
      body: createBookingBody(values, count, tourDateId, quote.form, individualTourUuid),
      idempotencyKey,
    })
    return post.redirect(
      booking.status === bookingRequestStatus.pendingPrepayment
        ? flow.path(paths.payByUuid(booking.uuid))
        : `${flow.path(paths.booking(booking.id))}?created=1`,
    )
  } catch (error) {
    const failure = bookingFailure(error)
    const { shown, other } = splitFieldErrors(failure.fieldErrors, Object.keys(rules))
    return answer(quote, { fieldErrors: shown, alert: alertOf(failure, other, flow.text) }, 400)
  }
}
