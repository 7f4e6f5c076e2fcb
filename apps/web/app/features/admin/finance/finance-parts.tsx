import type { AdminFinancePayouts } from '@tourmarket/contracts'
import { Link } from 'react-router'
import { formatMinorAmount } from '../../../lib/work-area-format.ts'
import { useFinanceText } from './finance-text.ts'

export type FinanceTab = 'ledger' | 'payouts' | 'commission' | 'rates'

const tabPaths: Readonly<Record<FinanceTab, string>> = {
  ledger: '/admin/finance',
  payouts: '/admin/finance/payouts',
  commission: '/admin/finance/commission',
  rates: '/admin/finance/rates',
}

/** The section's reports and rates, the current one marked, and the read-only note (reports). */
export function FinanceTabs({ current }: { current: FinanceTab }) {
  const { text, path } = useFinanceText()
  return (
    <>
      <nav className="admin-actions" aria-label={text('finance.tabs')}>
        {(Object.keys(tabPaths) as FinanceTab[]).map((tab) => (
          <Link
            key={tab}
            className={`admin-button admin-button--small${tab === current ? '' : ' admin-button--secondary'}`}
            to={path(tabPaths[tab])}
            aria-current={tab === current ? 'page' : undefined}
          >
            {text(`finance.tab.${tab}`)}
          </Link>
        ))}
      </nav>
      {current === 'rates' ? null : <p className="admin-muted">{text('finance.readOnly')}</p>}
    </>
  )
}

/** A year and organizer form (GET) with the report's CSV link, for payouts and commission. */
export function YearFilterForm({
  action,
  year,
  organizerId,
  csvHref,
}: {
  action: string
  year: number
  organizerId: number | undefined
  csvHref: string
}) {
  const { text } = useFinanceText()
  return (
    <form
      method="get"
      action={action}
      className="admin-filters"
      aria-label={text('finance.filters')}
    >
      <div className="admin-filters__fields">
        <div className="admin-field">
          <label className="admin-field__label" htmlFor="finance-year">
            {text('finance.year')}
          </label>
          <input
            id="finance-year"
            name="year"
            type="number"
            min={2000}
            max={2100}
            className="admin-input"
            defaultValue={year}
          />
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
            defaultValue={organizerId ?? ''}
          />
        </div>
      </div>
      <div className="admin-filters__actions">
        <button type="submit" className="admin-button">
          {text('finance.show')}
        </button>
        <a className="admin-button admin-button--secondary" href={csvHref} download>
          {text('finance.download')}
        </a>
      </div>
    </form>
  )
}

type CurrencyRow = AdminFinancePayouts['totals'][number]

/** The money cells of one currency's figures (bookings to due). */
export function MoneyCells({ row }: { row: CurrencyRow }) {
  const { text } = useFinanceText()
  const money = (minor: number) => formatMinorAmount(minor, row.currency)
  return (
    <>
      <td data-label={text('finance.bookings')}>{row.bookings}</td>
      <td data-label={text('finance.gross')}>{money(row.gross_minor)}</td>
      <td data-label={text('finance.commission')}>{money(row.commission_minor)}</td>
      <td data-label={text('finance.net')}>{money(row.net_minor)}</td>
      <td data-label={text('finance.paidOut')}>{money(row.paid_out_minor)}</td>
      <td data-label={text('finance.due')}>{money(row.due_minor)}</td>
    </>
  )
}

export function MoneyHeaders() {
  const { text } = useFinanceText()
  return (
    <>
      <th scope="col">{text('finance.bookings')}</th>
      <th scope="col">{text('finance.gross')}</th>
      <th scope="col">{text('finance.commission')}</th>
      <th scope="col">{text('finance.net')}</th>
      <th scope="col">{text('finance.paidOut')}</th>
      <th scope="col">{text('finance.due')}</th>
    </>
  )
}
