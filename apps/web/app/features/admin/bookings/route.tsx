import { ListPagination } from '../../../components/list-pagination.tsx'
import type { AdminBookingSearch } from '@tourmarket/contracts'
import { bookingStatusTone } from '@tourmarket/domain/booking'
import { Link } from 'react-router'
import { callApi } from '../../../lib/api-call.ts'
import { privatePageMeta } from '../../../lib/private-page-meta.ts'
import { apiClientOf } from '../../../lib/shell-context.server.ts'
import { formatMinorAmount, formatUtcInstant } from '../../../lib/work-area-format.ts'
import { tripDatesText } from '@tourmarket/domain/i18n'
import { AdminLayout } from '../shell/admin-layout.tsx'
import { ADMIN_PAGE_HEADERS, loadAdmin } from '../shell/admin-loader.server.ts'
import { adminWords, useAdminText } from '../shell/admin-text.ts'
import type { Route } from './+types/route.ts'

const BOOKINGS_PER_PAGE = 20

/** The search box's words and the page, from the address (a GET form: no script needed). */
function readSearch(params: URLSearchParams): { q: string; page: number } {
  const q = (params.get('q') ?? '').trim().slice(0, 100)
  const page = Number(params.get('page') ?? '1')
  return { q, page: Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1 }
}

function searchQuery(q: string, page: number): string {
  const params = new URLSearchParams()
  if (q !== '') params.set('q', q)
  if (page > 1) params.set('page', String(page))
  const query = params.toString()
  return query === '' ? '' : `?${query}`
}

/** Issue 43: find any organizer's booking by number, e-mail, phone or name (support, admin). */
export async function loader({ context, request }: Route.LoaderArgs) {
  const admin = await loadAdmin(context, request, 'bookings')
  const search = readSearch(new URL(request.url).searchParams)
  const list = await callApi(apiClientOf(context), 'adminBookingSearch', {
    query: { ...search, limit: BOOKINGS_PER_PAGE },
  })
  return { admin, search, list }
}

export const headers = () => ADMIN_PAGE_HEADERS

export const meta: Route.MetaFunction = (args) =>
  privatePageMeta(args, (locale) => adminWords(locale, 'admin.bookings.title'))

export default function AdminBookingsRoute({ loaderData }: Route.ComponentProps) {
  const { admin, search, list } = loaderData
  const { text, path } = useAdminText()
  const here = path('/admin/bookings')
  return (
    <AdminLayout admin={admin} current="bookings" title={text('admin.bookings.title')}>
      <form
        key={search.q}
        method="get"
        action={here}
        role="search"
        className="admin-filters"
        aria-label={text('admin.bookings.search')}
      >
        <div className="admin-filters__fields">
          <div className="admin-field">
            <label className="admin-field__label" htmlFor="admin-booking-q">
              {text('admin.bookings.search')}
            </label>
            <input
              id="admin-booking-q"
              type="search"
              name="q"
              maxLength={100}
              className="admin-input"
              placeholder={text('admin.bookings.searchHint')}
              defaultValue={search.q}
            />
          </div>
        </div>
        <div className="admin-filters__actions">
          <button type="submit" className="admin-button">
            {text('admin.bookings.submit')}
          </button>
          {search.q === '' ? null : (
            <Link className="admin-button admin-button--secondary" to={here}>
              {text('admin.bookings.reset')}
            </Link>
          )}
        </div>
      </form>
      {list.data.length === 0 ? (
        <div className="admin-empty" role="status">
          <h2 className="admin-empty__title">{text('admin.bookings.noMatchTitle')}</h2>
          <p>{text('admin.bookings.noMatchText')}</p>
        </div>
      ) : (
        <>
          <p className="admin-muted" role="status">
            {text('admin.bookings.found', { count: list.meta.total })}
          </p>
          <BookingTable rows={list.data} />
          <ListPagination
            meta={list.meta}
            hrefForPage={(page) => `${here}${searchQuery(search.q, page)}`}
            pageLabel={(page) => text('admin.page', { page })}
          />
        </>
      )}
    </AdminLayout>
  )
}

function BookingTable({ rows }: { rows: AdminBookingSearch['data'] }) {
  const { text, path, locale } = useAdminText()
  return (
    <div className="admin-table-wrap">
      <table className="admin-table" data-testid="admin-booking-table">
        <caption>{text('admin.bookings.caption')}</caption>
        <thead>
          <tr>
            <th scope="col">{text('admin.bookings.number')}</th>
            <th scope="col">{text('admin.bookings.status')}</th>
            <th scope="col">{text('admin.bookings.trip')}</th>
            <th scope="col">{text('admin.bookings.contact')}</th>
            <th scope="col">{text('admin.bookings.amount')}</th>
            <th scope="col">{text('admin.bookings.made')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id}>
              <td className="admin-table__primary">
                <Link to={path(`/admin/bookings/${String(row.id)}`)}>
                  {text('admin.bookings.open', { id: row.id })}
                </Link>
              </td>
              <td data-label={text('admin.bookings.status')}>
                <span className={`admin-pill admin-pill--${bookingStatusTone(row.status)}`}>
                  {row.status_label}
                </span>
              </td>
              <td data-label={text('admin.bookings.trip')}>
                <span>
                  {row.tour.title}
                  <br />
                  <span className="admin-muted">
                    {tripDatesText(row.tour_date.start_date, row.tour_date.end_date, locale)} ·{' '}
                    {row.organizer.name}
                  </span>
                </span>
              </td>
              <td data-label={text('admin.bookings.contact')}>
                <span>
                  {row.contact_name}
                  <br />
                  <span className="admin-muted">
                    {row.contact_email} · {row.contact_phone}
                  </span>
                </span>
              </td>
              <td data-label={text('admin.bookings.amount')}>
                <span>
                  {formatMinorAmount(row.total.amount_minor, row.total.currency)}
                  <br />
                  <span className="admin-muted">
                    {text('admin.bookings.paid', {
                      amount: formatMinorAmount(row.paid_minor, row.total.currency),
                    })}
                  </span>
                </span>
              </td>
              <td data-label={text('admin.bookings.made')}>
                {formatUtcInstant(row.created_at, locale)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
