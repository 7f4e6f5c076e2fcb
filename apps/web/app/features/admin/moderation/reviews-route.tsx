import { ListPagination } from '../../../components/list-pagination.tsx'
import type { AdminReview } from '@tourmarket/contracts'
import { Link } from 'react-router'
import { callApi } from '../../../lib/api-call.ts'
import { privatePageMeta } from '../../../lib/private-page-meta.ts'
import { apiClientOf } from '../../../lib/shell-context.server.ts'
import { formatUtcInstant } from '../../../lib/work-area-format.ts'
import { AdminLayout } from '../shell/admin-layout.tsx'
import { ADMIN_PAGE_HEADERS, loadAdmin } from '../shell/admin-loader.server.ts'
import { moderationAction } from './moderation.server.ts'
import { moderationFormKey, moderationNoticeOf, type ModerationAnswer } from './moderation-model.ts'
import { ModerationActionForm, ModerationNoticeLine, ModerationTabs } from './moderation-parts.tsx'
import { moderationWords, useModerationText } from './moderation-text.ts'
import type { Route } from './+types/reviews-route.ts'

const REVIEWS_PER_PAGE = 20
const reviewStates = ['all', 'shown', 'hidden'] as const
type ReviewState = (typeof reviewStates)[number]
type Search = { readonly q: string; readonly state: ReviewState; readonly page: number }

function readSearch(params: URLSearchParams): Search {
  const state = params.get('state') ?? 'all'
  const page = Number(params.get('page') ?? '1')
  return {
    q: (params.get('q') ?? '').trim().slice(0, 100),
    state: (reviewStates as readonly string[]).includes(state) ? (state as ReviewState) : 'all',
    page: Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1,
  }
}

function searchQuery(search: Search, page: number): string {
  const params = new URLSearchParams()
  if (search.q !== '') params.set('q', search.q)
  if (search.state !== 'all') params.set('state', search.state)
  if (page > 1) params.set('page', String(page))
  const query = params.toString()
  return query === '' ? '' : `?${query}`
}

/** Issue 43 item 3: every review with the organizer's reply, to hide or restore (admins only). */
export async function loader({ context, request }: Route.LoaderArgs) {
  const admin = await loadAdmin(context, request, 'moderation')
  const params = new URL(request.url).searchParams
  const search = readSearch(params)
  const list = await callApi(apiClientOf(context), 'adminReviewList', {
    query: { ...search, limit: REVIEWS_PER_PAGE },
  })
  return { admin, search, list, done: moderationNoticeOf(params.get('done')) }
}

export const headers = () => ADMIN_PAGE_HEADERS

/** Hide with a reason or restore a review or its reply: plain form posts. */
export const action = ({ request, context }: Route.ActionArgs) => moderationAction(request, context)

export const meta: Route.MetaFunction = (args) =>
  privatePageMeta(args, (locale) => moderationWords(locale, 'moderation.title'))

export default function AdminReviewsRoute({ loaderData, actionData }: Route.ComponentProps) {
  const { admin, search, list, done } = loaderData
  const answer = (actionData as ModerationAnswer | undefined) ?? null
  const { text, path } = useModerationText()
  const here = path('/admin/moderation')
  return (
    <AdminLayout admin={admin} current="moderation" title={text('moderation.title')}>
      <ModerationTabs current="reviews" />
      <ModerationNoticeLine done={done} />
      <form
        key={`${search.q}|${search.state}`}
        method="get"
        action={here}
        role="search"
        className="admin-filters"
        aria-label={text('moderation.search')}
      >
        <div className="admin-filters__fields">
          <div className="admin-field">
            <label className="admin-field__label" htmlFor="admin-review-q">
              {text('moderation.search')}
            </label>
            <input
              id="admin-review-q"
              type="search"
              name="q"
              maxLength={100}
              className="admin-input"
              placeholder={text('moderation.searchHint')}
              defaultValue={search.q}
            />
          </div>
          <div className="admin-field">
            <label className="admin-field__label" htmlFor="admin-review-state">
              {text('moderation.state')}
            </label>
            <select
              id="admin-review-state"
              name="state"
              className="admin-input"
              defaultValue={search.state}
            >
              {reviewStates.map((state) => (
                <option key={state} value={state}>
                  {text(`moderation.state.${state}`)}
                </option>
              ))}
            </select>
          </div>
        </div>
        <div className="admin-filters__actions">
          <button type="submit" className="admin-button">
            {text('moderation.submit')}
          </button>
          {search.q === '' && search.state === 'all' ? null : (
            <Link className="admin-button admin-button--secondary" to={here}>
              {text('moderation.reset')}
            </Link>
          )}
        </div>
      </form>
      {list.data.length === 0 ? (
        <p className="admin-empty" role="status">
          {text('moderation.empty')}
        </p>
      ) : (
        <>
          <p className="admin-muted" role="status">
            {text('moderation.found', { count: list.meta.total })}
          </p>
          <ol className="admin-audit__list" data-testid="admin-review-list">
            {list.data.map((review) => (
              <ReviewEntry key={review.id} review={review} answer={answer} />
            ))}
          </ol>
          <ListPagination
            meta={list.meta}
            hrefForPage={(page) => `${here}${searchQuery(search, page)}`}
            pageLabel={(page) => text('moderation.page', { page })}
          />
        </>
      )}
    </AdminLayout>
  )
}

function ReviewEntry({ review, answer }: { review: AdminReview; answer: ModerationAnswer | null }) {
  const { text, path, locale } = useModerationText()
  const reviewKey = moderationFormKey('review', review.id)
  const replyKey = moderationFormKey('reply', review.id)
  return (
    <li className="admin-audit__entry" data-testid={`admin-review-${String(review.id)}`}>
      <p className="admin-audit__what">
        <a href={path(review.tour.path)}>
          {text('moderation.reviewOf', {
            author: review.author_name,
            tour: review.tour.title,
            organizer: review.organizer.name,
          })}
        </a>
      </p>
      <p className="admin-muted">
        {text('moderation.rating', { rating: review.rating })} ·{' '}
        <time dateTime={review.created_at}>{formatUtcInstant(review.created_at, locale)}</time>
      </p>
      <p>{review.text}</p>
      {review.hidden === null ? (
        <ModerationActionForm
          formKey={reviewKey}
          target="review"
          id={review.id}
          action="hide"
          label="moderation.hideReview"
          reasonLabel="moderation.reason"
          answer={answer}
        />
      ) : (
        <>
          <p className="admin-pill admin-pill--warning">
            {text('moderation.hiddenBecause', {
              at: formatUtcInstant(review.hidden.at, locale),
              reason: review.hidden.reason,
            })}
          </p>
          <ModerationActionForm
            formKey={reviewKey}
            target="review"
            id={review.id}
            action="restore"
            label="moderation.restoreReview"
            answer={answer}
          />
        </>
      )}
      {review.reply === null ? null : (
        <blockquote>
          <p className="admin-muted">{text('moderation.reply')}</p>
          <p>{review.reply.text}</p>
          {review.reply.hidden === null ? (
            <ModerationActionForm
              formKey={replyKey}
              target="reply"
              id={review.id}
              action="hide"
              label="moderation.hideReply"
              reasonLabel="moderation.reason"
              answer={answer}
            />
          ) : (
            <>
              <p className="admin-pill admin-pill--warning">
                {text('moderation.hiddenBecause', {
                  at: formatUtcInstant(review.reply.hidden.at, locale),
                  reason: review.reply.hidden.reason,
                })}
              </p>
              <ModerationActionForm
                formKey={replyKey}
                target="reply"
                id={review.id}
                action="restore"
                label="moderation.restoreReply"
                answer={answer}
              />
            </>
          )}
        </blockquote>
      )}
    </li>
  )
}
