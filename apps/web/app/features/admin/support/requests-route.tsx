import { helpRequestStatuses, type HelpRequestStatus } from '@tourmarket/contracts'
import { Link } from 'react-router'
import { ListPagination } from '../../../components/list-pagination.tsx'
import { callApi } from '../../../lib/api-call.ts'
import { privatePageMeta } from '../../../lib/private-page-meta.ts'
import { apiClientOf } from '../../../lib/shell-context.server.ts'
import { formatUtcInstant } from '../../../lib/work-area-format.ts'
import { AdminLayout } from '../shell/admin-layout.tsx'
import { ADMIN_PAGE_HEADERS, loadAdmin } from '../shell/admin-loader.server.ts'
import { pageParam } from './support-model.ts'
import { RequestStatusPill, SupportTabs } from './support-parts.tsx'
import { supportWords, useSupportText } from './support-text.ts'
import type { Route } from './+types/requests-route.ts'

const REQUESTS_PER_PAGE = 20
type StatusFilter = HelpRequestStatus | 'all'
const statusFilters: readonly StatusFilter[] = ['all', ...helpRequestStatuses]

/** Issue 43 item 4: the help centre's requests to support, newest first, by status. */
export async function loader({ context, request }: Route.LoaderArgs) {
  const admin = await loadAdmin(context, request, 'support')
  const params = new URL(request.url).searchParams
  const asked = params.get('status') ?? 'all'
  const status = statusFilters.includes(asked as StatusFilter) ? (asked as StatusFilter) : 'all'
  const list = await callApi(apiClientOf(context), 'adminHelpRequests', {
    query: { status, page: pageParam(params), limit: REQUESTS_PER_PAGE },
  })
  return { admin, status, list }
}

export const headers = () => ADMIN_PAGE_HEADERS

export const meta: Route.MetaFunction = (args) =>
  privatePageMeta(args, (locale) => supportWords(locale, 'requests.title'))

export default function AdminHelpRequestsRoute({ loaderData }: Route.ComponentProps) {
  const { admin, status, list } = loaderData
  const { text, path, locale } = useSupportText()
  const here = path('/admin/support/requests')
  const linkFor = (page: number) => {
    const params = new URLSearchParams()
    if (status !== 'all') params.set('status', status)
    if (page > 1) params.set('page', String(page))
    const query = params.toString()
    return query === '' ? here : `${here}?${query}`
  }
  return (
    <AdminLayout admin={admin} current="support" title={text('requests.title')}>
      <SupportTabs current="requests" />
      <form key={status} method="get" action={here} className="admin-filters">
        <div className="admin-filters__fields">
          <div className="admin-field">
            <label className="admin-field__label" htmlFor="admin-requests-status">
              {text('requests.status')}
            </label>
            <select
              id="admin-requests-status"
              name="status"
              className="admin-input"
              defaultValue={status}
            >
              {statusFilters.map((option) => (
                <option key={option} value={option}>
                  {text(`requests.status.${option}`)}
                </option>
              ))}
            </select>
          </div>
        </div>
        <div className="admin-filters__actions">
          <button type="submit" className="admin-button">
            {text('requests.show')}
          </button>
        </div>
      </form>
      {list.data.length === 0 ? (
        <p className="admin-empty" role="status">
          {text('requests.empty')}
        </p>
      ) : (
        <>
          <p className="admin-muted" role="status">
            {text('requests.found', { count: list.meta.total })}
          </p>
          <div className="admin-table-wrap">
            <table className="admin-table" data-testid="admin-help-requests">
              <caption>{text('requests.caption')}</caption>
              <thead>
                <tr>
                  <th scope="col">{text('requests.column.from')}</th>
                  <th scope="col">{text('requests.column.message')}</th>
                  <th scope="col">{text('requests.column.sent')}</th>
                  <th scope="col">{text('requests.column.status')}</th>
                </tr>
              </thead>
              <tbody>
                {list.data.map((row) => (
                  <tr key={row.id} data-testid={`admin-help-request-${String(row.id)}`}>
                    <td className="admin-table__primary">
                      <Link to={path(`/admin/support/requests/${String(row.id)}`)}>{row.name}</Link>
                    </td>
                    <td data-label={text('requests.column.message')}>
                      {row.message.length > 140 ? `${row.message.slice(0, 139)}…` : row.message}
                    </td>
                    <td data-label={text('requests.column.sent')}>
                      <time dateTime={row.created_at}>
                        {formatUtcInstant(row.created_at, locale)}
                      </time>
                    </td>
                    <td data-label={text('requests.column.status')}>
                      <RequestStatusPill status={row.status} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <ListPagination
            meta={list.meta}
            hrefForPage={linkFor}
            pageLabel={(page) => text('support.page', { page })}
          />
        </>
      )}
    </AdminLayout>
  )
}
