import { redirect } from 'react-router'
import { Link } from 'react-router'
import { sitePageOf } from '../../../../routing/route-access.server.ts'
import { localizedPath } from '../../../../routing/localized-paths.ts'
import { useBookingFlowText } from '../../booking-flow-text.ts'
import { BOOKING_UUID, paymentResultPaths } from '../../../../lib/booking-paths.ts'
import { paymentMeta } from '../payment-meta.ts'
import type { Route } from './+types/route.ts'
import '../../checkout/booking-flow.css'
import '../payment.css'

/** `status` values a provider uses for a payment that went through. */
const PAID_STATUSES: ReadonlySet<string> = new Set(['success', 'succeeded', 'paid'])

/**
 * §2 /fail, the generic payment result address (a provider configured with one return URL lands
 * here with `?booking` and maybe `?status`). With a booking it redirects to the page that can
 * settle it: /success when the status says paid, else /payment-failed. The status is only a hint
 * of which page to open: both read the booking from the API, so a made-up `status=paid` shows
 * "Confirming…" and never a payment that did not happen. Without a booking there is nothing to
 * look up, so the page says the payment did not go through and where to retry.
 */
export function loader({ request, context }: Route.LoaderArgs) {
  const route = sitePageOf(context)
  const url = new URL(request.url)
  const uuid = url.searchParams.get('booking') ?? ''
  if (!BOOKING_UUID.test(uuid)) return null
  const status = (url.searchParams.get('status') ?? '').toLowerCase()
  const target = PAID_STATUSES.has(status)
    ? paymentResultPaths.success(uuid)
    : paymentResultPaths.failed(uuid)
  throw redirect(localizedPath(target, route.locale))
}

export const meta: Route.MetaFunction = (args) => paymentMeta(args, 'failed.title')

export default function Fail() {
  const { text, path } = useBookingFlowText()
  return (
    <main className="booking-flow booking-flow--narrow">
      <div className="booking-card booking-result">
        <div className="payment-failed" aria-hidden="true">
          !
        </div>
        <h1 className="booking-flow__title">{text('failed.title')}</h1>
        <p>{text('fail.text')}</p>
        <div className="booking-result__actions">
          <Link to={path('/')} className="button">
            {text('fail.home')}
          </Link>
        </div>
      </div>
    </main>
  )
}
