import type { OfficeBookingList } from '@tourmarket/contracts'
import { bookingStatusTone } from '@tourmarket/domain/booking'
import {
  bookingRequestStatus,
  bookingRequestStatuses,
  bookingRequestStatusLabelKey,
} from '@tourmarket/domain/enums'
import { Link } from 'react-router'
import { callApi } from '../../../lib/api-call.ts'
import { privatePageMeta } from '../../../lib/private-page-meta.ts'
import { apiClientOf } from '../../../lib/shell-context.server.ts'
import { formatMinorAmount, formatUtcInstant } from '../../../lib/work-area-format.ts'
import { tripDatesText } from '@tourmarket/domain/i18n'
import { OfficeLayout } from '../shell/office-layout.tsx'
import { ListPagination } from '../../../components/list-pagination.tsx'
import { loadOffice } from '../shell/office-loader.server.ts'
import { officeWords, useOfficeText } from '../shell/office-text.ts'
import type { Route } from './+types/route.ts'
import {
  BOOKINGS_PER_PAGE,
  bookingFiltersQuery,
  isFiltered,
  readBookingFilters,
  type BookingFilters,
} from './booking-filters.ts'

/** Issue 40: the organizer's booking requests, newest first, filtered by a plain GET form. */
export async function loader({ context, request }: Route.LoaderArgs) {
  const office = await loadOffice(context, request)
  const filters = readBookingFilters(new URL(request.url).searchParams)
  const list = await callApi(apiClientOf(context), 'officeBookingList', {
    query: { ...filters, limit: BOOKINGS_PER_PAGE },
  })
  return { office, filters, list }
}

export const meta: Route.MetaFunction = (args) =>
  privatePageMeta(args, (locale) => officeWords(locale, 'office.bookings.title'))

export default function OfficeBookingsRoute({ loaderData }: Route.ComponentProps) {
  const { office, filters, list } = loaderData
  const { text, path } = useOfficeText()
  return (
    <OfficeLayout office={office} current="bookings" title={text('office.bookings.title')}>
      <FilterForm filters={filters} tours={list.tours} />
      {list.data.length === 0 ? (
        <div className="office-empty" role="status">
          <h2 className="office-empty__title">
            {text(
              isFiltered(filters) ? 'office.bookings.noMatchTitle' : 'office.bookings.emptyTitle',
            )}
          </h2>
          <p>
            {text(
              isFiltered(filters) ? 'office.bookings.noMatchText' : 'office.bookings.emptyText',
            )}
          </p>
          {isFiltered(filters) ? (
            <Link to={path('/office/bookings')}>{text('office.bookings.reset')}</Link>
          ) : null}
        </div>
      ) : (
        <>
          <p className="office-muted" role="status">
            {text('office.bookings.found', { count: list.meta.total })}
          </p>
          <BookingTable rows={list.data} />
          <ListPagination
            meta={list.meta}
            hrefForPage={(page) =>
              `${path('/office/bookings')}${bookingFiltersQuery(filters, page)}`
            }
            pageLabel={(page) => text('office.bookings.page', { page })}
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
  filters: BookingFilters
  tours: OfficeBookingList['tours']
}) {
  const { text, t, path } = useOfficeText()
  // Keyed by the address: after a navigation the fields show the filters now applied.
  const key = bookingFiltersQuery(filters, 1)
  return (
    <form
      key={key}
      method="get"
      action={path('/office/bookings')}
      className="office-filters"
      aria-label={text('office.bookings.filters')}
      data-testid="office-booking-filters"
    >
      <div className="office-filters__fields">
        <div className="office-field">
          <label className="office-field__label" htmlFor="office-filter-status">
            {text('office.bookings.status')}
          </label>
          <select
            id="office-filter-status"
            name="status"
            className="office-input"
            defaultValue={filters.status === undefined ? '' : String(filters.status)}
          >
            <option value="">{text('office.bookings.anyStatus')}</option>
            {bookingRequestStatuses.map((status) => (
              <option key={status} value={status}>
                {t(bookingRequestStatusLabelKey(status))}
              </option>
            ))}
          </select>
        </div>
        <div className="office-field">
          <label className="office-field__label" htmlFor="office-filter-tour">
            {text('office.bookings.tour')}
          </label>
          <select
            id="office-filter-tour"
            name="tour_id"
            className="office-input"
            defaultValue={filters.tour_id === undefined ? '' : String(filters.tour_id)}
          >
            <option value="">{text('office.bookings.anyTour')}</option>
            {tours.map((tour) => (
              <option key={tour.id} value={tour.id}>
                {tour.title}
              </option>
            ))}
          </select>
        </div>
        <div className="office-field">
          <label className="office-field__label" htmlFor="office-filter-from">
            {text('office.bookings.from')}
          </label>
          <input
            id="office-filter-from"
            type="date"
            name="date_from"
            className="office-input"
            defaultValue={filters.date_from ?? ''}
          />
        </div>
        <div className="office-field">
          <label className="office-field__label" htmlFor="office-filter-to">
            {text('office.bookings.to')}
          </label>
          <input
            id="office-filter-to"
            type="date"
            name="date_to"
            className="office-input"
            defaultValue={filters.date_to ?? ''}
          />
        </div>
        <div className="office-field">
          <label className="office-field__label" htmlFor="office-filter-q">
            {text('office.bookings.search')}
          </label>
          <input
            id="office-filter-q"
            type="search"
            name="q"
            maxLength={100}
            className="office-input"
            placeholder={text('office.bookings.searchHint')}
            defaultValue={filters.q ?? ''}
          />
        </div>
      </div>
      <div className="office-filters__actions">
        <button type="submit" className="office-button">
          {text('office.bookings.apply')}
        </button>
        {isFiltered(filters) ? (
          <Link className="office-button office-button--secondary" to={path('/office/bookings')}>
            {text('office.bookings.reset')}
          </Link>
        ) : null}
      </div>
    </form>
  )
}

function BookingTable({ rows }: { rows: OfficeBookingList['data'] }) {
  const { text, path, locale } = useOfficeText()
  return (
    <div className="office-table-wrap">
      <table className="office-table" data-testid="office-booking-table">
        <caption>{text('office.bookings.caption')}</caption>
        <thead>
          <tr>
            <th scope="col">{text('office.bookings.number')}</th>
            <th scope="col">{text('office.bookings.status')}</th>
            <th scope="col">{text('office.bookings.trip')}</th>
            <th scope="col">{text('office.bookings.contact')}</th>
            <th scope="col">{text('office.bookings.amount')}</th>
            <th scope="col">{text('office.bookings.made')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id}>
              <td className="office-table__primary">
                <Link to={path(`/office/bookings/${String(row.id)}`)}>
                  {text('office.overview.pending.open', { id: row.id })}
                </Link>
                {row.has_unread_chat ? (
                  <>
                    {' '}
                    <span className="office-pill office-pill--info">
                      {text('office.bookings.unread')}
                    </span>
                  </>
                ) : null}
              </td>
              <td data-label={text('office.bookings.status')}>
                <span>
                  <span className={`office-pill office-pill--${bookingStatusTone(row.status)}`}>
                    {row.status_label}
                  </span>
                  {row.confirmation_deadline === null ||
                  row.status !== bookingRequestStatus.pendingConfirm ? null : (
                    <span className="office-muted">
                      {' '}
                      {text('office.bookings.deadline', {
                        date: formatUtcInstant(row.confirmation_deadline, locale),
                      })}
                    </span>
                  )}
                </span>
              </td>
              <td data-label={text('office.bookings.trip')}>
                <span>
                  {row.tour.title}
                  <br />
                  <span className="office-muted">
                    {tripDatesText(row.tour_date.start_date, row.tour_date.end_date, locale)}
                  </span>
                </span>
              </td>
              <td data-label={text('office.bookings.contact')}>
                <span>
                  {row.contact_name}
                  <br />
                  <span className="office-muted">
                    {text('office.tourists', { count: row.tourists_count })}
                  </span>
                </span>
              </td>
              <td data-label={text('office.bookings.amount')}>
                <span>
                  {formatMinorAmount(row.total.amount_minor, row.total.currency)}
                  <br />
                  <span className="office-muted">
                    {text('office.bookings.paid', {
                      amount: formatMinorAmount(row.paid_minor, row.total.currency),
                    })}
                  </span>
                </span>
              </td>
              <td data-label={text('office.bookings.made')}>
                {formatUtcInstant(row.created_at, locale)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
