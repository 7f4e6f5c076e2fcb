import type { Route } from './+types/ledger-csv-route.ts'
import { financeCsv } from './finance-csv.server.ts'

/** /admin/finance/ledger.csv: the ledger report as a file, with the page's filters. */
export async function loader({ context, request }: Route.LoaderArgs) {
  return financeCsv(context, request, 'ledger')
}
