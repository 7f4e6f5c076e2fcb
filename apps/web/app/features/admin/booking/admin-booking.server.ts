import { isApiHttpError } from '@tourmarket/api-client'
import { isBrandCurrency } from '@tourmarket/domain/enums'
import { fromMajor } from '@tourmarket/domain/money'
import { data, type RouterContextProvider } from 'react-router'
import { apiFailure } from '../../../lib/api-failure.ts'
import { callApi } from '../../../lib/api-call.ts'
import { postedText, readFormPost } from '../../../lib/form-posts/form-post.server.ts'
import { apiClientOf } from '../../../lib/shell-context.server.ts'
import { ADMIN_PAGE_HEADERS, refusedObject } from '../shell/admin-loader.server.ts'
import { adminTextFor } from '../shell/admin-text.ts'

type Context = Readonly<RouterContextProvider>

const refundChoices = ['rules', 'policy', 'manual'] as const
type RefundChoice = (typeof refundChoices)[number]

/** What a refused cancel shows: the form again with what was typed and the messages. */
export type AdminCancelAnswer = {
  readonly posted: {
    readonly message: string
    readonly refund: RefundChoice
    readonly amount: string
    readonly notify: boolean
  }
  readonly fieldErrors: Readonly<Record<string, readonly string[]>>
  readonly message: string | null
}

/** The booking as the console shows it, and everything recorded about it. */
export async function loadAdminBooking(context: Context, id: number) {
  const api = apiClientOf(context)
  const [page, history] = await Promise.all([
    callApi(api, 'adminBookingView', { query: { id } }).catch(refusedObject),
    callApi(api, 'adminBookingHistory', { query: { id } }).catch(refusedObject),
  ])
  return { page, history: history.data }
}

function isRefundChoice(value: string): value is RefundChoice {
  return (refundChoices as readonly string[]).includes(value)
}

/**
 * The cancel form (with or without its script): typed major units become minor ones in the
 * booking's currency; then back to the page with the notice (a fresh GET, so a reload repeats
 * nothing), or the form again with the API's messages under their fields.
 */
export async function adminBookingAction(request: Request, context: Context, id: number) {
  const post = await readFormPost(request, context)
  const words = adminTextFor(post.shell.locale)
  const refund = postedText(post.fields, 'refund')
  const posted: AdminCancelAnswer['posted'] = {
    message: postedText(post.fields, 'message'),
    refund: isRefundChoice(refund) ? refund : 'rules',
    amount: postedText(post.fields, 'refund_amount').trim(),
    notify: post.fields.get('notify_client') !== null,
  }
  const answer = (failure: Omit<AdminCancelAnswer, 'posted'>, status: number) =>
    data<AdminCancelAnswer>({ posted, ...failure }, { status, headers: ADMIN_PAGE_HEADERS })
  let refundAmount: number | undefined
  if (posted.refund === 'manual') {
    const currency = postedText(post.fields, 'currency')
    const amount =
      /^\d+([.,]\d{1,2})?$/.test(posted.amount) && isBrandCurrency(currency)
        ? fromMajor(posted.amount.replace(',', '.'), currency).amountMinor
        : undefined
    if (amount === undefined) {
      return answer(
        {
          fieldErrors: { refund_amount: [words.text('admin.cancel.amountInvalid')] },
          message: null,
        },
        400,
      )
    }
    refundAmount = amount
  }
  try {
    await callApi(post.api, 'adminBookingCancel', {
      body: {
        id,
        message: posted.message,
        refund: posted.refund,
        notify_client: posted.notify,
        ...(refundAmount === undefined ? {} : { refund_amount: refundAmount }),
      },
    })
  } catch (error) {
    if (isApiHttpError(error) && [401, 403, 404].includes(error.status)) refusedObject(error)
    const failure = apiFailure(
      error,
      ['message', 'refund_amount'],
      words.text('admin.cancel.failed'),
    )
    return answer(failure, isApiHttpError(error) ? error.status : 503)
  }
  return post.redirect(`${words.path(`/admin/bookings/${String(id)}`)}?done=cancel`)
}
