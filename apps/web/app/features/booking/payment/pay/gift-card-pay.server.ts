import { isApiHttpError } from '@tourmarket/api-client/client'
import type { GiftCardPayment } from '@tourmarket/contracts'
import { data, type RouterContextProvider } from 'react-router'
import { callApi } from '../../../../lib/api-call.ts'
import {
  postedText,
  readFormPost,
  validationErrors,
} from '../../../../lib/form-posts/form-post.server.ts'
import {
  giftCardRefusalOf,
  type GiftCardRefusal,
} from '../../../../components/gift-card/gift-card-refusal.ts'
import { giftCardCodeRules } from '../../../../components/gift-card/gift-card-code-field.tsx'

/** What the pay page's gift card form got back: the card's payment, or why not. */
export type GiftCardPayAnswer =
  | { readonly outcome: 'applied'; readonly payment: GiftCardPayment }
  | { readonly outcome: 'invalid'; readonly code: string; readonly error: string }
  | { readonly outcome: 'refused'; readonly code: string; readonly refusal: GiftCardRefusal }

const NO_STORE = { 'Cache-Control': 'private, no-store' }

/**
 * The pay page's "Apply the gift card", posted with or without JavaScript (decision 0073): the
 * card pays the booking's next invoice as far as it can (invoice/pay-with-gift-card, the booking
 * addressed as the page is: by number for its owner, or by its link), then the page reloads the
 * booking and shows what is left to pay.
 */
export async function payWithGiftCardAction(
  request: Request,
  params: { readonly id?: string; readonly uuid?: string },
  context: Readonly<RouterContextProvider>,
) {
  const post = await readFormPost(request, context)
  const code = postedText(post.fields, 'code')
  const answer = (status: number, body: GiftCardPayAnswer) =>
    data<GiftCardPayAnswer>(body, { status, headers: NO_STORE })
  const invalid = validationErrors(giftCardCodeRules, { code }, post.shell.locale)
  if (invalid !== null) {
    return answer(400, { outcome: 'invalid', code, error: invalid.code?.[0] ?? '' })
  }
  const booking =
    params.uuid === undefined ? { request_id: Number(params.id) } : { uuid: params.uuid }
  try {
    const payment = await callApi(post.api, 'payWithGiftCard', { body: { ...booking, code } })
    return answer(200, { outcome: 'applied', payment })
  } catch (error) {
    if (!isApiHttpError(error)) console.error('pay-with-gift-card failed', error)
    return answer(isApiHttpError(error) ? error.status : 503, {
      outcome: 'refused',
      code,
      refusal: giftCardRefusalOf(error),
    })
  }
}
