import type { SubmitHelpRequestBody } from '@tourmarket/contracts'
import type { RequestHelperKind } from '@tourmarket/domain/help-center'

/** What the help request form holds; the phone as typed. */
export type HelpRequestValues = {
  name: string
  email: string
  phone: string
  kind: string
  message: string
}

/** The topic a form starts on: the general question. */
export const DEFAULT_HELP_REQUEST_KIND: RequestHelperKind = 'common_help'

/**
 * The kinds the form offers, in this order (§3 request helper kinds): the general question, then
 * what a tourist with a trip booked asks most (issue 42), then the rest.
 */
export const OFFERED_HELP_REQUEST_KINDS: readonly RequestHelperKind[] = [
  'common_help',
  'booking',
  'payment',
  'refund',
  'cancellation',
  'learn_more',
  'individual_tour',
  'corp_tour_request',
  'phone_call_request',
  'cashback',
  'certificate',
  'subsidies',
]

/** §7 submit-help-request's body from the form and the page it is on. */
export function helpRequestBody(
  values: HelpRequestValues,
  pagePath: string,
): SubmitHelpRequestBody {
  return {
    name: values.name.trim(),
    email: values.email.trim(),
    phone: values.phone.trim() === '' ? null : values.phone.trim(),
    kind: values.kind,
    message: values.message.trim(),
    page_path: pagePath,
  }
}

/** What the form posted without JavaScript gets back when shown again. */
export type HelpRequestPosted = {
  readonly values: HelpRequestValues
  readonly fieldErrors: Readonly<Record<string, readonly string[]>>
  readonly message: string | null
}
