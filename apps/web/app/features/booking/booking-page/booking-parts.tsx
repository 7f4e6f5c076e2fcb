import type { Booking } from '@tourmarket/contracts'
import { bookingStatusTone, invoiceStatusTone, isPaidInFull } from '@tourmarket/domain/booking'
import {
  bookingRequestStatusLabelKey,
  invoiceStatusLabelKey,
  type InvoiceStatus,
} from '@tourmarket/domain/enums'
import { imageSizes, imageUrl, srcSet } from '@tourmarket/domain/media'
import { useEffect, useEffectEvent } from 'react'
import { Link, useRevalidator } from 'react-router'
import { tourHref } from '../../../components/tour-card/tour-card.tsx'
import { useRequiredUser } from '../../../lib/session-context.tsx'
import { dayRangeText } from './booking-format.ts'
import { useBookingText } from './booking-text.ts'

const PHOTO_SIZES = [imageSizes.tourCard, imageSizes.tourCardMedium, imageSizes.tourCardLarge]

/**
 * §4 booking status in words and the domain's tone (colour is never the only signal); a booking
 * with nothing left to pay reads "Paid in full" rather than "Made prepayment".
 */
export function BookingStatusBadge({ booking }: { booking: Pick<Booking, 'status' | 'price'> }) {
  const { t, text } = useBookingText()
  const { status, price } = booking
  return (
    <span className={`bp-status bp-status--${bookingStatusTone(status)}`}>
      {isPaidInFull(status, { paidMinor: price.paid, outstandingMinor: price.outstanding })
        ? text('bookingPage.status.paidInFull')
        : t(bookingRequestStatusLabelKey(status))}
    </span>
  )
}

/** §4 invoice status in words and tone. */
export function InvoiceStatusBadge({ status }: { status: InvoiceStatus }) {
  const { t } = useBookingText()
  return (
    <span className={`bp-status bp-status--${invoiceStatusTone(status)}`}>
      {t(invoiceStatusLabelKey(status))}
    </span>
  )
}

/** The tour photo (3:2), or a quiet placeholder when the tour has none. */
export function TourPhoto({
  image,
  sizes,
  className,
}: {
  image: string | null
  /** The `sizes` attribute: how wide the photo is shown at each width. */
  sizes: string
  className: string
}) {
  if (image === null) return <div className={`${className} bp-photo--empty`} aria-hidden />
  return (
    <img
      className={className}
      src={imageUrl(image, imageSizes.tourCard)}
      srcSet={srcSet(image, PHOTO_SIZES)}
      sizes={sizes}
      width={imageSizes.tourCard.width}
      height={imageSizes.tourCard.height}
      // The tour's name is next to it: the photo adds nothing a screen reader needs.
      alt=""
      decoding="async"
    />
  )
}

/** The tour's name linking to its page, and the booking's days. */
export function TourLine({ booking }: { booking: Pick<Booking, 'tour' | 'tour_date'> }) {
  const { locale, text } = useBookingText()
  return (
    <>
      <Link className="bp-tour__name" to={tourHref(booking.tour.slug, locale)}>
        {booking.tour.name}
      </Link>
      <span className="bp-tour__dates">
        {dayRangeText(booking.tour_date.start, booking.tour_date.end, locale)}{' '}
        <span className="bp-tour__duration">
          · {text('bookingPage.days', { count: booking.tour_date.duration })}
        </span>
      </span>
    </>
  )
}

/**
 * A page whose loader's session token was refused (expired): once the browser has refreshed it
 * (docs/decisions/0014) the loader asks again; when there is no session after all, to log in.
 */
export function SessionRestore({ loginPath }: { loginPath: string }) {
  const user = useRequiredUser(loginPath)
  const revalidator = useRevalidator()
  const askAgain = useEffectEvent(() => void revalidator.revalidate())
  const userId = user?.id ?? null
  useEffect(() => {
    if (userId !== null) askAgain()
  }, [userId])
  const { text } = useBookingText()
  return (
    <p role="status" className="bp-page__restoring">
      {text('bookingPage.loading')}
    </p>
  )
}
