import { callApi } from '../../../lib/api-call.ts'
import { privatePageMeta } from '../../../lib/private-page-meta.ts'
import { apiClientOf } from '../../../lib/shell-context.server.ts'
import { AdminLayout } from '../shell/admin-layout.tsx'
import { ADMIN_PAGE_HEADERS, loadAdmin } from '../shell/admin-loader.server.ts'
import { salesModelWord } from './finance-format.ts'
import { FinanceTabs, MoneyCells, MoneyHeaders, YearFilterForm } from './finance-parts.tsx'
import { filtersQuery, readYearFilters } from './finance-query.ts'
import { financeWords, useFinanceText } from './finance-text.ts'
import type { Route } from './+types/commission-route.ts'

/** Issue 43 item 6: the marketplace's commission of a year, per organizer and currency. */
export async function loader({ context, request }: Route.LoaderArgs) {
  const admin = await loadAdmin(context, request, 'finance')
  const filters = readYearFilters(new URL(request.url).searchParams)
  const report = await callApi(apiClientOf(context), 'adminFinanceCommission', { query: filters })
  return { admin, filters, report }
}

export const headers = () => ADMIN_PAGE_HEADERS

export const meta: Route.MetaFunction = (args) =>
  privatePageMeta(args, (locale) => financeWords(locale, 'finance.tab.commission'))

export default function AdminFinanceCommissionRoute({ loaderData }: Route.ComponentProps) {
  const { admin, filters, report } = loaderData
  const finance = useFinanceText()
  const { text, path } = finance
  const query = filtersQuery({ year: report.year, organizer_id: filters.organizer_id })
  return (
    <AdminLayout admin={admin} current="finance" title={text('finance.tab.commission')}>
      <FinanceTabs current="commission" />
      <YearFilterForm
        action={path('/admin/finance/commission')}
        year={report.year}
        organizerId={filters.organizer_id}
        csvHref={`${path('/admin/finance/commission.csv')}${query}`}
      />
      <p className="admin-muted">{text('finance.commissionLead')}</p>
      {report.rows.length === 0 ? (
        <p className="admin-empty" role="status">
          {text('finance.yearEmpty', { year: report.year })}
        </p>
      ) : (
        <div className="admin-table-wrap">
          <table className="admin-table" data-testid="admin-finance-commission">
            <caption>{text('finance.commissionCaption', { year: report.year })}</caption>
            <thead>
              <tr>
                <th scope="col">{text('finance.organizerName')}</th>
                <th scope="col">{text('finance.model')}</th>
                <th scope="col">{text('finance.percent')}</th>
                <th scope="col">{text('finance.currency')}</th>
                <MoneyHeaders />
              </tr>
            </thead>
            <tbody>
              {report.rows.flatMap((row) =>
                row.currencies.map((money) => (
                  <tr key={`${String(row.organizer.id)}-${money.currency}`}>
                    <td className="admin-table__primary">
                      {row.organizer.name} (№{row.organizer.id})
                    </td>
                    <td data-label={text('finance.model')}>
                      {salesModelWord(finance, row.sales_model)}
                    </td>
                    <td data-label={text('finance.percent')}>{row.commission_percent}</td>
                    <td data-label={text('finance.currency')}>{money.currency}</td>
                    <MoneyCells row={money} />
                  </tr>
                )),
              )}
              {report.totals.map((money) => (
                <tr key={`total-${money.currency}`}>
                  <th scope="row" colSpan={3}>
                    {text('finance.total', { year: report.year })}
                  </th>
                  <td data-label={text('finance.currency')}>{money.currency}</td>
                  <MoneyCells row={money} />
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </AdminLayout>
  )
}
