import type { TourForRequest } from '@tourmarket/contracts'
import { imageSizes, imageUrl } from '@tourmarket/domain/media'
import { useEffect, useState } from 'react'
import { Link } from 'react-router'
import { useApiCall } from '../../../../lib/api-call.ts'
import { useBookingText } from '../booking-text.ts'

/**
 * What the tourists being added are joining (§7 /spa/tour-for-request): the tour's photo and
 * page, its organizer, where it starts, how long it lasts and from what age. The people following
 * a booking's link are often not the one who booked, and the age decides whose birthday fits.
 * Asked after hydration, since /spa/tourists-info names the tour only once it answers; the card's
 * place is reserved so the form below does not move. No card when the tour cannot be shown.
 */
export function AddTouristsTripCard({ tourId }: { tourId: number }) {
  const { text, t, path } = useBookingText()
  const call = useApiCall()
  const [tour, setTour] = useState<TourForRequest | null | undefined>(undefined)

  useEffect(() => {
    const aborter = new AbortController()
    call('tourForRequest', { query: { id: tourId }, signal: aborter.signal })
      .then(setTour)
      .catch(() => {
        if (!aborter.signal.aborted) setTour(null)
      })
    return () => aborter.abort()
  }, [call, tourId])

  if (tour === null) return null
  return (
    <section
      className="bp-card bp-trip"
      aria-label={text('bookingPage.add.trip')}
      aria-busy={tour === undefined}
    >
      {tour === undefined ? null : (
        <>
          <img
            className="bp-trip__photo"
            src={imageUrl(tour.cover.image, imageSizes.photoPreview)}
            width={imageSizes.photoPreview.width}
            height={imageSizes.photoPreview.height}
            alt=""
          />
          <div className="bp-trip__body">
            <Link className="bp-trip__title" to={path(tour.url)}>
              {tour.title}
            </Link>
            <p className="bp-trip__line">
              {text('bookingPage.add.tripBy', {
                organizer: tour.organizer.name,
                city: tour.start_city.name,
              })}
            </p>
            <p className="bp-trip__line">
              {t('count.days', { count: tour.duration_days })}
              {' · '}
              {tour.min_age > 0
                ? text('bookingPage.add.minAge', { age: tour.min_age })
                : text('bookingPage.add.anyAge')}
            </p>
          </div>
        </>
      )}
    </section>
  )
}
