import type { RouterContextProvider } from 'react-router'
import { callApi } from '../../../lib/api-call.ts'
import { csvDownload } from '../../../lib/csv.ts'
import { apiClientOf, shellRequestOf } from '../../../lib/shell-context.server.ts'
import { loadAdmin } from '../shell/admin-loader.server.ts'
import { commissionCsv, ledgerCsv, payoutsCsv } from './finance-csv.ts'
import { readLedgerFilters, readYearFilters } from './finance-query.ts'
import { financeTextFor } from './finance-text.ts'

type LoaderContext = Readonly<RouterContextProvider>

/** Ledger rows per call of the CSV, and the most calls: 20,000 rows in one file. */
const CSV_PAGE = 500
const CSV_MAX_PAGES = 40

/**
 * A finance report as a CSV download (GET links: the filters of the page it came from), for
 * finance and admin only (others get the 404 page), its header in the page language.
 */
export async function financeCsv(
  context: LoaderContext,
  request: Request,
  report: 'ledger' | 'payouts' | 'commission',
): Promise<Response> {
  await loadAdmin(context, request, 'finance')
  const api = apiClientOf(context)
  const params = new URL(request.url).searchParams
  const words = financeTextFor(shellRequestOf(context).locale)
  if (report === 'ledger') {
    const filters = readLedgerFilters(params)
    const rows = []
    for (let page = 1; page <= CSV_MAX_PAGES; page += 1) {
      const ledger = await callApi(api, 'adminFinanceLedger', {
        query: { ...filters, page, limit: CSV_PAGE },
      })
      rows.push(...ledger.data)
      if (page >= ledger.meta.total_pages) break
    }
    return csvDownload(ledgerCsv(rows, words), 'ledger.csv')
  }
  const filters = readYearFilters(params)
  if (report === 'payouts') {
    const payouts = await callApi(api, 'adminFinancePayouts', { query: filters })
    return csvDownload(payoutsCsv(payouts, words), `payouts-${String(payouts.year)}.csv`)
  }
  const commission = await callApi(api, 'adminFinanceCommission', { query: filters })
  return csvDownload(commissionCsv(commission, words), `commission-${String(commission.year)}.csv`)
}
