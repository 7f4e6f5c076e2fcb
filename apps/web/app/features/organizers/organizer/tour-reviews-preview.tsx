import type { ReviewsPage, TourCard } from '@tourmarket/contracts'
import { RatingDisplay } from '@tourmarket/ui'
import { useState } from 'react'
import { Link } from 'react-router'
import { tourHref } from '../../../components/tour-card/tour-card.tsx'
import { useI18n } from '../../../i18n/i18n-context.tsx'
import { useApiCall } from '../../../lib/api-call.ts'
import { useOrganizersText } from '../organizers-text.ts'

/** The average as the preview says it: one decimal, in the page language. */
export function formatAverage(average: number | null, locale: string): string | null {
  return average === null
    ? null
    : new Intl.NumberFormat(locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(
        average,
      )
}

type State = { status: 'closed' | 'loading' | 'failed' } | { status: 'ready'; page: ReviewsPage }

/**
 * A tour card's "Reviews" on the organizer page (§7 tour-reviews): the tour's rating summary and
 * its 3 newest reviews, fetched the first time a visitor opens it, so the page's first load does
 * not carry them. Without a script the expander still opens onto the link to the tour's reviews.
 */
export function TourReviewsPreview({ card }: { card: TourCard }) {
  const { text } = useOrganizersText()
  const { locale, t } = useI18n()
  const call = useApiCall()
  const [state, setState] = useState<State>({ status: 'closed' })
  if (card.reviews_count === 0) return null

  const load = () => {
    if (state.status === 'loading' || state.status === 'ready') return
    setState({ status: 'loading' })
    call('tourReviews', { query: { id: card.id } }).then(
      (page) => setState({ status: 'ready', page }),
      () => setState({ status: 'failed' }),
    )
  }

  const average =
    state.status === 'ready' ? formatAverage(state.page.summary.average, locale) : null
  return (
    <details
      className="organizer-tour-reviews"
      data-testid="tour-reviews-preview"
      data-tour-id={card.id}
      onToggle={(event) => {
        if (event.currentTarget.open) load()
      }}
    >
      <summary>{text('organizers.tourReviews.open', { count: card.reviews_count })}</summary>
      <div className="organizer-tour-reviews__body" aria-live="polite">
        {state.status === 'loading' ? (
          <p className="organizer-muted">{text('organizers.tourReviews.loading')}</p>
        ) : null}
        {state.status === 'failed' ? (
          <p className="organizer-muted">{text('organizers.tourReviews.failed')}</p>
        ) : null}
        {state.status === 'ready' ? (
          <>
            {average === null ? null : (
              <p className="organizer-tour-reviews__summary">
                {text('organizers.tourReviews.summary', {
                  average,
                  reviews: t('count.reviews', { count: state.page.summary.count }),
                })}
              </p>
            )}
            <ul className="organizer-tour-reviews__list">
              {state.page.data.map((review) => (
                <li key={review.id} data-testid="tour-reviews-preview-item">
                  <p className="organizer-tour-reviews__author">
                    {review.author_name}{' '}
                    <RatingDisplay
                      value={review.rating}
                      formatLabel={(value) => text('organizers.outOf', { rating: value })}
                    />
                  </p>
                  <p className="organizer-tour-reviews__text">{review.text}</p>
                </li>
              ))}
            </ul>
          </>
        ) : null}
        <Link to={`${tourHref(card.slug, locale)}#tour-reviews`}>
          {text('organizers.tourReviews.all')}
        </Link>
      </div>
    </details>
  )
}
