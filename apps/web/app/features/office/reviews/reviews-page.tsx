import type { OfficeContext, OfficeReview, OfficeReviewList } from '@tourmarket/contracts'
import { REVIEW_REPLY_MAX_LENGTH } from '@tourmarket/domain/office'
import { RatingDisplay } from '@tourmarket/ui'
import { Form, Link, useNavigation } from 'react-router'
import { ReviewPhotoStrip } from '../../../components/review-photo-strip.tsx'
import { formatCalendarDay } from '../../../lib/calendar-day.ts'
import { OfficeLayout } from '../shell/office-layout.tsx'
import { ListPagination } from '../../../components/list-pagination.tsx'
import { isFiltered, reviewFiltersQuery, type ReviewFilters } from './review-filters.ts'
import { useReviewsText } from './reviews-text.ts'
import type { ReplyDone, ReplyRefusal } from './reviews.server.ts'

export type ReviewsPageProps = {
  readonly office: OfficeContext
  readonly filters: ReviewFilters
  readonly list: OfficeReviewList
  readonly done: ReplyDone | null
  readonly repliedId: number | null
  readonly refusal: ReplyRefusal | null
}

/** The day of an instant, as the site writes days. */
function dayOf(instant: string, locale: Parameters<typeof formatCalendarDay>[1]): string {
  return formatCalendarDay(instant.slice(0, 10), locale)
}

/** Issue 40 item 5: the reviews of the organizer's tours, newest first, and a reply form under each. */
export function ReviewsPage({ office, filters, list, done, repliedId, refusal }: ReviewsPageProps) {
  const { text, path } = useReviewsText()
  const formAction = `${path('/office/reviews')}${reviewFiltersQuery(filters)}`
  return (
    <OfficeLayout office={office} current="reviews" title={text('reviews.title')}>
      <p className="office-muted">{text('reviews.lead')}</p>
      <p className="office-reviews__counts">
        <span>{text('reviews.counts', { all: list.counts.all })}</span>
        {list.counts.without_reply > 0 ? (
          <>
            <strong className="office-pill office-pill--warning">
              {text('reviews.unanswered', { count: list.counts.without_reply })}
            </strong>
            {filters.without_reply ? null : (
              <Link to={`${path('/office/reviews')}?without_reply=1`}>
                {text('reviews.showUnanswered')}
              </Link>
            )}
          </>
        ) : null}
      </p>
      <FilterForm filters={filters} tours={list.tours} />
      {done === null ? null : (
        <p className="office-notice office-notice--success" role="status">
          {text(done === 'posted' ? 'reviews.posted' : 'reviews.removed')}
        </p>
      )}
      {list.data.length === 0 ? (
        <div className="office-empty" role="status">
          <h2 className="office-empty__title">
            {text(isFiltered(filters) ? 'reviews.noMatchTitle' : 'reviews.emptyTitle')}
          </h2>
          <p>{text(isFiltered(filters) ? 'reviews.noMatchText' : 'reviews.emptyText')}</p>
          {isFiltered(filters) ? (
            <Link to={path('/office/reviews')}>{text('reviews.reset')}</Link>
          ) : null}
        </div>
      ) : (
        <>
          <p className="office-muted" role="status">
            {text('reviews.found', { count: list.meta.total })}
          </p>
          <ul className="office-reviews" data-testid="office-reviews">
            {list.data.map((review) => (
              <ReviewCard
                key={review.id}
                review={review}
                formAction={formAction}
                justReplied={review.id === repliedId}
                refusal={refusal?.reviewId === review.id ? refusal : null}
              />
            ))}
          </ul>
          <ListPagination
            meta={list.meta}
            hrefForPage={(page) => `${path('/office/reviews')}${reviewFiltersQuery(filters, page)}`}
            pageLabel={(page) => text('reviews.page', { page })}
          />
        </>
      )}
    </OfficeLayout>
  )
}

function FilterForm({
  filters,
  tours,
}: {
  filters: ReviewFilters
  tours: OfficeReviewList['tours']
}) {
  const { text, path } = useReviewsText()
  return (
    <form
      // Keyed by the address: after a navigation the fields show the filters now applied.
      key={reviewFiltersQuery(filters, 1)}
      method="get"
      action={path('/office/reviews')}
      className="office-filters"
      aria-label={text('reviews.filters')}
    >
      <div className="office-filters__fields">
        <div className="office-field">
          <label className="office-field__label" htmlFor="office-reviews-tour">
            {text('reviews.tour')}
          </label>
          <select
            id="office-reviews-tour"
            name="tour_id"
            className="office-input"
            defaultValue={filters.tour_id === undefined ? '' : String(filters.tour_id)}
          >
            <option value="">{text('reviews.anyTour')}</option>
            {tours.map((tour) => (
              <option key={tour.id} value={tour.id}>
                {`${tour.title} (${String(tour.reviews)})`}
              </option>
            ))}
          </select>
        </div>
        <div className="office-field">
          <label className="office-field__label" htmlFor="office-reviews-rating">
            {text('reviews.rating')}
          </label>
          <select
            id="office-reviews-rating"
            name="rating"
            className="office-input"
            defaultValue={filters.rating === undefined ? '' : String(filters.rating)}
          >
            <option value="">{text('reviews.anyRating')}</option>
            {[5, 4, 3, 2, 1].map((rating) => (
              <option key={rating} value={rating}>
                {text('reviews.ratingOption', { count: rating })}
              </option>
            ))}
          </select>
        </div>
        <label className="office-reviews__check">
          <input
            type="checkbox"
            name="without_reply"
            value="1"
            defaultChecked={filters.without_reply}
          />
          {text('reviews.withoutReply')}
        </label>
      </div>
      <div className="office-filters__actions">
        <button type="submit" className="office-button">
          {text('reviews.apply')}
        </button>
        {isFiltered(filters) ? (
          <Link to={path('/office/reviews')}>{text('reviews.reset')}</Link>
        ) : null}
      </div>
    </form>
  )
}

function ReviewCard({
  review,
  formAction,
  justReplied,
  refusal,
}: {
  review: OfficeReview
  formAction: string
  justReplied: boolean
  refusal: ReplyRefusal | null
}) {
  const { text, path, locale } = useReviewsText()
  return (
    <li
      className={justReplied ? 'office-review office-review--replied' : 'office-review'}
      id={`review-${String(review.id)}`}
      data-review-id={review.id}
    >
      <div className="office-review__head">
        <RatingDisplay
          value={review.rating}
          formatLabel={(value) => text('reviews.outOf', { rating: value })}
        />
        <p className="office-review__tour">
          {review.tour.is_published ? (
            <Link to={path(review.tour.url)}>{review.tour.title}</Link>
          ) : (
            review.tour.title
          )}
        </p>
      </div>
      <p className="office-muted">
        {text('reviews.by', { name: review.author_name })}
        {' · '}
        {text('reviews.written', { date: dayOf(review.created_at, locale) })}
        {review.trip_date === null ? null : (
          <>
            {' · '}
            {text('reviews.trip', { date: formatCalendarDay(review.trip_date, locale) })}
          </>
        )}
      </p>
      {review.tour.is_published ? null : (
        <p className="office-notice">{text('reviews.hiddenTour')}</p>
      )}
      <p className="office-review__text">{review.text}</p>
      <ReviewPhotoStrip photos={review.photos} />
      {review.reply === null ? (
        <ReplyForm review={review} formAction={formAction} refusal={refusal} />
      ) : (
        <div className="office-review__reply" data-testid="office-review-reply">
          <p className="office-review__reply-title">
            {text('reviews.yourReply', { date: dayOf(review.reply.replied_at, locale) })}
          </p>
          <p className="office-review__text">{review.reply.text}</p>
          <details className="office-review__edit" open={refusal !== null}>
            <summary>{text('reviews.editReply')}</summary>
            <ReplyForm review={review} formAction={formAction} refusal={refusal} />
          </details>
        </div>
      )}
    </li>
  )
}

function ReplyForm({
  review,
  formAction,
  refusal,
}: {
  review: OfficeReview
  formAction: string
  refusal: ReplyRefusal | null
}) {
  const { text } = useReviewsText()
  const navigation = useNavigation()
  const busy =
    navigation.state === 'submitting' && navigation.formData?.get('review_id') === String(review.id)
  const fieldId = `reply-${String(review.id)}`
  const hintId = `${fieldId}-hint`
  const errorId = `${fieldId}-error`
  const editing = review.reply !== null
  return (
    <>
      <Form
        // A saved reply is the form's new starting text.
        key={review.reply?.replied_at ?? 'new'}
        method="post"
        action={formAction}
        className="office-review__form"
        preventScrollReset
      >
        <input type="hidden" name="review_id" value={review.id} />
        <div className="office-field">
          <label className="office-field__label" htmlFor={fieldId}>
            {text('reviews.replyLabel')}
          </label>
          <textarea
            id={fieldId}
            name="text"
            className="office-input office-review__textarea"
            rows={4}
            maxLength={REVIEW_REPLY_MAX_LENGTH}
            required={!editing}
            defaultValue={refusal?.text ?? review.reply?.text ?? ''}
            aria-describedby={refusal === null ? hintId : `${errorId} ${hintId}`}
            aria-invalid={refusal === null ? undefined : true}
          />
          {refusal === null ? null : (
            <p className="office-field__error" id={errorId} role="alert">
              {refusal.message}
            </p>
          )}
          <p className="office-field__hint" id={hintId}>
            {text('reviews.replyHint', { max: REVIEW_REPLY_MAX_LENGTH })}
          </p>
        </div>
        <div className="office-actions">
          <button type="submit" className="office-button" disabled={busy}>
            {text(editing ? 'reviews.update' : 'reviews.post')}
          </button>
        </div>
      </Form>
      {editing ? (
        <Form
          method="post"
          action={formAction}
          className="office-review__remove"
          preventScrollReset
        >
          <input type="hidden" name="review_id" value={review.id} />
          <input type="hidden" name="text" value="" />
          <button type="submit" className="office-button office-button--secondary" disabled={busy}>
            {text('reviews.remove')}
          </button>
        </Form>
      ) : null}
    </>
  )
}
