import type { OwnReview, ReviewPage } from '@tourmarket/contracts'
import { ratingLabelKey, ratings, type Rating } from '@tourmarket/domain/enums'
import type { Locale } from '@tourmarket/domain/i18n'
import {
  REVIEW_FIELDS,
  REVIEW_TEXT_MAX_LENGTH,
  REVIEW_TEXT_MIN_LENGTH,
  reviewRules,
} from '@tourmarket/domain/reviews'
import { formatValidationMessage } from '@tourmarket/domain/validation'
import { Button, RatingDisplay, RatingInput, Textarea, useForm } from '@tourmarket/ui'
import { useId, useMemo, useState } from 'react'
import { Link, useActionData } from 'react-router'
import { apiFailure } from '../../lib/api-failure.ts'
import { useApiCall } from '../../lib/api-call.ts'
import type { ReviewPageData } from './review-page.server.ts'
import {
  ratingOf,
  type ReviewPhoto,
  type ReviewPosted,
  type ReviewSent,
  type ReviewValues,
} from './review-form-values.ts'
import { ReviewPhotoImage, ReviewPhotos } from './review-photos.tsx'
import { useReviewText } from './review-text.ts'
import './reviews.css'

const dateFormats = new Map<Locale, Intl.DateTimeFormat>()

/** A calendar date as people read it (27 November 2026), the same on the server and in the browser. */
function formatDate(date: string, locale: Locale): string {
  let format = dateFormats.get(locale)
  if (format === undefined) {
    format = new Intl.DateTimeFormat(locale === 'ru' ? 'ru' : 'en-GB', {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    })
    dateFormats.set(locale, format)
  }
  return format.format(new Date(`${date.slice(0, 10)}T00:00:00Z`))
}

function TripSummary({ page }: { page: ReviewPage }) {
  const { text, path, locale } = useReviewText()
  return (
    <dl className="review-trip">
      <div className="review-trip__row">
        <dt>{text('review.tour')}</dt>
        <dd>
          <Link to={path(page.tour.url)} className="review-trip__tour">
            {page.tour.title}
          </Link>
        </dd>
      </div>
      <div className="review-trip__row">
        <dt>{text('review.dates')}</dt>
        <dd>
          {formatDate(page.dates.start, locale)} – {formatDate(page.dates.end, locale)}
        </dd>
      </div>
      <div className="review-trip__row">
        <dt>{text('review.organizer')}</dt>
        <dd>
          <Link to={path(`/tour-provider/${String(page.organizer.id)}`)}>
            {page.organizer.name}
          </Link>
        </dd>
      </div>
    </dl>
  )
}

/**
 * The review as published: stars with their label, the text and the photos (a photo just
 * uploaded shows from its file: the server may still be re-encoding it).
 */
function PublishedReview({
  review,
  photos,
}: {
  review: OwnReview
  photos: readonly ReviewPhoto[]
}) {
  const { text, t } = useReviewText()
  const rating = ratingOf(review.rating)
  return (
    <article className="review-published">
      <p className="review-published__rating">
        <RatingDisplay
          value={review.rating}
          formatLabel={(value, max) => text('review.ratedAs', { value, max })}
        />
        {rating === null ? null : <span>{t(ratingLabelKey(rating))}</span>}
      </p>
      <p className="review-published__text">{review.text}</p>
      {photos.length > 0 ? (
        <ul className="review-photos__list">
          {photos.map((photo, index) => (
            <li key={photo.id} className="review-photos__item">
              <ReviewPhotoImage photo={photo} number={index + 1} lazy />
            </li>
          ))}
        </ul>
      ) : null}
      <p className="review-published__signature">— {review.author_name}</p>
    </article>
  )
}

/**
 * §2 /review/{uuid}: the trip, then the review form (rating with the kit's labels, text under §5
 * rules, up to 10 photos) as a real form that posts without JavaScript; after saving, a thank-you
 * with the link to the tour page. An existing review fills the form while it can be edited (14
 * days) and is shown read-only after.
 */
export function ReviewPageView({ data }: { data: ReviewPageData }) {
  const { text, path, locale, t } = useReviewText()
  const call = useApiCall()
  const posted = useActionData<ReviewPosted>()
  const headingId = useId()
  const [page, setPage] = useState(data.page)
  const [sent, setSent] = useState<ReviewSent | null>(data.sent)
  const [message, setMessage] = useState<string | null>(posted?.message ?? null)
  const [photoError, setPhotoError] = useState(posted?.fieldErrors['images']?.[0])
  const review = page.review
  const [photos, setPhotos] = useState<readonly ReviewPhoto[]>(review?.photos ?? [])
  const labels = useMemo(
    () =>
      Object.fromEntries(ratings.map((value) => [value, t(ratingLabelKey(value))])) as Record<
        Rating,
        string
      >,
    [t],
  )

  const initialValues: ReviewValues = {
    rating: ratingOf(posted?.values.rating) ?? review?.rating ?? 0,
    text: posted?.values.text ?? review?.text ?? '',
  }
  const form = useForm(reviewRules(locale), {
    initialValues,
    initialErrors: posted?.fieldErrors ?? {},
    formatMessage: (validation) => formatValidationMessage(validation, locale),
    onSubmit: async (values) => {
      setMessage(null)
      setPhotoError(undefined)
      const wasPublished = review !== null
      try {
        const saved = await call('submitReview', {
          body: {
            uuid: data.uuid,
            rating: values.rating,
            text: values.text,
            images: photos.map((photo) =>
              photo.token === undefined ? { id: photo.id } : { id: photo.id, token: photo.token },
            ),
          },
        })
        setPage(saved)
        // The saved photos, each still previewed from its file where it was just uploaded.
        const previews = new Map(photos.map((photo) => [photo.id, photo.preview]))
        setPhotos(
          (saved.review?.photos ?? []).map((photo) => {
            const preview = previews.get(photo.id)
            return preview === undefined ? photo : { ...photo, preview }
          }),
        )
        setSent(wasPublished ? 'saved' : 'published')
      } catch (error) {
        const failure = apiFailure(error, REVIEW_FIELDS, text('review.failed'))
        const { images, ...fieldErrors } = failure.fieldErrors
        form.setErrors(fieldErrors)
        setPhotoError(images?.[0])
        setMessage(failure.message)
      }
    },
  })
  const rating = form.register('rating', { event: 'change' })
  const editable = review === null || review.editable

  return (
    <main className="review-page" aria-labelledby={headingId}>
      <h1 id={headingId} className="review-page__title">
        {text(review === null ? 'review.title' : 'review.titleEdit')}
      </h1>
      <TripSummary page={page} />

      {sent !== null && review !== null ? (
        <section className="review-done" role="status">
          <p className="review-done__message">
            {text(sent === 'published' ? 'review.published' : 'review.saved')}
          </p>
          <PublishedReview review={review} photos={photos} />
          <p className="review-done__actions">
            <Link className="button" to={path(page.tour.url)}>
              {text('review.seeOnTour')}
            </Link>
            {review.editable ? (
              <Link
                className="tm-button tm-button--secondary"
                to={path(`/review/${data.uuid}`)}
                onClick={() => setSent(null)}
              >
                {text('review.edit')}
              </Link>
            ) : null}
          </p>
        </section>
      ) : !editable && review !== null ? (
        <section className="review-done">
          <p className="review-page__note">{text('review.readOnly')}</p>
          <PublishedReview review={review} photos={photos} />
          <p className="review-done__actions">
            <Link className="button" to={path(page.tour.url)}>
              {text('review.seeOnTour')}
            </Link>
          </p>
        </section>
      ) : (
        <>
          <p className="review-page__lead">
            {review === null
              ? text('review.lead')
              : text('review.editableUntil', {
                  date: formatDate(review.editable_until, locale),
                })}
          </p>
          <form
            className="review-form"
            method="post"
            noValidate
            onSubmit={(event) => void form.handleSubmit(event)}
          >
            <div role="alert" className="review-form__message">
              {message === null ? null : <p>{message}</p>}
            </div>
            <div
              className="review-form__rating"
              // A rating left out is focused like any invalid field: its first star's radio.
              ref={(element) => rating.ref(element?.querySelector('input') ?? null)}
            >
              <RatingInput
                label={text('review.rating')}
                name={rating.name}
                value={ratingOf(rating.value)}
                onChange={(value) => rating.onValueChange(value)}
                labels={labels}
                required
              />
              {rating.error === undefined ? null : (
                <p className="tm-field__error" role="alert">
                  {rating.error}
                </p>
              )}
            </div>
            <Textarea
              label={text('review.text')}
              hint={text('review.textHint', {
                min: REVIEW_TEXT_MIN_LENGTH,
                max: REVIEW_TEXT_MAX_LENGTH,
              })}
              rows={7}
              maxLength={REVIEW_TEXT_MAX_LENGTH}
              {...form.register('text')}
            />
            <ReviewPhotos
              uuid={data.uuid}
              photos={photos}
              onChange={setPhotos}
              error={photoError}
            />
            <p className="review-page__note">
              {text('review.signedAs', { name: page.author_name })}
            </p>
            <Button type="submit" className="review-form__submit" loading={form.submitting}>
              {text(review === null ? 'review.submit' : 'review.save')}
            </Button>
          </form>
        </>
      )}
    </main>
  )
}
