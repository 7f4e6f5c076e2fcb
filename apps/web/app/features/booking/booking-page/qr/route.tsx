import type { Booking } from '@tourmarket/contracts'
import { isCanceledStatus } from '@tourmarket/domain/booking'
import { Link } from 'react-router'
import { apiClientOf, shellRequestOf } from '../../../../lib/shell-context.server.ts'
import { sitePageOf } from '../../../../routing/route-access.server.ts'
import { dayRangeText } from '../booking-format.ts'
import { loadBookingById, loadBookingByUuid } from '../../booking-load.server.ts'
import { privatePageMeta } from '../../../../lib/private-page-meta.ts'
import { BookingStatusBadge, SessionRestore } from '../booking-parts.tsx'
import { bookingWords, useBookingText } from '../booking-text.ts'
import { localizedPath } from '../../../../routing/localized-paths.ts'
import type { Route } from './+types/route.ts'
import { qrCodeSvg } from './qr-code.server.ts'
import '../booking.css'

type QrBooking = Pick<
  Booking,
  'id' | 'uuid' | 'status' | 'price' | 'tour' | 'tour_date' | 'tourists_count' | 'organizer'
> & {
  readonly travellers: readonly string[]
  /** The meeting text the organizer saved on the meet page; null until then. */
  readonly meetingPoint: string | null
}

/**
 * §2 QR pages (open, §6): `booking/qr/uuid/{uuid}` shows anyone with the link its code;
 * `booking/qr/{id}` reads the booking with the visitor's session.
 */
async function loadBooking(
  args: Route.LoaderArgs,
): Promise<{ booking: Booking } | { restoring: true }> {
  const api = apiClientOf(args.context)
  if ('uuid' in args.params && args.params.uuid !== undefined) {
    return { booking: await loadBookingByUuid(api, args.params.uuid) }
  }
  // §6 makes QR pages open, so a visitor without a session is not sent to log in. But a booking
  // number, unlike the uuid, is no capability: only the owner's session can read the booking by
  // it (request/get), so a visitor without one sees the §8 403 screen, as a signed-in stranger does.
  if (shellRequestOf(args.context).sessionToken === null) {
    throw new Response(null, { status: 403 })
  }
  return loadBookingById(api, Number(args.params.id))
}

export async function loader(args: Route.LoaderArgs) {
  sitePageOf(args.context)
  const loaded = await loadBooking(args)
  if (!('booking' in loaded)) return loaded
  const { booking } = loaded
  const origin = new URL(args.request.url).origin
  // The code holds the booking's uuid link in the page language: it opens for whoever scans it.
  const link = new URL(
    localizedPath(booking.links.page, shellRequestOf(args.context).locale),
    origin,
  ).href
  const summary: QrBooking = {
    id: booking.id,
    uuid: booking.uuid,
    status: booking.status,
    price: booking.price,
    tour: booking.tour,
    tour_date: booking.tour_date,
    tourists_count: booking.tourists_count,
    organizer: booking.organizer,
    travellers: booking.tourists.map((tourist) => tourist.full_name),
    meetingPoint: booking.meet?.text.trim() || null,
  }
  // Issue 38: a cancelled booking has nothing to show at the meeting point, so no code.
  const canceled = isCanceledStatus(booking.status)
  return {
    booking: summary,
    link: canceled ? null : link,
    pagePath: booking.links.page,
    calendarPath: `${booking.links.qr}/calendar.ics`,
    svg: canceled ? null : await qrCodeSvg(link),
  }
}

export const meta: Route.MetaFunction = (args) =>
  privatePageMeta(args, (locale) =>
    args.loaderData !== undefined && 'booking' in args.loaderData
      ? bookingWords(locale, 'bookingPage.qr.title', { id: args.loaderData.booking.id })
      : bookingWords(locale, 'bookingPage.titleShort'),
  )

/** The QR code with what a guide checks at the meeting point under it; prints on one page. */
export default function BookingQrRoute({ loaderData }: Route.ComponentProps) {
  const { text, locale, path } = useBookingText()
  if (!('booking' in loaderData)) {
    return (
      <main className="bp-page">
        <SessionRestore loginPath={path('/login')} />
      </main>
    )
  }
  const { booking, link, pagePath, calendarPath, svg } = loaderData
  return (
    <main className="bp-qr">
      <h1 className="bp-qr__title">{text('bookingPage.qr.title', { id: booking.id })}</h1>
      <BookingStatusBadge booking={booking} />
      {svg === null ? (
        <div className="bp-note bp-note--warning bp-qr__canceled" role="status">
          <p className="bp-qr__canceled-title">{text('bookingPage.qr.canceled')}</p>
          <p>{text('bookingPage.qr.canceledText')}</p>
        </div>
      ) : (
        <div
          className="bp-qr__code"
          role="img"
          aria-label={text('bookingPage.qr.codeLabel')}
          // Markup the qrcode package drew on the server from the booking's own link.
          dangerouslySetInnerHTML={{ __html: svg }}
        />
      )}
      <dl className="bp-qr__facts">
        <div>
          <dt>{text('bookingPage.qr.number')}</dt>
          <dd>{booking.id}</dd>
        </div>
        <div>
          <dt>{text('bookingPage.qr.tour')}</dt>
          <dd>{booking.tour.name}</dd>
        </div>
        <div>
          <dt>{text('bookingPage.qr.dates')}</dt>
          <dd>{dayRangeText(booking.tour_date.start, booking.tour_date.end, locale)}</dd>
        </div>
        <div>
          <dt>{text('bookingPage.qr.travellers')}</dt>
          <dd>
            <ul className="bp-qr__names">
              {booking.travellers.map((name, index) => (
                <li key={`${String(index)}-${name}`}>{name}</li>
              ))}
            </ul>
          </dd>
        </div>
        <div>
          <dt>{text('bookingPage.qr.organizer')}</dt>
          <dd>{booking.organizer.name}</dd>
        </div>
        {svg === null ? null : (
          <div className="bp-qr__meeting">
            <dt>{text('bookingPage.qr.meetingPoint')}</dt>
            <dd>{booking.meetingPoint ?? text('bookingPage.qr.meetingPointLater')}</dd>
          </div>
        )}
      </dl>
      {link === null ? null : <p className="bp-qr__link">{link}</p>}
      <div className="bp-qr__actions">
        {svg === null ? null : (
          <>
            <a className="button" href={path(calendarPath)} download>
              {text('bookingPage.qr.calendar')}
            </a>
            <button type="button" className="button" onClick={() => window.print()}>
              {text('bookingPage.qr.print')}
            </button>
          </>
        )}
        <Link className="bp-actions__link" to={path(pagePath)}>
          {text('bookingPage.qr.back')}
        </Link>
      </div>
    </main>
  )
}
