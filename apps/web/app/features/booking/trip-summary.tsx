import type { Booking } from '@tourmarket/contracts'
import { imageSizes, imageUrl } from '@tourmarket/domain/media'
import type { ReactNode } from 'react'
import { GuaranteeMeter } from '../../components/guarantee-meter/guarantee-meter.tsx'
import { useBookingFlowText } from './booking-flow-text.ts'

type TourSummary = Booking['tour']
type DateSummary = Booking['tour_date']

/**
 * The trip a page is about: the tour's photo and name, its dates and length, whether it is sure
 * to run; `children` add what the page needs (tourists, amounts).
 */
export function TripSummary({
  tour,
  date,
  headingLevel = 2,
  children,
}: {
  tour: TourSummary
  date: DateSummary
  /** The page's h1 when the summary is the page's subject. */
  headingLevel?: 1 | 2
  children?: ReactNode
}) {
  const { text, t, trip } = useBookingFlowText()
  const Heading = headingLevel === 1 ? 'h1' : 'h2'
  return (
    <div className="trip-summary">
      {tour.image === null ? null : (
        <img
          className="trip-summary__photo"
          src={imageUrl(tour.image, imageSizes.photoPreview)}
          srcSet={`${imageUrl(tour.image, imageSizes.photoPreview2x)} 2x`}
          width={imageSizes.photoPreview.width}
          height={imageSizes.photoPreview.height}
          alt=""
        />
      )}
      <div className="trip-summary__body">
        <Heading className="trip-summary__title">{tour.name}</Heading>
        <p className="trip-summary__dates">{trip(date.start, date.end)}</p>
        <p className="booking-flow__muted">
          {t('count.days', { count: date.duration })} ·{' '}
          {date.not_guaranteed ? text('bookingFlow.notGuaranteed') : text('bookingFlow.guaranteed')}
        </p>
        {date.departure_guarantee === null ? null : (
          <GuaranteeMeter guarantee={date.departure_guarantee} testId="trip-guarantee" />
        )}
        {children}
      </div>
    </div>
  )
}
