import type { RatingSummary, Review } from '@tourmarket/contracts'
import { TOUR_REVIEWS_DEFAULT_LIMIT } from '@tourmarket/contracts/limits'
import { Avatar, Button, RatingDisplay } from '@tourmarket/ui'
import { useState } from 'react'
import { ReviewPhotoStrip } from '../../../components/review-photo-strip.tsx'
import { useI18n } from '../../../i18n/i18n-context.tsx'
import { useApiClient } from '../../../lib/api-client-context.tsx'

import { formatCalendarDay } from '../../../lib/calendar-day.ts'
import { callApi } from '../../../lib/api-call.ts'

/**
 * §2 tour reviews: the rating summary, the newest reviews from the page's data, then 'Show more'
 * pages through /spa/all-tour-reviews (§7: limit 3) in the browser.
 */
export function TourReviews({
  slug,
  summary,
  firstReviews,
}: {
  slug: string
  summary: RatingSummary
  firstReviews: readonly Review[]
}) {
  const { t, locale } = useI18n()
  const api = useApiClient()
  const [reviews, setReviews] = useState<readonly Review[]>(firstReviews)
  const [pagesLoaded, setPagesLoaded] = useState(1)
  const [failed, setFailed] = useState(false)
  const hasMore = reviews.length < summary.count

  async function showMore() {
    if (api === null) return
    setFailed(false)
    try {
      const next = await callApi(api, 'allTourReviews', {
        query: { slug, limit: TOUR_REVIEWS_DEFAULT_LIMIT, page: pagesLoaded + 1 },
      })
      const known = new Set(reviews.map((review) => review.id))
      setReviews([...reviews, ...next.data.filter((review) => !known.has(review.id))])
      setPagesLoaded(next.meta.page)
    } catch {
      setFailed(true)
    }
  }

  return (
    <section className="tour-section" aria-labelledby="tour-reviews">
      <h2 id="tour-reviews">{t('tour.reviews')}</h2>
      {summary.average === null || summary.count === 0 ? (
        <p className="tour-muted">{t('tour.noReviews')}</p>
      ) : (
        <>
          <div className="tour-rating-summary">
            <span className="tour-rating-summary__value">{summary.average.toFixed(1)}</span>
            <div>
              <RatingDisplay value={summary.average} />
              <span className="tour-muted">{t('count.reviews', { count: summary.count })}</span>
            </div>
          </div>
          <ul className="tour-reviews" data-testid="tour-reviews">
            {reviews.map((review) => (
              <li key={review.id} className="tour-review">
                <div className="tour-review__head">
                  <Avatar name={review.author_name} size={40} />
                  <div>
                    <p className="tour-review__author">{review.author_name}</p>
                    {review.trip_date === null ? null : (
                      <p className="tour-muted">
                        {t('tour.tripDate', { date: formatCalendarDay(review.trip_date, locale) })}
                      </p>
                    )}
                  </div>
                  <RatingDisplay value={review.rating} className="tour-review__rating" />
                </div>
                <p>{review.text}</p>
                <ReviewPhotoStrip photos={review.images} />
                {review.organizer_reply === null ? null : (
                  <blockquote className="tour-review__reply">
                    <p className="tour-review__reply-title">{t('tour.organizerReply')}</p>
                    <p>{review.organizer_reply}</p>
                  </blockquote>
                )}
              </li>
            ))}
          </ul>
          {failed ? (
            <p role="alert" className="tour-error">
              {t('tour.reviewsLoadError')}
            </p>
          ) : null}
          {hasMore ? (
            <Button variant="secondary" onClick={showMore} disabled={api === null}>
              {t('common.showMore')}
            </Button>
          ) : null}
        </>
      )}
    </section>
  )
}
