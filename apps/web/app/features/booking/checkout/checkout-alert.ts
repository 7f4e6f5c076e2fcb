import type { BookingFailure } from '../booking-failure.ts'
import type { BookingFlowText } from '../booking-flow-text.ts'

export type CheckoutAlert = { readonly text: string; readonly tourLink: boolean }

/** What the page tells the visitor after a refused or failed request/create. */
export function alertOf(
  failure: BookingFailure,
  otherFieldMessages: readonly string[],
  text: BookingFlowText['text'],
): CheckoutAlert {
  switch (failure.kind) {
    case 'fields':
      return { text: otherFieldMessages[0] ?? text('checkout.fixFields'), tourLink: false }
    case 'refused':
      return { text: failure.message ?? text('checkout.error.generic'), tourLink: false }
    case 'not-enough-seats':
      return {
        text: text('checkout.error.notEnoughSeats', { message: failure.message ?? '' }).trim(),
        tourLink: true,
      }
    case 'not-bookable':
      return { text: text('checkout.error.notBookable'), tourLink: true }
    case 'in-progress':
      return { text: text('checkout.error.inProgress'), tourLink: false }
    case 'network':
      return { text: text('checkout.error.network'), tourLink: false }
    case 'server':
      return { text: text('checkout.error.generic'), tourLink: false }
    default: {
      const unknownKind: never = failure.kind
      throw new Error(`Unknown failure ${String(unknownKind)}`)
    }
  }
}

/** UTC 'yyyy-MM-dd', the day the API judges birthdays against. */
export function utcToday(): string {
  return new Date().toISOString().slice(0, 10)
}
