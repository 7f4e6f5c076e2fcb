import type { Route } from './+types/payouts-csv-route.ts'
import { financeCsv } from './finance-csv.server.ts'

/** /admin/finance/payouts.csv: the payouts report as a file, with the page's filters. */
export async function loader({ context, request }: Route.LoaderArgs) {
  return financeCsv(context, request, 'payouts')
}
