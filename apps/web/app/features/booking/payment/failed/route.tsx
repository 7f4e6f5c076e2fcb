import { Link } from 'react-router'
import { sitePageOf } from '../../../../routing/route-access.server.ts'
import { useBookingFlowText } from '../../booking-flow-text.ts'
import { useBookingPaths } from '../../../../lib/booking-paths.ts'
import { TripSummary } from '../../trip-summary.tsx'
import { bookingOfResultPage } from '../payment.server.ts'
import { paymentMeta } from '../payment-meta.ts'
import type { Route } from './+types/route.ts'
import '../../checkout/booking-flow.css'
import '../payment.css'

/** §2 /payment-failed?booking={uuid}: where the payment provider sends the visitor on failure. */
export async function loader({ request, context }: Route.LoaderArgs) {
  sitePageOf(context)
  return { booking: await bookingOfResultPage(request, context) }
}

export const meta: Route.MetaFunction = (args) => paymentMeta(args, 'failed.title')

export default function PaymentFailed({ loaderData }: Route.ComponentProps) {
  const { booking } = loaderData
  const { text, path } = useBookingFlowText()
  const paths = useBookingPaths()
  const canRetry = booking.actions.can_pay && booking.next_invoice !== null
  return (
    <main className="booking-flow booking-flow--narrow">
      <div className="booking-card booking-result">
        <div className="payment-failed" aria-hidden="true">
          !
        </div>
        <h1 className="booking-flow__title">{text('failed.title')}</h1>
        <p>{canRetry ? text('failed.text') : text('failed.nothingToPay')}</p>
        <TripSummary tour={booking.tour} date={booking.tour_date} />
        <div className="booking-result__actions">
          {canRetry ? (
            <Link to={path(paths.payByUuid(booking.uuid))} className="button">
              {text('failed.tryAgain')}
            </Link>
          ) : null}
          <Link
            to={path(paths.bookingByUuid(booking.uuid))}
            className={canRetry ? 'booking-flow__secondary-link' : 'button'}
          >
            {text('bookingFlow.bookingLink')}
          </Link>
        </div>
      </div>
    </main>
  )
}
