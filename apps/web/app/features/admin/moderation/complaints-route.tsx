import { ListPagination } from '../../../components/list-pagination.tsx'
import type { AdminComplaintTour } from '@tourmarket/contracts'
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
import type { Route } from './+types/complaints-route.ts'

const TOURS_PER_PAGE = 20
type QueueState = 'open' | 'settled'

/** Issue 43 item 3: the reported tours, each hidden or its reports dismissed (admins only). */
export async function loader({ context, request }: Route.LoaderArgs) {
  const admin = await loadAdmin(context, request, 'moderation')
  const params = new URL(request.url).searchParams
  const state: QueueState = params.get('state') === 'settled' ? 'settled' : 'open'
  const pageParam = Number(params.get('page') ?? '1')
  const page = Number.isInteger(pageParam) && pageParam >= 1 && pageParam <= 10_000 ? pageParam : 1
  const list = await callApi(apiClientOf(context), 'adminComplaintList', {
    query: { state, page, limit: TOURS_PER_PAGE },
  })
  return { admin, state, list, done: moderationNoticeOf(params.get('done')) }
}

export const headers = () => ADMIN_PAGE_HEADERS

/** Hide a reported tour with a reason or dismiss its reports: plain form posts. */
export const action = ({ request, context }: Route.ActionArgs) => moderationAction(request, context)

export const meta: Route.MetaFunction = (args) =>
  privatePageMeta(args, (locale) => moderationWords(locale, 'moderation.complaints'))

export default function AdminComplaintsRoute({ loaderData, actionData }: Route.ComponentProps) {
  const { admin, state, list, done } = loaderData
  const answer = (actionData as ModerationAnswer | undefined) ?? null
  const { text, path } = useModerationText()
  const here = path('/admin/moderation/complaints')
  const pageLink = (page: number) => {
    const params = new URLSearchParams()
    if (state === 'settled') params.set('state', state)
    if (page > 1) params.set('page', String(page))
    const query = params.toString()
    return query === '' ? here : `${here}?${query}`
  }
  return (
    <AdminLayout admin={admin} current="moderation" title={text('moderation.complaints')}>
      <ModerationTabs current="complaints" />
      <ModerationNoticeLine done={done} />
      <nav className="admin-actions" aria-label={text('complaints.queue')}>
        {(['open', 'settled'] as const).map((queue) => (
          <Link
            key={queue}
            to={queue === 'open' ? here : `${here}?state=settled`}
            className="admin-button admin-button--small admin-button--secondary"
            aria-current={queue === state ? 'page' : undefined}
          >
            {text(`complaints.state.${queue}`)}
          </Link>
        ))}
      </nav>
      {list.data.length === 0 ? (
        <p className="admin-empty" role="status">
          {text('complaints.empty')}
        </p>
      ) : (
        <>
          <p className="admin-muted" role="status">
            {text('complaints.found', { count: list.meta.total })}
          </p>
          <ol className="admin-audit__list" data-testid="admin-complaint-list">
            {list.data.map((entry) => (
              <ComplaintEntry
                key={entry.tour.id}
                entry={entry}
                open={state === 'open'}
                answer={answer}
              />
            ))}
          </ol>
          <ListPagination
            meta={list.meta}
            hrefForPage={(page) => pageLink(page)}
            pageLabel={(page) => text('moderation.page', { page })}
          />
        </>
      )}
    </AdminLayout>
  )
}

function ComplaintEntry({
  entry,
  open,
  answer,
}: {
  entry: AdminComplaintTour
  open: boolean
  answer: ModerationAnswer | null
}) {
  const { text, path, locale } = useModerationText()
  const { tour } = entry
  const formKey = moderationFormKey('tour', tour.id)
  return (
    <li className="admin-audit__entry" data-testid={`admin-complaint-${String(tour.id)}`}>
      <p className="admin-audit__what">
        <a href={path(tour.path)}>
          {text('complaints.tourOf', { tour: tour.title, organizer: tour.organizer.name })}
        </a>
        {tour.is_published ? null : (
          <span className="admin-muted"> · {text('complaints.tourHidden')}</span>
        )}
      </p>
      <ul className="admin-list">
        {entry.reports.map((report) => (
          <li key={report.id}>
            {report.text}{' '}
            <span className="admin-muted">
              ·{' '}
              <time dateTime={report.created_at}>
                {formatUtcInstant(report.created_at, locale)}
              </time>
              {report.resolution === null
                ? null
                : ` · ${text(`complaints.resolution.${report.resolution}`)}`}
            </span>
          </li>
        ))}
      </ul>
      {open ? (
        <>
          <ModerationActionForm
            formKey={formKey}
            target="tour"
            id={tour.id}
            action="hide"
            label="complaints.hideTour"
            reasonLabel="complaints.reason"
            answer={answer}
          />
          <ModerationActionForm
            formKey={formKey}
            target="tour"
            id={tour.id}
            action="dismiss"
            label="complaints.dismiss"
            answer={answer}
          />
        </>
      ) : null}
    </li>
  )
}
