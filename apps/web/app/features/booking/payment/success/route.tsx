import { sitePageOf } from '../../../../routing/route-access.server.ts'
import { bookingOfResultPage } from '../payment.server.ts'
import { paymentMeta } from '../payment-meta.ts'
import type { Route } from './+types/route.ts'
import { PaymentSuccess } from './payment-success.tsx'
import '../../checkout/booking-flow.css'
import '../payment.css'

/** §2 /success?booking={uuid}: where the payment provider sends the visitor after paying. */
export async function loader({ request, context }: Route.LoaderArgs) {
  sitePageOf(context)
  return { booking: await bookingOfResultPage(request, context) }
}

export const meta: Route.MetaFunction = (args) => paymentMeta(args, 'success.title')

export default function Success({ loaderData }: Route.ComponentProps) {
  return (
    <main className="booking-flow booking-flow--narrow">
      <PaymentSuccess key={loaderData.booking.uuid} initial={loaderData.booking} />
    </main>
  )
}
