import { ListPagination } from '../../../components/list-pagination.tsx'
import type { AdminFinanceLedger } from '@tourmarket/contracts'
import { Link } from 'react-router'
import { callApi } from '../../../lib/api-call.ts'
import { privatePageMeta } from '../../../lib/private-page-meta.ts'
import { apiClientOf } from '../../../lib/shell-context.server.ts'
import { formatMinorAmount, formatUtcInstant } from '../../../lib/work-area-format.ts'
import { AdminLayout } from '../shell/admin-layout.tsx'
import { ADMIN_PAGE_HEADERS, loadAdmin } from '../shell/admin-loader.server.ts'
import { FinanceTabs } from './finance-parts.tsx'
import { filtersQuery, ledgerStatusOptions, readLedgerFilters, readPage } from './finance-query.ts'
import { financeWords, useFinanceText } from './finance-text.ts'
import type { Route } from './+types/ledger-route.ts'

const LEDGER_PER_PAGE = 50

/** Issue 43 item 6: payments and refunds, reconciled with the provider (finance, admin). */
export async function loader({ context, request }: Route.LoaderArgs) {
  const admin = await loadAdmin(context, request, 'finance')
  const params = new URL(request.url).searchParams
  const filters = readLedgerFilters(params)
  const ledger = await callApi(apiClientOf(context), 'adminFinanceLedger', {
    query: { ...filters, page: readPage(params), limit: LEDGER_PER_PAGE },
  })
  return { admin, filters, ledger }
}

export const headers = () => ADMIN_PAGE_HEADERS

export const meta: Route.MetaFunction = (args) =>
  privatePageMeta(args, (locale) => financeWords(locale, 'finance.title'))

export default function AdminFinanceLedgerRoute({ loaderData }: Route.ComponentProps) {
  const { admin, filters, ledger } = loaderData
  const { text, path } = useFinanceText()
  const here = path('/admin/finance')
  const flagged = ledger.data.filter((row) => row.flags.length > 0).length
  const filtered = Object.keys(filters).length > 0
  return (
    <AdminLayout admin={admin} current="finance" title={text('finance.title')}>
      <FinanceTabs current="ledger" />
      <form
        key={filtersQuery(filters)}
        method="get"
        action={here}
        className="admin-filters"
        aria-label={text('finance.filters')}
      >
        <div className="admin-filters__fields">
          <div className="admin-field">
            <label className="admin-field__label" htmlFor="finance-from">
              {text('finance.from')}
            </label>
            <input
              id="finance-from"
              name="from"
              type="date"
              className="admin-input"
              defaultValue={filters.from ?? ''}
            />
          </div>
          <div className="admin-field">
            <label className="admin-field__label" htmlFor="finance-to">
              {text('finance.to')}
            </label>
            <input
              id="finance-to"
              name="to"
              type="date"
              className="admin-input"
              defaultValue={filters.to ?? ''}
            />
          </div>
          <div className="admin-field">
            <label className="admin-field__label" htmlFor="finance-status">
              {text('finance.status')}
            </label>
            <select
              id="finance-status"
              name="status"
              className="admin-input"
              defaultValue={filters.status ?? ''}
            >
              <option value="">{text('finance.status.any')}</option>
              {ledgerStatusOptions.map((status) => (
                <option key={status} value={status}>
                  {text(`finance.status.${status}`)}
                </option>
              ))}
            </select>
          </div>
          <div className="admin-field">
            <label className="admin-field__label" htmlFor="finance-organizer">
              {text('finance.organizer')}
            </label>
            <input
              id="finance-organizer"
              name="organizer_id"
              type="number"
              min={1}
              className="admin-input"
              defaultValue={filters.organizer_id ?? ''}
            />
          </div>
        </div>
        <div className="admin-filters__actions">
          <button type="submit" className="admin-button">
            {text('finance.show')}
          </button>
          {filtered ? (
            <Link className="admin-button admin-button--secondary" to={here}>
              {text('finance.reset')}
            </Link>
          ) : null}
          <a
            className="admin-button admin-button--secondary"
            href={`${path('/admin/finance/ledger.csv')}${filtersQuery(filters)}`}
            download
          >
            {text('finance.download')}
          </a>
        </div>
      </form>
      {ledger.data.length === 0 ? (
        <div className="admin-empty" role="status">
          <h2 className="admin-empty__title">{text('finance.emptyTitle')}</h2>
          <p>{text('finance.emptyText')}</p>
        </div>
      ) : (
        <>
          <p className="admin-muted" role="status">
            {text('finance.found', { count: ledger.meta.total })}
            {flagged > 0 ? ` · ${text('finance.flaggedOnPage', { count: flagged })}` : ''}
          </p>
          <LedgerTable rows={ledger.data} />
          <ListPagination
            meta={ledger.meta}
            hrefForPage={(page) => `${here}${filtersQuery({ ...filters, page })}`}
            pageLabel={(page) => text('finance.page', { page })}
          />
        </>
      )}
    </AdminLayout>
  )
}

function LedgerTable({ rows }: { rows: AdminFinanceLedger['data'] }) {
  const { text, path, locale } = useFinanceText()
  return (
    <div className="admin-table-wrap">
      <table className="admin-table" data-testid="admin-finance-ledger">
        <caption>{text('finance.ledgerCaption')}</caption>
        <thead>
          <tr>
            <th scope="col">{text('finance.kind')}</th>
            <th scope="col">{text('finance.at')}</th>
            <th scope="col">{text('finance.booking')}</th>
            <th scope="col">{text('finance.amount')}</th>
            <th scope="col">{text('finance.status')}</th>
            <th scope="col">{text('finance.provider')}</th>
            <th scope="col">{text('finance.reconciliation')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={`${row.kind}-${String(row.id)}`} data-testid={`ledger-${row.kind}`}>
              <td className="admin-table__primary">
                {text(`finance.kind.${row.kind}`)}
                <br />
                <span className="admin-muted">{row.detail}</span>
              </td>
              <td data-label={text('finance.at')}>{formatUtcInstant(row.at, locale)}</td>
              <td data-label={text('finance.booking')}>
                <span>
                  <Link to={path(`/admin/bookings/${String(row.booking_id)}`)}>
                    {text('finance.bookingLink', { id: row.booking_id })}
                  </Link>
                  <br />
                  <Link
                    className="admin-muted"
                    to={`${path('/admin/finance')}${filtersQuery({ organizer_id: row.organizer.id })}`}
                  >
                    {row.organizer.name}
                  </Link>
                </span>
              </td>
              <td data-label={text('finance.amount')}>
                {formatMinorAmount(row.amount_minor, row.currency)}
              </td>
              <td data-label={text('finance.status')}>{text(`finance.status.${row.status}`)}</td>
              <td data-label={text('finance.provider')}>
                <span>
                  {row.provider} {row.provider_reference ?? ''}
                  <br />
                  <span className="admin-muted">
                    {text('finance.events')}:{' '}
                    {row.provider_events.length === 0
                      ? text('finance.noEvents')
                      : row.provider_events
                          .map(
                            (event) =>
                              `${event.type} ${formatMinorAmount(event.amount_minor, event.currency)}`,
                          )
                          .join(', ')}
                  </span>
                </span>
              </td>
              <td data-label={text('finance.reconciliation')}>
                {row.flags.length === 0 ? (
                  <span className="admin-pill admin-pill--success">{text('finance.matches')}</span>
                ) : (
                  <ul className="admin-list">
                    {row.flags.map((flag) => (
                      <li key={flag}>
                        <span className="admin-pill admin-pill--error">
                          {text(`finance.flag.${flag}`)}
                        </span>
                      </li>
                    ))}
                  </ul>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
