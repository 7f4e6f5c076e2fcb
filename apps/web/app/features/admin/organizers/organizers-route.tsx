import { ListPagination } from '../../../components/list-pagination.tsx'
import type { AdminOrganizerList } from '@tourmarket/contracts'
import { Link } from 'react-router'
import { callApi } from '../../../lib/api-call.ts'
import { privatePageMeta } from '../../../lib/private-page-meta.ts'
import { apiClientOf } from '../../../lib/shell-context.server.ts'
import { formatMinorAmount } from '../../../lib/work-area-format.ts'
import { AdminLayout } from '../shell/admin-layout.tsx'
import { ADMIN_PAGE_HEADERS, loadAdmin } from '../shell/admin-loader.server.ts'
import { moderationWords, useModerationText } from '../moderation/moderation-text.ts'
import {
  isOrganizerState,
  organizerStates,
  reviewTone,
  type OrganizerState,
} from './organizer-state.ts'
import type { Route } from './+types/organizers-route.ts'

const ORGANIZERS_PER_PAGE = 20

type Search = { readonly q: string; readonly state: OrganizerState; readonly page: number }

/** The GET form's fields from the address; anything unreadable is the form's default. */
function readSearch(params: URLSearchParams): Search {
  const q = (params.get('q') ?? '').trim().slice(0, 100)
  const state = params.get('state') ?? 'all'
  const page = Number(params.get('page') ?? '1')
  return {
    q,
    state: isOrganizerState(state) ? state : 'all',
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

/** Issue 43 item 2: every organizer with its review state, rating and sales (admins only). */
export async function loader({ context, request }: Route.LoaderArgs) {
  const admin = await loadAdmin(context, request, 'organizers')
  const search = readSearch(new URL(request.url).searchParams)
  const list = await callApi(apiClientOf(context), 'adminOrganizerList', {
    query: { ...search, limit: ORGANIZERS_PER_PAGE },
  })
  return { admin, search, list }
}

export const headers = () => ADMIN_PAGE_HEADERS

export const meta: Route.MetaFunction = (args) =>
  privatePageMeta(args, (locale) => moderationWords(locale, 'organizers.title'))

export default function AdminOrganizersRoute({ loaderData }: Route.ComponentProps) {
  const { admin, search, list } = loaderData
  const { text, path } = useModerationText()
  const here = path('/admin/organizers')
  return (
    <AdminLayout admin={admin} current="organizers" title={text('organizers.title')}>
      <form
        key={`${search.q}|${search.state}`}
        method="get"
        action={here}
        role="search"
        className="admin-filters"
        aria-label={text('organizers.search')}
      >
        <div className="admin-filters__fields">
          <div className="admin-field">
            <label className="admin-field__label" htmlFor="admin-organizer-q">
              {text('organizers.search')}
            </label>
            <input
              id="admin-organizer-q"
              type="search"
              name="q"
              maxLength={100}
              className="admin-input"
              placeholder={text('organizers.searchHint')}
              defaultValue={search.q}
            />
          </div>
          <div className="admin-field">
            <label className="admin-field__label" htmlFor="admin-organizer-state">
              {text('organizers.state')}
            </label>
            <select
              id="admin-organizer-state"
              name="state"
              className="admin-input"
              defaultValue={search.state}
            >
              {organizerStates.map((state) => (
                <option key={state} value={state}>
                  {text(`organizers.state.${state}`)}
                </option>
              ))}
            </select>
          </div>
        </div>
        <div className="admin-filters__actions">
          <button type="submit" className="admin-button">
            {text('organizers.submit')}
          </button>
          {search.q === '' && search.state === 'all' ? null : (
            <Link className="admin-button admin-button--secondary" to={here}>
              {text('organizers.reset')}
            </Link>
          )}
        </div>
      </form>
      {list.data.length === 0 ? (
        <p className="admin-empty" role="status">
          {text('organizers.empty')}
        </p>
      ) : (
        <>
          <p className="admin-muted" role="status">
            {text('organizers.found', { count: list.meta.total })}
          </p>
          <OrganizerTable rows={list.data} />
          <ListPagination
            meta={list.meta}
            hrefForPage={(page) => `${here}${searchQuery(search, page)}`}
            pageLabel={(page) => text('organizers.page', { page })}
          />
        </>
      )}
    </AdminLayout>
  )
}

function OrganizerTable({ rows }: { rows: AdminOrganizerList['data'] }) {
  const { text, path } = useModerationText()
  return (
    <div className="admin-table-wrap">
      <table className="admin-table" data-testid="admin-organizer-table">
        <caption>{text('organizers.caption')}</caption>
        <thead>
          <tr>
            <th scope="col">{text('organizers.column.name')}</th>
            <th scope="col">{text('organizers.column.review')}</th>
            <th scope="col">{text('organizers.column.site')}</th>
            <th scope="col">{text('organizers.column.rating')}</th>
            <th scope="col">{text('organizers.column.sales')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id}>
              <td className="admin-table__primary">
                <Link to={path(`/admin/organizers/${String(row.id)}`)}>{row.name}</Link>
              </td>
              <td data-label={text('organizers.column.review')}>
                <span>
                  <span className={`admin-pill admin-pill--${reviewTone(row.review)}`}>
                    {text(`organizers.state.${row.review}`)}
                  </span>
                  {row.identity_verified ? (
                    <>
                      <br />
                      <span className="admin-muted">{text('organizers.identity')}</span>
                    </>
                  ) : null}
                </span>
              </td>
              <td data-label={text('organizers.column.site')}>
                {row.hidden_reason !== null
                  ? text('organizers.state.hidden')
                  : row.is_published
                    ? text('organizers.published')
                    : text('organizers.hidden')}
              </td>
              <td data-label={text('organizers.column.rating')}>
                {row.rating === null || row.reviews_count === 0
                  ? text('organizers.noRating')
                  : text('organizers.rating', {
                      rating: row.rating.toFixed(1),
                      count: row.reviews_count,
                    })}
              </td>
              <td data-label={text('organizers.column.sales')}>
                <span>
                  {text('organizers.sales', {
                    tours: row.tours_count,
                    bookings: row.sales.bookings_count,
                  })}
                  <br />
                  <span className="admin-muted">
                    {row.sales.paid.length === 0
                      ? text('organizers.nothingPaid')
                      : row.sales.paid
                          .map((sum) => formatMinorAmount(sum.amount_minor, sum.currency))
                          .join(' · ')}
                  </span>
                </span>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
