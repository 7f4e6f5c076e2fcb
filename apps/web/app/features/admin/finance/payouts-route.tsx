import { callApi } from '../../../lib/api-call.ts'
import { privatePageMeta } from '../../../lib/private-page-meta.ts'
import { apiClientOf } from '../../../lib/shell-context.server.ts'
import { AdminLayout } from '../shell/admin-layout.tsx'
import { ADMIN_PAGE_HEADERS, loadAdmin } from '../shell/admin-loader.server.ts'
import { FinanceTabs, MoneyCells, MoneyHeaders, YearFilterForm } from './finance-parts.tsx'
import { filtersQuery, readYearFilters } from './finance-query.ts'
import { financeWords, useFinanceText } from './finance-text.ts'
import type { Route } from './+types/payouts-route.ts'

/** Issue 43 item 6: what each organizer earned month by month, paid out and is due. */
export async function loader({ context, request }: Route.LoaderArgs) {
  const admin = await loadAdmin(context, request, 'finance')
  const filters = readYearFilters(new URL(request.url).searchParams)
  const payouts = await callApi(apiClientOf(context), 'adminFinancePayouts', { query: filters })
  return { admin, filters, payouts }
}

export const headers = () => ADMIN_PAGE_HEADERS

export const meta: Route.MetaFunction = (args) =>
  privatePageMeta(args, (locale) => financeWords(locale, 'finance.tab.payouts'))

export default function AdminFinancePayoutsRoute({ loaderData }: Route.ComponentProps) {
  const { admin, filters, payouts } = loaderData
  const { text, path } = useFinanceText()
  const query = filtersQuery({ year: payouts.year, organizer_id: filters.organizer_id })
  return (
    <AdminLayout admin={admin} current="finance" title={text('finance.tab.payouts')}>
      <FinanceTabs current="payouts" />
      <YearFilterForm
        action={path('/admin/finance/payouts')}
        year={payouts.year}
        organizerId={filters.organizer_id}
        csvHref={`${path('/admin/finance/payouts.csv')}${query}`}
      />
      <p className="admin-muted">{text('finance.payoutsLead')}</p>
      {payouts.rows.length === 0 ? (
        <p className="admin-empty" role="status">
          {text('finance.yearEmpty', { year: payouts.year })}
        </p>
      ) : (
        <div className="admin-table-wrap">
          <table className="admin-table" data-testid="admin-finance-payouts">
            <caption>{text('finance.payoutsCaption', { year: payouts.year })}</caption>
            <thead>
              <tr>
                <th scope="col">{text('finance.month')}</th>
                <th scope="col">{text('finance.organizerName')}</th>
                <th scope="col">{text('finance.currency')}</th>
                <MoneyHeaders />
              </tr>
            </thead>
            <tbody>
              {payouts.rows.flatMap((row) =>
                row.currencies.map((money) => (
                  <tr key={`${row.month}-${String(row.organizer.id)}-${money.currency}`}>
                    <td className="admin-table__primary">{row.month}</td>
                    <td data-label={text('finance.organizerName')}>
                      {row.organizer.name} (№{row.organizer.id})
                    </td>
                    <td data-label={text('finance.currency')}>{money.currency}</td>
                    <MoneyCells row={money} />
                  </tr>
                )),
              )}
              {payouts.totals.map((money) => (
                <tr key={`total-${money.currency}`}>
                  <th scope="row" colSpan={2}>
                    {text('finance.total', { year: payouts.year })}
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
