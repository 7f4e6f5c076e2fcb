import type { SubmitHelpRequestBody } from '@tourmarket/contracts'

/** §3 request helper kind of the §2 callback dialog. */
export const CALLBACK_KIND = 'phone_call_request'

/** The storefront's own page that answers the callback form posted without JavaScript. */
export const CALLBACK_PATH = '/call-request'

/** The query of CALLBACK_PATH: who is called, from which tour, and the page to go back to. */
export const CALLBACK_PARAMS = {
  organizer: 'organizer',
  tour: 'tour',
  chat: 'chat',
  back: 'back',
} as const

export type CallbackValues = { phone: string; name: string }

export type CallbackTarget = {
  organizerId?: number | undefined
  tourId?: number | undefined
}

/** What the form posts: the phone and the name, plus the hidden fields naming the target. */
export const CALLBACK_FIELDS = ['phone', 'name'] as const

/** The posted phone: a number typed without its country code gets the chosen country's. */
export function postedPhone(typed: string, dialCode: string): string {
  const phone = typed.trim()
  if (phone === '' || phone.startsWith('+') || dialCode.trim() === '') return phone
  const code = dialCode.trim().startsWith('+') ? dialCode.trim() : `+${dialCode.trim()}`
  return `${code}${phone}`
}

/** §7 submit-help-request body of a callback request. */
export function callbackBody(
  values: CallbackValues,
  target: CallbackTarget,
  pagePath: string,
): SubmitHelpRequestBody {
  return {
    kind: CALLBACK_KIND,
    phone: values.phone.trim(),
    name: values.name.trim() === '' ? null : values.name.trim(),
    organizer_id: target.organizerId ?? null,
    tour_id: target.tourId ?? null,
    page_path: pagePath,
  }
}

/** A positive integer from a query or form value, else undefined. */
export function positiveId(value: string | null | undefined): number | undefined {
  if (value === null || value === undefined || !/^\d{1,9}$/.test(value)) return undefined
  const id = Number(value)
  return id > 0 ? id : undefined
}

/** A path on this site to go back to, else the home page. */
export function backPath(value: string | null | undefined): string {
  const path = value?.trim() ?? ''
  return path.startsWith('/') && !path.startsWith('//') && !path.includes('\\') ? path : '/'
}

/** CALLBACK_PATH with its query: the page, and its forms, know whom they call. */
export function callbackQuery(target: CallbackTarget, back: string): string {
  const query = new URLSearchParams()
  if (target.organizerId !== undefined)
    query.set(CALLBACK_PARAMS.organizer, String(target.organizerId))
  if (target.tourId !== undefined) query.set(CALLBACK_PARAMS.tour, String(target.tourId))
  query.set(CALLBACK_PARAMS.back, back)
  return query.toString()
}
