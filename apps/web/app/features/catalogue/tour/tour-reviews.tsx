import type { RatingSummary, Review, ReviewLanguages } from '@tourmarket/contracts'
import { TOUR_REVIEWS_DEFAULT_LIMIT } from '@tourmarket/contracts/limits'
import { languageOfLocale, reviewSorts, type WrittenLanguage } from '@tourmarket/domain/reviews'
import { Avatar, Button, RatingDisplay } from '@tourmarket/ui'
import { useEffect, useState, type MouseEvent } from 'react'
import { useLocation } from 'react-router'
import { ReviewPhotoStrip } from '../../../components/review-photo-strip.tsx'
import { useI18n } from '../../../i18n/i18n-context.tsx'
import { useApiClient } from '../../../lib/api-client-context.tsx'
import { formatCalendarDay } from '../../../lib/calendar-day.ts'
import { callApi } from '../../../lib/api-call.ts'
import type { ReviewsViewPage } from './tour-reviews.server.ts'
import { useTourReviewsText } from './tour-reviews-text.ts'
import {
  REVIEWS_LANGUAGE_PARAM,
  REVIEWS_SORT_PARAM,
  defaultReviewsView,
  reviewsViewSearch,
  type ReviewsView,
} from './tour-reviews-view.ts'
import './tour-reviews.css'

type Listing = {
  readonly view: ReviewsView
  readonly reviews: readonly Review[]
  /** The reviews the view lists in all. */
  readonly total: number
  readonly pagesLoaded: number
  readonly languages: ReviewLanguages
}

/** §9 ratings 5 to 1, each with its count and its share of all reviews. */
function RatingBreakdown({ summary }: { summary: RatingSummary }) {
  const text = useTourReviewsText()
  const rows = [...summary.distribution].sort((a, b) => b.rating - a.rating)
  return (
    <ul className="tour-rating-breakdown" aria-label={text('reviews.breakdown')}>
      {rows.map((row) => {
        const stars = text('reviews.stars', { count: row.rating })
        const share = summary.count === 0 ? 0 : Math.round((row.count / summary.count) * 100)
        return (
          <li
            key={row.rating}
            className="tour-rating-breakdown__row"
            data-testid={`rating-row-${String(row.rating)}`}
          >
            <span className="tour-visually-hidden">
              {text('reviews.starsCount', { stars, count: row.count })}
            </span>
            <span aria-hidden="true" className="tour-rating-breakdown__label">
              {stars}
            </span>
            <span aria-hidden="true" className="tour-rating-breakdown__bar">
              <span
                className="tour-rating-breakdown__fill"
                style={{ width: `${String(share)}%` }}
              />
            </span>
            <span aria-hidden="true" className="tour-rating-breakdown__count">
              {row.count}
            </span>
          </li>
        )
      })}
    </ul>
  )
}

/**
 * The sort and the language: a GET form and links on the page's own address, so they work before
 * any script; with the script they load the reviews in place and keep the address in step.
 */
function ReviewsControls({
  listing,
  onView,
  busy,
}: {
  listing: Listing
  onView: ((view: ReviewsView) => void) | null
  busy: boolean
}) {
  const text = useTourReviewsText()
  const { pathname, search } = useLocation()
  const { view, languages } = listing
  const all = languages.reduce((sum, row) => sum + row.count, 0)
  const languageLinks: readonly { language: WrittenLanguage | null; label: string }[] = [
    { language: null, label: text('reviews.language.all', { count: all }) },
    ...languages.map((row) => ({
      language: row.language,
      label: text('reviews.language.option', {
        language: text(`language.${row.language}`),
        count: row.count,
      }),
    })),
  ]
  const follow = (next: ReviewsView) => (event: MouseEvent<HTMLAnchorElement>) => {
    if (onView === null) return
    event.preventDefault()
    onView(next)
  }
  return (
    <div className="tour-reviews-controls">
      {languages.length > 1 ? (
        <nav className="tour-reviews-languages" aria-label={text('reviews.language')}>
          {languageLinks.map((link) => {
            const next = { ...view, language: link.language }
            const current = link.language === view.language
            return (
              <a
                key={link.language ?? 'all'}
                href={`${pathname}${reviewsViewSearch(new URLSearchParams(search), next)}#tour-reviews`}
                className="tour-reviews-languages__link"
                aria-current={current ? 'true' : undefined}
                onClick={follow(next)}
              >
                {link.label}
              </a>
            )
          })}
        </nav>
      ) : null}
      <form method="get" action={`${pathname}#tour-reviews`}>
        {view.language === null ? null : (
          <input type="hidden" name={REVIEWS_LANGUAGE_PARAM} value={view.language} />
        )}
        <label className="tour-reviews-sort">
          <span>{text('reviews.sort')}</span>
          <select
            name={REVIEWS_SORT_PARAM}
            value={view.sort}
            disabled={busy}
            onChange={(event) => {
              const sort = reviewSorts.find((value) => value === event.currentTarget.value)
              if (onView !== null && sort !== undefined) onView({ ...view, sort })
            }}
          >
            {reviewSorts.map((sort) => (
              <option key={sort} value={sort}>
                {text(`reviews.sort.${sort}`)}
              </option>
            ))}
          </select>
        </label>
        {/* With the script the choice applies at once; without it, this button sends the form. */}
        {onView === null ? (
          <Button type="submit" variant="secondary">
            {text('reviews.apply')}
          </Button>
        ) : null}
      </form>
    </div>
  )
}

function ReviewItem({ review, organizerName }: { review: Review; organizerName: string }) {
  const { t, locale } = useI18n()
  const text = useTourReviewsText()
  const foreign = review.language !== languageOfLocale(locale)
  return (
    <li
      className="tour-review"
      data-review-id={review.id}
      lang={foreign ? review.language : undefined}
    >
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
      {foreign ? (
        <p className="tour-language-label" data-testid="review-language" lang={locale}>
          {text(`language.${review.language}`)}
        </p>
      ) : null}
      <p>{review.text}</p>
      <ReviewPhotoStrip
        photos={review.images}
        viewerTitle={text('reviews.photos')}
        photoAlt={(position, total) => text('reviews.photo', { position, total })}
      />
      {review.organizer_reply === null ? null : (
        <blockquote className="tour-review__reply" data-testid="tour-review-reply" lang={locale}>
          <p className="tour-review__reply-title">
            {t('tour.organizerReply', { organizer: organizerName })}
            {review.organizer_replied_at === null ? null : (
              <>
                {' · '}
                <time className="tour-muted" dateTime={review.organizer_replied_at}>
                  {formatCalendarDay(review.organizer_replied_at.slice(0, 10), locale)}
                </time>
              </>
            )}
          </p>
          <p className="tour-review__reply-text">{review.organizer_reply}</p>
        </blockquote>
      )}
    </li>
  )
}

/**
 * §2 tour reviews: the rating summary and its breakdown by stars, the sort and the language
 * filter (issue 42: the visitor's language first, the others labelled), the reviews with their
 * photos, then 'Show more' pages through /spa/all-tour-reviews (§7: limit 3) in the browser.
 */
export function TourReviews({
  slug,
  summary,
  firstReviews,
  languages,
  viewPage,
  organizerName,
}: {
  slug: string
  summary: RatingSummary
  firstReviews: readonly Review[]
  languages: ReviewLanguages
  /** The reviews the address's sort or language asked for, when not the default. */
  viewPage?: ReviewsViewPage | undefined
  /** Who signs the replies under the reviews: the tour's organizer. */
  organizerName: string
}) {
  const { t } = useI18n()
  const text = useTourReviewsText()
  const api = useApiClient()
  const initial: Listing =
    viewPage === undefined
      ? {
          view: defaultReviewsView,
          reviews: firstReviews,
          total: summary.count,
          pagesLoaded: 1,
          languages,
        }
      : {
          view: viewPage.view,
          reviews: viewPage.page.data,
          total: viewPage.page.meta.total,
          pagesLoaded: 1,
          languages: viewPage.page.languages,
        }
  const [listing, setListing] = useState<Listing>(initial)
  const [failed, setFailed] = useState(false)
  const [busy, setBusy] = useState(false)
  const [hydrated, setHydrated] = useState(false)
  useEffect(() => setHydrated(true), [])

  async function load(view: ReviewsView, page: number): Promise<Listing | null> {
    if (api === null) return null
    setFailed(false)
    setBusy(true)
    try {
      const answer = await callApi(api, 'allTourReviews', {
        query: {
          slug,
          limit: TOUR_REVIEWS_DEFAULT_LIMIT,
          page,
          sort: view.sort,
          ...(view.language === null ? {} : { language: view.language }),
        },
      })
      return {
        view,
        reviews: answer.data,
        total: answer.meta.total,
        pagesLoaded: answer.meta.page,
        languages: answer.languages,
      }
    } catch {
      setFailed(true)
      return null
    } finally {
      setBusy(false)
    }
  }

  async function showView(view: ReviewsView) {
    const next = await load(view, 1)
    if (next === null) return
    setListing(next)
    // The address follows the view, as the form without a script would have led; the router's
    // own entry state is kept so going back still works.
    const search = reviewsViewSearch(new URLSearchParams(window.location.search), view)
    window.history.replaceState(
      window.history.state,
      '',
      `${window.location.pathname}${search}${window.location.hash}`,
    )
  }

  async function showMore() {
    const next = await load(listing.view, listing.pagesLoaded + 1)
    if (next === null) return
    const known = new Set(listing.reviews.map((review) => review.id))
    setListing({
      ...next,
      reviews: [...listing.reviews, ...next.reviews.filter((review) => !known.has(review.id))],
    })
  }

  const hasMore = listing.reviews.length < listing.total
  return (
    <section className="tour-section" aria-labelledby="tour-reviews">
      <h2 id="tour-reviews">{t('tour.reviews')}</h2>
      {summary.average === null || summary.count === 0 ? (
        <p className="tour-muted">{t('tour.noReviews')}</p>
      ) : (
        <>
          <div className="tour-rating-overview">
            <div className="tour-rating-summary">
              <span className="tour-rating-summary__value">{summary.average.toFixed(1)}</span>
              <div>
                <RatingDisplay value={summary.average} />
                <span className="tour-muted">{t('count.reviews', { count: summary.count })}</span>
              </div>
            </div>
            <RatingBreakdown summary={summary} />
          </div>
          <ReviewsControls
            listing={listing}
            onView={hydrated && api !== null ? (view) => void showView(view) : null}
            busy={busy}
          />
          <p className="tour-visually-hidden" role="status">
            {hydrated ? text('reviews.listed', { count: listing.reviews.length }) : ''}
          </p>
          <ul className="tour-reviews" data-testid="tour-reviews" aria-busy={busy}>
            {listing.reviews.map((review) => (
              <ReviewItem key={review.id} review={review} organizerName={organizerName} />
            ))}
          </ul>
          {failed ? (
            <p role="alert" className="tour-error">
              {t('tour.reviewsLoadError')}
            </p>
          ) : null}
          {hasMore ? (
            <Button variant="secondary" onClick={showMore} disabled={api === null || busy}>
              {t('common.showMore')}
            </Button>
          ) : null}
        </>
      )}
    </section>
  )
}
