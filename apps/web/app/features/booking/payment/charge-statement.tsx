import './charge-statement.css'
import { useBookingFlowText } from '../booking-flow-text.ts'

/**
 * Decision 0047: a booking is charged in its tour's currency. Where the visitor browses in another,
 * this says so before they pay: "You will be charged US$165 (≈ 13 500 ₽ at today's rate)".
 * `when` is 'now' on the pay page and an instant booking's checkout, 'after-confirmation' on a
 * request's checkout (nothing is charged until the organizer confirms).
 */
export function ChargeStatement({
  amountMinor,
  currency,
  converted,
  when = 'now',
}: {
  amountMinor: number
  currency: string
  converted: { readonly amountMinor: number; readonly currency: string } | null
  when?: 'now' | 'after-confirmation'
}) {
  const { text, money } = useBookingFlowText()
  if (converted === null || converted.currency === currency) return null
  const params = {
    amount: money(amountMinor, currency),
    converted: money(converted.amountMinor, converted.currency),
  }
  return (
    <p className="charge-statement" data-testid="charge-statement">
      {when === 'now' ? text('charge.now', params) : text('charge.afterConfirmation', params)}
    </p>
  )
}
