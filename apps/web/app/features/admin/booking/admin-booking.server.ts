import { randomUUID } from 'node:crypto'
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
import { bookingChangesTextFor } from './booking-changes-text.ts'

type Context = Readonly<RouterContextProvider>

const refundChoices = ['rules', 'policy', 'manual'] as const
type RefundChoice = (typeof refundChoices)[number]

/** What a refused cancel shows: the form again with what was typed and the messages. */
export type AdminCancelAnswer = {
  readonly form: 'cancel'
  readonly posted: {
    readonly message: string
    readonly refund: RefundChoice
    readonly amount: string
    readonly notify: boolean
  }
  readonly fieldErrors: Readonly<Record<string, readonly string[]>>
  readonly message: string | null
}

/** What a refused date change shows: the form again with the date chosen and the messages. */
export type AdminChangeDateAnswer = {
  readonly form: 'change-date'
  readonly posted: { readonly tourDateId: string }
  readonly fieldErrors: Readonly<Record<string, readonly string[]>>
  readonly message: string | null
}

/** What a refused resend shows: the message beside the mail's row. */
export type AdminResendAnswer = {
  readonly form: 'resend'
  readonly mailId: number
  readonly message: string
}

export type AdminBookingAnswer = AdminCancelAnswer | AdminChangeDateAnswer | AdminResendAnswer

/** The notices a form's redirect asks the page for (`?done=`). */
export const adminBookingNotices = ['cancel', 'change-date', 'resend'] as const
export type AdminBookingNotice = (typeof adminBookingNotices)[number]

/**
 * The booking as the console shows it, everything recorded about it, and this page's form key:
 * each resend form sends it with its mail's id, so a second submit of one form sends nothing
 * more (the API writes one mail per key); the page after a resend has a new one.
 */
export async function loadAdminBooking(context: Context, id: number) {
  const api = apiClientOf(context)
  const [page, history] = await Promise.all([
    callApi(api, 'adminBookingView', { query: { id } }).catch(refusedObject),
    callApi(api, 'adminBookingHistory', { query: { id } }).catch(refusedObject),
  ])
  return { page, history: history.data, formKey: randomUUID() }
}

function isRefundChoice(value: string): value is RefundChoice {
  return (refundChoices as readonly string[]).includes(value)
}

type FormPost = Awaited<ReturnType<typeof readFormPost>>

/** A refusal that is not the form's to show (signed out, not allowed, no such booking). */
function rethrowRefusal(error: unknown): void {
  if (isApiHttpError(error) && [401, 403, 404].includes(error.status)) refusedObject(error)
}

/**
 * The page's three forms (with or without their script), told apart by `intent`: the cancel,
 * the date change and a mail's resend. Each goes back to the page with its notice (a fresh GET,
 * so a reload repeats nothing), or shows its form again with the API's messages.
 */
export async function adminBookingAction(request: Request, context: Context, id: number) {
  const post = await readFormPost(request, context)
  const intent = postedText(post.fields, 'intent')
  if (intent === 'change-date') return changeDateAction(post, id)
  if (intent === 'resend') return resendAction(post, id)
  return cancelAction(post, id)
}

async function changeDateAction(post: FormPost, id: number) {
  const words = bookingChangesTextFor(post.shell.locale)
  const posted = { tourDateId: postedText(post.fields, 'tour_date_id') }
  const tourDateId = Number(posted.tourDateId)
  try {
    await callApi(post.api, 'adminBookingChangeDate', {
      // A missing or mangled choice goes as 0: the API names `tour_date_id` in its answer.
      body: { id, tour_date_id: Number.isSafeInteger(tourDateId) ? tourDateId : 0 },
    })
  } catch (error) {
    rethrowRefusal(error)
    const failure = apiFailure(error, ['tour_date_id'], words.text('changeDate.failed'))
    return data<AdminChangeDateAnswer>(
      { form: 'change-date', posted, ...failure },
      { status: isApiHttpError(error) ? error.status : 503, headers: ADMIN_PAGE_HEADERS },
    )
  }
  return post.redirect(`${words.path(`/admin/bookings/${String(id)}`)}?done=change-date`)
}

async function resendAction(post: FormPost, id: number) {
  const words = bookingChangesTextFor(post.shell.locale)
  const mailId = Number(postedText(post.fields, 'mail_id'))
  try {
    await callApi(post.api, 'adminBookingResendMail', {
      body: {
        id,
        mail_id: Number.isSafeInteger(mailId) ? mailId : 0,
        idempotency_key: postedText(post.fields, 'idempotency_key'),
      },
    })
  } catch (error) {
    rethrowRefusal(error)
    const failure = apiFailure(error, [], words.text('resend.failed'))
    return data<AdminResendAnswer>(
      { form: 'resend', mailId, message: failure.message ?? words.text('resend.failed') },
      { status: isApiHttpError(error) ? error.status : 503, headers: ADMIN_PAGE_HEADERS },
    )
  }
  return post.redirect(`${words.path(`/admin/bookings/${String(id)}`)}?done=resend`)
}

/** The cancel: typed major units become minor ones in the booking's currency. */
async function cancelAction(post: FormPost, id: number) {
  const words = adminTextFor(post.shell.locale)
  const refund = postedText(post.fields, 'refund')
  const posted: AdminCancelAnswer['posted'] = {
    message: postedText(post.fields, 'message'),
    refund: isRefundChoice(refund) ? refund : 'rules',
    amount: postedText(post.fields, 'refund_amount').trim(),
    notify: post.fields.get('notify_client') !== null,
  }
  const answer = (failure: Omit<AdminCancelAnswer, 'posted' | 'form'>, status: number) =>
    data<AdminCancelAnswer>(
      { form: 'cancel', posted, ...failure },
      { status, headers: ADMIN_PAGE_HEADERS },
    )
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
    rethrowRefusal(error)
    const failure = apiFailure(
      error,
      ['message', 'refund_amount'],
      words.text('admin.cancel.failed'),
    )
    return answer(failure, isApiHttpError(error) ? error.status : 503)
  }
  return post.redirect(`${words.path(`/admin/bookings/${String(id)}`)}?done=cancel`)
}
