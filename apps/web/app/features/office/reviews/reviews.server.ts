import { isApiHttpError } from '@tourmarket/api-client'
import { data, type RouterContextProvider } from 'react-router'
import { callApi } from '../../../lib/api-call.ts'
import { postedText, readFormPost } from '../../../lib/form-posts/form-post.server.ts'
import { apiClientOf } from '../../../lib/shell-context.server.ts'
import { loadOffice } from '../shell/office-loader.server.ts'
import { readReviewFilters, reviewFiltersQuery } from './review-filters.ts'
import { reviewsTextFor, type ReviewsMessageKey } from './reviews-text.ts'

type Context = Readonly<RouterContextProvider>

/** The notice after a reply was saved, as the redirect's address carries it. */
export type ReplyDone = 'posted' | 'removed'

/** A reply the API refused: which review's form, the text typed (kept), and why. */
export type ReplyRefusal = {
  readonly reviewId: number
  readonly text: string
  readonly message: string
}

/** The reviews page: the office frame, a page of reviews under the address's filters, the notice. */
export async function loadReviewsPage(context: Context, request: Request) {
  const office = await loadOffice(context, request)
  const search = new URL(request.url).searchParams
  const filters = readReviewFilters(search)
  const list = await callApi(apiClientOf(context), 'officeReviewList', {
    query: {
      ...(filters.tour_id === undefined ? {} : { tour_id: filters.tour_id }),
      ...(filters.rating === undefined ? {} : { rating: filters.rating }),
      without_reply: filters.without_reply,
      page: filters.page,
    },
  })
  const done = search.get('done')
  const repliedId = Number(search.get('review'))
  return {
    office,
    filters,
    list,
    done: done === 'posted' || done === 'removed' ? (done as ReplyDone) : null,
    repliedId: Number.isSafeInteger(repliedId) && repliedId > 0 ? repliedId : null,
  }
}

function refusalKey(code: string | undefined): ReviewsMessageKey {
  switch (code) {
    case 'captcha_required':
      return 'reviews.error.tooMany'
    case 'review_not_found':
    case 'forbidden':
      return 'reviews.error.notFound'
    default:
      return 'reviews.error.generic'
  }
}

/**
 * The reply form's post (with or without JavaScript): the reply is saved, and the page is shown
 * again with the same filters at that review with a notice; a refusal shows the form again with
 * the text as typed and the reason beside it.
 */
export async function replyAction(context: Context, request: Request) {
  const post = await readFormPost(request, context)
  const { text: words, path } = reviewsTextFor(post.shell.locale)
  const reviewId = Number(postedText(post.fields, 'review_id'))
  const text = postedText(post.fields, 'text')
  const filters = readReviewFilters(new URL(request.url).searchParams)
  try {
    const saved = await callApi(post.api, 'officeReviewReply', {
      body: { review_id: reviewId, text },
    })
    const query = new URLSearchParams(reviewFiltersQuery(filters))
    query.set('done', saved.reply === null ? 'removed' : 'posted')
    query.set('review', String(saved.id))
    return post.redirect(
      `${path('/office/reviews')}?${query.toString()}#review-${String(saved.id)}`,
    )
  } catch (error) {
    if (!isApiHttpError(error) || error.status >= 500) throw error
    const fieldMessage = error.errors.text?.[0] ?? error.errors.review_id?.[0]
    const refusal: ReplyRefusal = {
      reviewId,
      text,
      message: fieldMessage ?? words(refusalKey(error.code)),
    }
    return data({ refusal }, { status: error.status })
  }
}
