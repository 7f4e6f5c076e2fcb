import type { AdminOrganizer } from '@tourmarket/contracts'
import { Form, Link } from 'react-router'
import { callApi } from '../../../lib/api-call.ts'
import { privatePageMeta } from '../../../lib/private-page-meta.ts'
import { apiClientOf } from '../../../lib/shell-context.server.ts'
import { formatMinorAmount, formatUtcInstant } from '../../../lib/work-area-format.ts'
import { AdminLayout } from '../shell/admin-layout.tsx'
import { ADMIN_PAGE_HEADERS, loadAdmin, refusedObject } from '../shell/admin-loader.server.ts'
import { moderationWords, useModerationText } from '../moderation/moderation-text.ts'
import {
  organizerAction,
  organizerNoticeOf,
  type OrganizerAnswer,
  type OrganizerNotice,
} from './organizer.server.ts'
import { OrganizerCommission } from './organizer-commission.tsx'
import { HIDE_REASON_MAX_LENGTH, reviewTone } from './organizer-state.ts'
import type { Route } from './+types/organizer-route.ts'

export async function loader({ context, request, params }: Route.LoaderArgs) {
  const admin = await loadAdmin(context, request, 'organizers')
  const done = organizerNoticeOf(new URL(request.url).searchParams.get('done'))
  const organizer = await callApi(apiClientOf(context), 'adminOrganizerView', {
    query: { id: Number(params.id) },
  }).catch(refusedObject)
  return { admin, done, organizer }
}

export const headers = () => ADMIN_PAGE_HEADERS

/** Verify, reject, hide with a reason, publish: plain form posts. */
export const action = ({ request, context, params }: Route.ActionArgs) =>
  organizerAction(request, context, Number(params.id))

export const meta: Route.MetaFunction = (args) =>
  privatePageMeta(args, (locale) => moderationWords(locale, 'organizers.title'))

/** /admin/organizers/:id: an organizer as an admin reviews it (issue 43 item 2). */
export default function AdminOrganizerRoute({ loaderData, actionData }: Route.ComponentProps) {
  const { admin, done, organizer } = loaderData
  const answer = (actionData as OrganizerAnswer | undefined) ?? null
  const { text, path, locale } = useModerationText()
  return (
    <AdminLayout admin={admin} current="organizers" title={organizer.name}>
      <p>
        <Link to={path('/admin/organizers')}>{text('organizer.back')}</Link>
      </p>
      <Notice done={done} />
      {answer?.message == null ? null : (
        <p className="admin-notice admin-notice--error" role="alert">
          {answer.message}
        </p>
      )}
      <section className="admin-section" aria-labelledby="admin-organizer-facts">
        <h2 id="admin-organizer-facts" className="admin-section__title">
          {text('organizer.facts')}{' '}
          <span
            className={`admin-pill admin-pill--${reviewTone(organizer.review)}`}
            data-testid="admin-organizer-review"
          >
            {text(`organizers.state.${organizer.review}`)}
          </span>
        </h2>
        <dl className="admin-facts">
          <dt>{text('organizer.page')}</dt>
          <dd>
            <a href={path(organizer.page_path)}>{organizer.page_path}</a>
          </dd>
          <dt>{text('organizer.country')}</dt>
          <dd>{organizer.country}</dd>
          <dt>{text('organizer.since')}</dt>
          <dd>{formatUtcInstant(organizer.created_at, locale)}</dd>
          <dt>{text('organizers.column.site')}</dt>
          <dd data-testid="admin-organizer-publication">
            {organizer.is_published ? text('organizers.published') : text('organizers.hidden')}
            {organizer.hidden_reason === null
              ? null
              : ` · ${text('organizer.hiddenReason', { reason: organizer.hidden_reason })}`}
          </dd>
          <dt>{text('organizers.column.rating')}</dt>
          <dd>
            {organizer.rating === null || organizer.reviews_count === 0
              ? text('organizers.noRating')
              : text('organizers.rating', {
                  rating: organizer.rating.toFixed(1),
                  count: organizer.reviews_count,
                })}
          </dd>
          <dt>{text('organizers.column.sales')}</dt>
          <dd>
            {text('organizers.sales', {
              tours: organizer.tours_count,
              bookings: organizer.sales.bookings_count,
            })}
            {organizer.sales.paid.length === 0
              ? ` · ${text('organizers.nothingPaid')}`
              : organizer.sales.paid
                  .map((sum) => ` · ${formatMinorAmount(sum.amount_minor, sum.currency)}`)
                  .join('')}
          </dd>
          <dt>{text('organizer.owners')}</dt>
          <dd>
            <ul className="admin-list">
              {organizer.owners.map((owner) => (
                <li key={owner.id}>
                  {owner.name} · {owner.email} · {text(`organizer.owner.${owner.role}`)}
                </li>
              ))}
            </ul>
          </dd>
        </dl>
      </section>
      <Checks organizer={organizer} />
      <section className="admin-section" aria-labelledby="admin-organizer-verdict">
        <h2 id="admin-organizer-verdict" className="admin-section__title">
          {text('organizer.verdict')}
        </h2>
        <p className="admin-muted">{text('organizer.verdictLead')}</p>
        <div className="admin-actions">
          <Form method="post">
            <input type="hidden" name="intent" value="verify" />
            <button type="submit" className="admin-button">
              {text('organizer.verify')}
            </button>
          </Form>
          <Form method="post">
            <input type="hidden" name="intent" value="reject" />
            <button type="submit" className="admin-button admin-button--danger">
              {text('organizer.reject')}
            </button>
          </Form>
        </div>
      </section>
      <Publication organizer={organizer} answer={answer} />
      <OrganizerCommission organizer={organizer} answer={answer} />
    </AdminLayout>
  )
}

function Notice({ done }: { done: OrganizerNotice | null }) {
  const { text } = useModerationText()
  if (done === null) return null
  return (
    <p className="admin-notice admin-notice--success" role="status">
      {text(`organizer.done.${done}`)}
    </p>
  )
}

function Checks({ organizer }: { organizer: AdminOrganizer }) {
  const { text, locale } = useModerationText()
  const checks = [
    ['identity', organizer.checks.identity],
    ['documents', organizer.checks.documents],
    ['internal', organizer.checks.internal],
  ] as const
  const checkState = (value: number) =>
    value === 1 || value === 2 || value === 3
      ? text(`organizer.check.${value}`)
      : text('organizer.check.0')
  return (
    <section className="admin-section" aria-labelledby="admin-organizer-checks">
      <h2 id="admin-organizer-checks" className="admin-section__title">
        {text('organizer.checks')}
      </h2>
      <dl className="admin-facts">
        {checks.map(([name, value]) => (
          <div key={name}>
            <dt>{text(`organizer.check.${name}`)}</dt>
            <dd data-testid={`admin-organizer-check-${name}`}>{checkState(value)}</dd>
          </div>
        ))}
      </dl>
      <h3>{text('organizer.verifications')}</h3>
      {organizer.verifications.length === 0 ? (
        <p className="admin-muted">{text('organizer.noVerifications')}</p>
      ) : (
        <ul className="admin-list">
          {organizer.verifications.map((check) => (
            <li key={`${check.provider}-${check.created_at}`}>
              {check.provider} · {text(`organizer.verification.${check.status}`)} ·{' '}
              {formatUtcInstant(check.created_at, locale)}
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}

function Publication({
  organizer,
  answer,
}: {
  organizer: AdminOrganizer
  answer: OrganizerAnswer | null
}) {
  const { text } = useModerationText()
  const reasonError = answer?.fieldErrors.reason?.[0]
  return (
    <section className="admin-section" aria-labelledby="admin-organizer-publication">
      <h2 id="admin-organizer-publication" className="admin-section__title">
        {text('organizer.publication')}
      </h2>
      {organizer.is_published ? (
        <Form method="post" className="admin-form">
          <p className="admin-muted">{text('organizer.hideLead')}</p>
          <input type="hidden" name="intent" value="hide" />
          <div className="admin-field">
            <label className="admin-field__label" htmlFor="admin-organizer-reason">
              {text('organizer.reason')}
            </label>
            <textarea
              id="admin-organizer-reason"
              name="reason"
              required
              maxLength={HIDE_REASON_MAX_LENGTH}
              className="admin-input"
              defaultValue={answer?.reason ?? ''}
              aria-invalid={reasonError === undefined ? undefined : true}
              aria-describedby={
                reasonError === undefined ? undefined : 'admin-organizer-reason-error'
              }
            />
            {reasonError === undefined ? null : (
              <p id="admin-organizer-reason-error" className="admin-field__error">
                {reasonError}
              </p>
            )}
          </div>
          <div className="admin-actions">
            <button type="submit" className="admin-button admin-button--danger">
              {text('organizer.hide')}
            </button>
          </div>
        </Form>
      ) : (
        <Form method="post">
          <input type="hidden" name="intent" value="publish" />
          <button type="submit" className="admin-button">
            {text('organizer.publish')}
          </button>
        </Form>
      )}
    </section>
  )
}
