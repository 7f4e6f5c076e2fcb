import { Link } from 'react-router'
import { routeMeta } from '../../../lib/meta.ts'
import type { Route } from './+types/route.ts'
import { bookingFlowTitle, useBookingFlowText } from '../booking-flow-text.ts'
import { CheckoutPage } from './checkout-page.tsx'
import { checkoutAction } from './checkout-action.server.ts'
import { loadCheckout } from './checkout.server.ts'
import './booking-flow.css'

export const loader = (args: Route.LoaderArgs) => loadCheckout(args)

/** The checkout posted without JavaScript: a new count, or the booking itself (issue 16). */
export const action = (args: Route.ActionArgs) => checkoutAction(args)

export const meta: Route.MetaFunction = ({ matches, error, location, loaderData }) => {
  const site = matches[0].loaderData?.site
  const title =
    site === undefined || loaderData === undefined
      ? ''
      : loaderData.kind === 'ready'
        ? bookingFlowTitle(site.locale, 'checkout.metaTitle', { tour: loaderData.quote.tour.name })
        : bookingFlowTitle(site.locale, 'checkout.notBookable.title')
  const tags = routeMeta({ site, error, location }, { title })
  // A signed-in visitor's form: nothing for search engines.
  return tags.length === 0 ? tags : [...tags, { name: 'robots', content: 'noindex' }]
}

/** 409 tour_date_not_bookable: say so, and lead back to the tour's other dates. */
function NotBookable({ tour }: { tour: { slug: string; name: string } | null }) {
  const { text, path } = useBookingFlowText()
  return (
    <main className="booking-flow booking-flow--narrow">
      <div className="booking-card booking-result">
        <h1 className="booking-flow__title">{text('checkout.notBookable.title')}</h1>
        {tour === null ? null : <p className="booking-result__subject">{tour.name}</p>}
        <p>{text('checkout.notBookable.text')}</p>
        <div className="booking-result__actions">
          {tour === null ? (
            <Link to={path('/')} className="button">
              {text('bookingFlow.searchLink')}
            </Link>
          ) : (
            <Link to={path(`/${tour.slug}`)} className="button">
              {text('bookingFlow.tourLink')}
            </Link>
          )}
        </div>
      </div>
    </main>
  )
}

/** §2 /{booking}/new/{tourDateId} (authOnly; added by decision 0016). */
export default function Checkout({ loaderData, actionData }: Route.ComponentProps) {
  return loaderData.kind === 'ready' ? (
    // A new date starts a new form.
    <CheckoutPage
      key={loaderData.quote.tour_date_id}
      initialQuote={loaderData.quote}
      idempotencyKey={loaderData.idempotencyKey}
      individualTourUuid={loaderData.individualTourUuid}
      allIn={loaderData.allIn}
      posted={actionData}
    />
  ) : (
    <NotBookable tour={loaderData.tour} />
  )
}
