import type { Booking } from '@tourmarket/contracts'
import { isCanceledStatus } from '@tourmarket/domain/booking'
import { bookingRequestStatus } from '@tourmarket/domain/enums'
import { useToast } from '@tourmarket/ui'
import { useCallback } from 'react'
import { Link, useRevalidator } from 'react-router'
import { useShellData, useShellLocale } from '../../../../lib/shell-data.ts'
import { GuaranteeMeter } from '../../../../components/guarantee-meter/guarantee-meter.tsx'
import { bookingMoney, instantDayText } from '../booking-format.ts'
import { BookingStatusBadge, TourLine, TourPhoto } from '../booking-parts.tsx'
import { useBookingText } from '../booking-text.ts'
import type { BookingNotice } from './booking-notice.ts'
import { CancelDialog } from './cancel-dialog.tsx'
import { ChangeDateDialog } from './change-date-dialog.tsx'
import { PriceBlock } from './price-block.tsx'
import { ShareLink } from './share-link.tsx'
import { MeetSection } from './meet-section.tsx'
import { ProgramSection } from './program-section.tsx'
import { TouristsSection } from './tourists-section.tsx'

function NoticeBox({ booking, notice }: { booking: Booking; notice: BookingNotice }) {
  const { text, path } = useBookingText()
  const money = (amount: number) => bookingMoney(amount, booking.currency)
  const pay = booking.actions.can_pay && booking.next_invoice !== null ? booking.next_invoice : null
  let title: string
  let body: string
  if (notice.kind === 'added') {
    title = text('bookingPage.notice.added', { count: notice.count })
    body = pay === null ? '' : text('bookingPage.notice.addedPay', { amount: money(pay.amount) })
  } else if (booking.status === bookingRequestStatus.pendingConfirm) {
    title = text('bookingPage.notice.sent')
    body = text('bookingPage.notice.sentText', {
      organizer: booking.organizer.name,
      email: booking.contact.email,
    })
  } else {
    title = text('bookingPage.notice.booked')
    body = pay === null ? '' : text('bookingPage.notice.bookedPay', { amount: money(pay.amount) })
  }
  return (
    <div role="status" className="bp-note bp-note--success bp-page__notice">
      <p className="bp-note__title">{title}</p>
      {body === '' ? null : <p>{body}</p>}
      {notice.kind === 'added' && pay !== null ? (
        <Link className="button bp-note__action" to={path(booking.links.pay)}>
          {text('bookingPage.actions.pay', { amount: money(pay.amount) })}
        </Link>
      ) : null}
    </div>
  )
}

function CanceledBox({ booking }: { booking: Booking }) {
  const { text, locale } = useBookingText()
  return (
    <div className="bp-note bp-note--error bp-page__notice">
      <p className="bp-note__title">
        {booking.canceled_at === null
          ? text('bookingPage.canceled.title')
          : text('bookingPage.canceled.titleOn', {
              date: instantDayText(booking.canceled_at, locale),
            })}
      </p>
      {booking.cancel_reason === null ? null : (
        <p>
          {text('bookingPage.canceled.reason')}{' '}
          <q className="bp-page__reason">{booking.cancel_reason}</q>
        </p>
      )}
    </div>
  )
}

/** What the visitor can do next, each only when the API's actions allow it for this viewer. */
function NextSteps({ booking, origin }: { booking: Booking; origin: string }) {
  const { text, path } = useBookingText()
  const toast = useToast()
  const revalidator = useRevalidator()
  const reload = useCallback(async () => {
    await revalidator.revalidate()
  }, [revalidator])
  const { brand } = useShellLocale()
  const bookingBase = useShellData()?.bookingPath ?? '/booking'
  const { actions, links } = booking
  // Issue 44 item 6: the owner's trip pack, once paid and while the trip goes ahead (or went).
  const hasTripPack =
    booking.is_owner &&
    (booking.status === bookingRequestStatus.madePrepayment ||
      booking.status === bookingRequestStatus.tourComplete)
  const pay = actions.can_pay ? booking.next_invoice : null
  // §2 /arrival/{uuid}, where the brand has it, while the tourists' details can still change.
  const canAddArrival =
    brand.arrivalPageEnabled && booking.tourists.some((tourist) => tourist.can_edit)
  return (
    <section className="bp-card bp-actions" aria-labelledby="bp-next">
      <h2 id="bp-next" className="bp-card__title">
        {text('bookingPage.actions.title')}
      </h2>
      {pay === null ? null : (
        <Link className="button bp-actions__pay" to={path(links.pay)}>
          {text('bookingPage.actions.pay', { amount: bookingMoney(pay.amount, pay.currency) })}
        </Link>
      )}
      <div className="bp-actions__row">
        {actions.can_add_tourists ? (
          <Link className="bp-actions__link" to={path(links.add_tourists)}>
            {text('bookingPage.actions.addTourists')}
          </Link>
        ) : null}
        {canAddArrival ? (
          <Link className="bp-actions__link" to={path(`/arrival/${booking.uuid}`)}>
            {text('bookingPage.arrival.open')}
          </Link>
        ) : null}
        {/* Issue 38: a cancelled booking has no voucher to show. */}
        {isCanceledStatus(booking.status) ? null : (
          <Link className="bp-actions__link" to={path(links.qr)}>
            {text('bookingPage.actions.qr')}
          </Link>
        )}
        {hasTripPack ? (
          <Link
            className="bp-actions__link"
            to={path(`${bookingBase}/trip-pack/${String(booking.id)}`)}
          >
            {text('bookingPage.actions.tripPack')}
          </Link>
        ) : null}
        {actions.can_change_date ? (
          <ChangeDateDialog
            booking={booking}
            onChanged={async () => {
              await reload()
              toast.show({ type: 'success', title: text('bookingPage.changeDate.done') })
            }}
          />
        ) : null}
      </div>
      <ShareLink url={new URL(path(links.page), origin).href} />
      {actions.can_cancel ? (
        <CancelDialog
          booking={booking}
          onCanceled={async () => {
            await reload()
            toast.show({ type: 'success', title: text('bookingPage.cancel.done') })
          }}
        />
      ) : null}
    </section>
  )
}

/**
 * §2 the booking page, for `booking/{id}` (the owner) and `booking/uuid/{uuid}` (whoever holds
 * the link): status, tour, dates, organizer, tourists, contact, comment, money and next steps.
 * Every change goes through the API from the browser, then the loader's data is read again.
 */
export function BookingPage({
  booking,
  notice,
  origin,
}: {
  booking: Booking
  notice: BookingNotice | null
  /** The storefront's origin, for the absolute link to share. */
  origin: string
}) {
  const { text, locale } = useBookingText()
  const revalidator = useRevalidator()
  const reload = useCallback(async () => {
    await revalidator.revalidate()
  }, [revalidator])
  const canceled = isCanceledStatus(booking.status)
  const contactName = `${booking.contact.first_name} ${booking.contact.last_name}`.trim()
  return (
    <main className="bp-page">
      <header className="bp-page__header">
        <div className="bp-page__heading">
          <h1 className="bp-page__title">{text('bookingPage.title', { id: booking.id })}</h1>
          <BookingStatusBadge booking={booking} />
        </div>
        <p className="bp-page__meta">
          {text('bookingPage.madeOn', { date: instantDayText(booking.created_at, locale) })}
        </p>
      </header>
      {notice === null || canceled ? null : <NoticeBox booking={booking} notice={notice} />}
      {canceled ? <CanceledBox booking={booking} /> : null}
      {/* The money and next steps come right after the tour on phones; beside it on desktops. */}
      <div className="bp-page__layout">
        <section
          className="bp-card bp-tour bp-page__tour"
          aria-label={text('bookingPage.tour.title')}
        >
          <TourPhoto
            image={booking.tour.image}
            className="bp-tour__photo"
            sizes="(min-width: 992px) 224px, (min-width: 576px) 224px, 100vw"
          />
          <div className="bp-tour__body">
            <TourLine booking={booking} />
            <p className="bp-tour__organizer">
              {text('bookingPage.tour.organizer', { name: booking.organizer.name })}
            </p>
            {booking.tour_date.not_guaranteed ? (
              <p className="bp-note bp-note--warning">{text('bookingPage.tour.notGuaranteed')}</p>
            ) : null}
            {canceled || booking.tour_date.departure_guarantee === null ? null : (
              <GuaranteeMeter
                guarantee={booking.tour_date.departure_guarantee}
                testId="booking-guarantee"
              />
            )}
          </div>
        </section>
        <div className="bp-page__aside">
          <PriceBlock booking={booking} />
          <NextSteps booking={booking} origin={origin} />
        </div>
        <div className="bp-page__main">
          <MeetSection booking={booking} />
          <ProgramSection booking={booking} />
          <TouristsSection booking={booking} flags={booking.form} onChanged={reload} />
          <section className="bp-card" aria-labelledby="bp-contact">
            <h2 id="bp-contact" className="bp-card__title">
              {text('bookingPage.contact.title')}
            </h2>
            <ul className="bp-contact">
              {contactName === '' ? null : <li>{contactName}</li>}
              <li>{booking.contact.email}</li>
              <li>{booking.contact.phone}</li>
            </ul>
            {booking.comment.trim() === '' ? null : (
              <>
                <h3 className="bp-card__subtitle">{text('bookingPage.contact.comment')}</h3>
                <p className="bp-contact__comment">{booking.comment}</p>
              </>
            )}
            {booking.tickets_request ? (
              <p className="bp-tourist__muted">{text('bookingPage.contact.tickets')}</p>
            ) : null}
          </section>
        </div>
      </div>
    </main>
  )
}
