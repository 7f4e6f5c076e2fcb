import type { BookingQuote } from '@tourmarket/contracts'
import type { CheckoutAlert } from './checkout-alert.ts'
import type { CheckoutValues } from './checkout-form.ts'

/** The counter's − and + post the count they step to under this name (without JavaScript). */
export const RECOUNT_FIELD = 'recount'

/** What the checkout posted without JavaScript gets back when it is shown again (issue 16). */
export type CheckoutPosted = {
  readonly quote: BookingQuote
  readonly touristsCount: number
  readonly values: CheckoutValues
  readonly fieldErrors: Readonly<Record<string, readonly string[]>>
  readonly alert: CheckoutAlert | null
}
