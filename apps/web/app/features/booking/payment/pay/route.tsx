import type { ApiClient } from '@tourmarket/api-client'
import type { Booking } from '@tourmarket/contracts'
import { useEffect, useEffectEvent } from 'react'
import { useRevalidator } from 'react-router'
import { useRequiredUser } from '../../../../lib/session-context.tsx'
import { sitePageOf } from '../../../../routing/route-access.server.ts'
import { useBookingFlowText } from '../../booking-flow-text.ts'
import { useBookingPaths } from '../../../../lib/booking-paths.ts'
import { apiClientOf, shellRequestOf } from '../../../../lib/shell-context.server.ts'
import { chargeInVisitorCurrency } from '../charge-estimate.server.ts'
import { loadBookingById, loadBookingByUuid } from '../../booking-load.server.ts'
import { paymentMeta } from '../payment-meta.ts'
import type { Route } from './+types/route.ts'
import { payWithGiftCardAction } from './gift-card-pay.server.ts'
import { PayPage, type PayContext } from './pay-page.tsx'
import '../../checkout/booking-flow.css'
import '../payment.css'

/**
 * §2 `{booking}/pay/{id}` (the owner's, by session: someone else's is the §8 403 screen) and
 * `{booking}/pay/uuid/{uuid}` (the link is the capability, decision 0016). One page for both.
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  sitePageOf(context)
  const api = apiClientOf(context)
  if ('uuid' in params && params.uuid !== undefined) {
    const booking = await loadBookingByUuid(api, params.uuid)
    return { target: 'uuid' as const, booking, payContext: await payContextOf(api, booking) }
  }
  const loaded = await loadBookingById(api, Number(params.id))
  return 'restoring' in loaded
    ? { target: 'id' as const, restoring: true as const }
    : {
        target: 'id' as const,
        booking: loaded.booking,
        payContext: await payContextOf(api, loaded.booking),
      }

  /** The charge in the visitor's currency and the minutes the seats are still held. */
  async function payContextOf(api: ApiClient, booking: Booking): Promise<PayContext> {
    const invoice = booking.next_invoice
    const converted =
      invoice === null
        ? null
        : await chargeInVisitorCurrency(
            api,
            invoice.amount,
            invoice.currency,
            shellRequestOf(context).currency,
          )
    const expiresAt = booking.hold_expires_at ?? null
    const holdMinutesLeft =
      expiresAt === null
        ? null
        : Math.max(0, Math.ceil((Date.parse(expiresAt) - Date.now()) / 60_000))
    return { converted, holdMinutesLeft }
  }
}

/** The gift card form's post (decision 0073); the loader then reloads what is left to pay. */
export const action = ({ request, params, context }: Route.ActionArgs) =>
  payWithGiftCardAction(request, params, context)

export const meta: Route.MetaFunction = (args) => paymentMeta(args, 'pay.title')

/** An expired session: the browser refreshes it (or sends the visitor to log in), then asks again. */
function SessionRestore() {
  const { text, path } = useBookingFlowText()
  const user = useRequiredUser(path('/login'))
  const revalidator = useRevalidator()
  const askAgain = useEffectEvent(() => void revalidator.revalidate())
  const userId = user?.id ?? null
  useEffect(() => {
    if (userId !== null) askAgain()
  }, [userId])
  return (
    <p role="status" className="booking-flow__muted">
      {text('pay.loading')}
    </p>
  )
}

export default function Pay({ loaderData, actionData }: Route.ComponentProps) {
  const { path } = useBookingFlowText()
  const paths = useBookingPaths()
  const { booking, target } = loaderData
  if (booking === undefined || !('payContext' in loaderData)) {
    return (
      <main className="booking-flow booking-flow--narrow">
        <SessionRestore />
      </main>
    )
  }
  return (
    <main className="booking-flow booking-flow--narrow">
      <PayPage
        // A gift card that paid part puts a new invoice in place of the old: the page starts
        // afresh for it (its own Idempotency-Key, so Pay opens a checkout for the new amount).
        key={booking.next_invoice?.id ?? 'nothing'}
        booking={booking}
        target={target}
        payContext={loaderData.payContext}
        giftCard={actionData}
        bookingLink={path(
          target === 'id' ? paths.booking(booking.id) : paths.bookingByUuid(booking.uuid),
        )}
      />
    </main>
  )
}
