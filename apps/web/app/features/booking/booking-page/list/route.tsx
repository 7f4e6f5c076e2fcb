import { isApiHttpError } from '@tourmarket/api-client'

import { Link } from 'react-router'
import { getServerEnv } from '../../../../lib/env.server.ts'
import { apiClientOf } from '../../../../lib/shell-context.server.ts'
import { sitePageOf } from '../../../../routing/route-access.server.ts'
import { bookingMoney } from '../booking-format.ts'
import { privatePageMeta } from '../../../../lib/private-page-meta.ts'
import { BookingStatusBadge, SessionRestore, TourLine, TourPhoto } from '../booking-parts.tsx'
import { bookingWords, useBookingText } from '../booking-text.ts'
import type { Route } from './+types/route.ts'
import '../booking.css'
import { callApi } from '../../../../lib/api-call.ts'

/**
 * "My trips" at the booking pages' base path (authOnly): §7 request/list, the account's bookings
 * newest first. An expired token (401) waits for the browser's refresh, as the booking page does.
 */
export async function loader({ context }: Route.LoaderArgs) {
  sitePageOf(context)
  try {
    const list = await callApi(apiClientOf(context), 'requestList')
    return {
      restoring: false as const,
      bookings: list.data,
      bookingPath: `/${getServerEnv().bookingBasePath}`,
    }
  } catch (error) {
    if (isApiHttpError(error) && error.status === 401) return { restoring: true as const }
    throw error
  }
}

export const meta: Route.MetaFunction = (args) =>
  privatePageMeta(args, (locale) => bookingWords(locale, 'bookingPage.list.title'))

export default function BookingsRoute({ loaderData }: Route.ComponentProps) {
  const { text, path } = useBookingText()
  if (loaderData.restoring) {
    return (
      <main className="bp-page">
        <SessionRestore loginPath={path('/login')} />
      </main>
    )
  }
  const { bookings, bookingPath } = loaderData
  return (
    <main className="bp-page">
      <header className="bp-page__header">
        <h1 className="bp-page__title">{text('bookingPage.list.title')}</h1>
      </header>
      {bookings.length === 0 ? (
        <section className="bp-empty" aria-labelledby="bookings-empty">
          <h2 id="bookings-empty">{text('bookingPage.list.emptyTitle')}</h2>
          <p>{text('bookingPage.list.emptyText')}</p>
          <Link to={path('/')} className="button">
            {text('bookingPage.list.search')}
          </Link>
        </section>
      ) : (
        <ul className="bp-list">
          {bookings.map((booking) => (
            <li key={booking.id} className="bp-card bp-list__item">
              <TourPhoto
                image={booking.tour.image}
                className="bp-list__photo"
                sizes="(min-width: 576px) 200px, 100vw"
              />
              <div className="bp-list__body">
                <div className="bp-list__top">
                  <h2 className="bp-list__title">
                    <Link className="bp-list__link" to={path(`${bookingPath}/${booking.id}`)}>
                      {text('bookingPage.title', { id: booking.id })}
                    </Link>
                  </h2>
                  <BookingStatusBadge booking={booking} />
                </div>
                <p className="bp-list__tour">
                  <TourLine booking={booking} />
                </p>
                <p className="bp-list__figures">
                  {text('bookingPage.list.figures', {
                    tourists: text('bookingPage.add.countValue', {
                      count: booking.tourists_count,
                    }),
                    total: bookingMoney(booking.price.total, booking.currency),
                  })}
                </p>
              </div>
            </li>
          ))}
        </ul>
      )}
    </main>
  )
}
