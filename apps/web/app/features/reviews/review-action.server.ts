import { REVIEW_FIELDS, reviewRules } from '@tourmarket/domain/reviews'
import { data, type RouterContextProvider } from 'react-router'
import { apiFailure } from '../../lib/api-failure.ts'
import { callApi } from '../../lib/api-call.ts'
import {
  postedText,
  readFormPost,
  validationErrors,
} from '../../lib/form-posts/form-post.server.ts'
import {
  KEPT_PHOTO_FIELD,
  REVIEW_SENT_PARAM,
  ratingOf,
  type ReviewPosted,
} from './review-form-values.ts'
import { reviewTextFor } from './review-text.ts'

/**
 * The review posted without JavaScript (decision 0021): the same §5 rules and the same call as
 * the page (rating and text; the photos already in the review are kept, new ones need the
 * page's script), then back to the page (303) showing it saved, or the form with its messages.
 */
export async function reviewAction(
  request: Request,
  uuid: string,
  context: Readonly<RouterContextProvider>,
) {
  const post = await readFormPost(request, context)
  const { locale } = post.shell
  const values = {
    rating: postedText(post.fields, 'rating'),
    text: postedText(post.fields, 'text'),
  }
  const answer = (shown: Pick<ReviewPosted, 'fieldErrors' | 'message'>) =>
    data<ReviewPosted>({ values, ...shown }, { status: 400 })

  const invalid = validationErrors(
    reviewRules(locale),
    { rating: values.rating, text: values.text.trim() },
    locale,
  )
  const rating = ratingOf(values.rating)
  if (invalid !== null || rating === null)
    return answer({ fieldErrors: invalid ?? {}, message: null })
  const kept = post.fields
    .getAll(KEPT_PHOTO_FIELD)
    .map(Number)
    .filter((id) => Number.isSafeInteger(id) && id > 0)
  let published: boolean
  try {
    const before = await callApi(post.api, 'reviewPage', { query: { uuid } })
    await callApi(post.api, 'submitReview', {
      body: { uuid, rating, text: values.text, images: kept.map((id) => ({ id })) },
    })
    published = before.review === null
  } catch (error) {
    return answer(apiFailure(error, REVIEW_FIELDS, reviewTextFor(locale).text('review.failed')))
  }
  const url = new URL(request.url)
  url.search = ''
  url.searchParams.set(REVIEW_SENT_PARAM, published ? 'published' : 'saved')
  return post.redirect(`${url.pathname}${url.search}`)
}
