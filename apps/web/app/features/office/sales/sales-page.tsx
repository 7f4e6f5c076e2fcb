import type {
  CurrencySalesRow,
  OfficeContext,
  OfficeSales,
  OfficeSalesBookings,
} from '@tourmarket/contracts'
import { bookingStatusTone } from '@tourmarket/domain/booking'
import { bookingRequestStatusLabelKey } from '@tourmarket/domain/enums'
import { formatNumber } from '@tourmarket/domain/money'
import { Link } from 'react-router'
import { formatMinorAmount } from '../../../lib/work-area-format.ts'
import { tripDatesText } from '@tourmarket/domain/i18n'
import { OfficeLayout } from '../shell/office-layout.tsx'
import { SalesChart } from './sales-chart.tsx'
import { monthName, useSalesText, type SalesMessageKey } from './sales-text.ts'

export type SalesPageProps = {
  readonly office: OfficeContext
  readonly sales: OfficeSales
  readonly opened: OfficeSalesBookings | null
}

const salesModelKeys: Readonly<Record<number, SalesMessageKey>> = {
  1: 'sales.model.1',
  2: 'sales.model.2',
  3: 'sales.model.3',
  4: 'sales.model.4',
  5: 'sales.model.5',
}

/** Direct sales (2) and the organizer's own (4) pay no commission (packages/domain office sales). */
const commissionFreeModels: readonly number[] = [2, 4]

/** Issue 40 item 6: a year of sales by month and currency, a chart, the CSV and a month's bookings. */
export function SalesPage({ office, sales, opened }: SalesPageProps) {
  const { text, path } = useSalesText()
  const csvHref = `${path('/office/sales.csv')}?year=${String(sales.year)}`
  const model = text(salesModelKeys[sales.sales_model] ?? 'sales.model.1')
  const active = sales.months.filter((month) => month.currencies.length > 0)
  return (
    <OfficeLayout
      office={office}
      current="sales"
      title={text('sales.title')}
      actions={
        // A file, not a page: the browser downloads it (no client-side navigation).
        <a className="office-button office-button--secondary" href={csvHref} download>
          {text('sales.download')}
        </a>
      }
    >
      <p className="office-muted">{text('sales.lead')}</p>
      <p>
        {commissionFreeModels.includes(sales.sales_model)
          ? text('sales.termsNone', { model })
          : text('sales.terms', { model, percent: formatNumber(sales.commission_percent) })}
      </p>
      <YearForm sales={sales} />
      {sales.totals.length === 0 ? (
        <div className="office-empty" role="status">
          <h2 className="office-empty__title">{text('sales.emptyTitle', { year: sales.year })}</h2>
          <p>{text('sales.emptyText')}</p>
        </div>
      ) : (
        <>
          <div className="office-sales-charts">
            {sales.totals.map((row) => (
              <SalesChart key={row.currency} sales={sales} currency={row.currency} />
            ))}
          </div>
          <SalesTable sales={sales} active={active} />
          {active.length < 12 ? <p className="office-muted">{text('sales.quietMonths')}</p> : null}
        </>
      )}
      <p className="office-muted">{text('sales.explain')}</p>
      {opened === null ? null : <MonthBookings opened={opened} year={sales.year} />}
    </OfficeLayout>
  )
}

function YearForm({ sales }: { sales: OfficeSales }) {
  const { text, path } = useSalesText()
  return (
    <form
      key={sales.year}
      method="get"
      action={path('/office/sales')}
      className="office-filters office-sales__year"
    >
      <div className="office-filters__fields">
        <div className="office-field">
          <label className="office-field__label" htmlFor="office-sales-year">
            {text('sales.year')}
          </label>
          <select
            id="office-sales-year"
            name="year"
            className="office-input"
            defaultValue={String(sales.year)}
          >
            {sales.years.map((year) => (
              <option key={year} value={year}>
                {year}
              </option>
            ))}
          </select>
        </div>
      </div>
      <div className="office-filters__actions">
        <button type="submit" className="office-button">
          {text('sales.show')}
        </button>
      </div>
    </form>
  )
}

function FigureCells({ row }: { row: CurrencySalesRow }) {
  const { text } = useSalesText()
  const money = (minor: number) => formatMinorAmount(minor, row.currency)
  return (
    <>
      <td data-label={text('sales.bookings')} className="office-sales__number">
        {row.bookings}
      </td>
      <td data-label={text('sales.seats')} className="office-sales__number">
        {row.seats}
      </td>
      <td data-label={text('sales.gross')} className="office-sales__number">
        {money(row.gross_minor)}
      </td>
      <td data-label={text('sales.commission')} className="office-sales__number">
        {money(row.commission_minor)}
      </td>
      <td data-label={text('sales.net')} className="office-sales__number">
        {money(row.net_minor)}
      </td>
      <td data-label={text('sales.paidOut')} className="office-sales__number">
        {money(row.paid_out_minor)}
      </td>
      <td data-label={text('sales.due')} className="office-sales__number office-sales__due">
        {money(row.due_minor)}
      </td>
    </>
  )
}

function SalesTable({ sales, active }: { sales: OfficeSales; active: OfficeSales['months'] }) {
  const { text, path, locale } = useSalesText()
  const monthHref = (month: string) =>
    `${path('/office/sales')}?year=${String(sales.year)}&month=${month}#office-sales-month`
  return (
    <div className="office-table-wrap">
      <table className="office-table office-sales__table" data-testid="office-sales-table">
        <caption>{text('sales.caption', { year: sales.year })}</caption>
        <thead>
          <tr>
            <th scope="col">{text('sales.month')}</th>
            <th scope="col">{text('sales.currency')}</th>
            <th scope="col">{text('sales.bookings')}</th>
            <th scope="col">{text('sales.seats')}</th>
            <th scope="col">{text('sales.gross')}</th>
            <th scope="col">{text('sales.commission')}</th>
            <th scope="col">{text('sales.net')}</th>
            <th scope="col">{text('sales.paidOut')}</th>
            <th scope="col">{text('sales.due')}</th>
          </tr>
        </thead>
        <tbody>
          {active.flatMap((month) =>
            month.currencies.map((row) => (
              <tr key={`${month.month}-${row.currency}`} data-month={month.month}>
                <td className="office-table__primary">
                  <Link
                    to={monthHref(month.month)}
                    aria-label={text('sales.openMonth', { month: monthName(month.month, locale) })}
                  >
                    {monthName(month.month, locale)}
                  </Link>
                </td>
                <td data-label={text('sales.currency')}>{row.currency}</td>
                <FigureCells row={row} />
              </tr>
            )),
          )}
        </tbody>
        <tfoot>
          {sales.totals.map((row) => (
            <tr key={row.currency} className="office-sales__total">
              <td className="office-table__primary">{text('sales.total', { year: sales.year })}</td>
              <td data-label={text('sales.currency')}>{row.currency}</td>
              <FigureCells row={row} />
            </tr>
          ))}
        </tfoot>
      </table>
    </div>
  )
}

function MonthBookings({ opened, year }: { opened: OfficeSalesBookings; year: number }) {
  const { text, t, path, locale } = useSalesText()
  const title = text('sales.monthTitle', { month: monthName(opened.month, locale) })
  return (
    <section
      className="office-section"
      id="office-sales-month"
      aria-labelledby="office-sales-month-title"
    >
      <div className="office-section__header">
        <h2 className="office-section__title" id="office-sales-month-title">
          {title}
        </h2>
        <Link to={`${path('/office/sales')}?year=${String(year)}`}>{text('sales.closeMonth')}</Link>
      </div>
      {opened.bookings.length === 0 ? (
        <p className="office-muted">{text('sales.monthEmpty')}</p>
      ) : (
        <div className="office-table-wrap">
          <table className="office-table" data-testid="office-sales-bookings">
            <caption className="office-hidden-caption">{title}</caption>
            <thead>
              <tr>
                <th scope="col">{text('sales.booking')}</th>
                <th scope="col">{text('sales.tour')}</th>
                <th scope="col">{text('sales.contact')}</th>
                <th scope="col">{text('sales.status')}</th>
                <th scope="col">{text('sales.seats')}</th>
                <th scope="col">{text('sales.paid')}</th>
                <th scope="col">{text('sales.refunded')}</th>
                <th scope="col">{text('sales.commission')}</th>
                <th scope="col">{text('sales.net')}</th>
              </tr>
            </thead>
            <tbody>
              {opened.bookings.map((booking) => {
                const money = (minor: number) => formatMinorAmount(minor, booking.currency)
                return (
                  <tr key={booking.id}>
                    <td className="office-table__primary">
                      <Link to={path(`/office/bookings/${String(booking.id)}`)}>
                        {`№ ${String(booking.id)}`}
                      </Link>
                    </td>
                    <td data-label={text('sales.tour')}>
                      {booking.tour.title}
                      <br />
                      <span className="office-muted">
                        {tripDatesText(booking.start_date, booking.start_date, locale)}
                      </span>
                    </td>
                    <td data-label={text('sales.contact')}>{booking.contact_name}</td>
                    <td data-label={text('sales.status')}>
                      <span
                        className={`office-pill office-pill--${bookingStatusTone(booking.status)}`}
                      >
                        {t(bookingRequestStatusLabelKey(booking.status))}
                      </span>
                    </td>
                    <td data-label={text('sales.seats')} className="office-sales__number">
                      {booking.tourists_count}
                    </td>
                    <td data-label={text('sales.paid')} className="office-sales__number">
                      {money(booking.paid_minor)}
                    </td>
                    <td data-label={text('sales.refunded')} className="office-sales__number">
                      {money(booking.refunded_minor)}
                    </td>
                    <td data-label={text('sales.commission')} className="office-sales__number">
                      {`${money(booking.commission_minor)} (${formatNumber(booking.commission_percent)} %)`}
                    </td>
                    <td data-label={text('sales.net')} className="office-sales__number">
                      {money(booking.net_minor)}
                    </td>
                  </tr>
                )
              })}
            </tbody>
          </table>
        </div>
      )}
    </section>
  )
}
