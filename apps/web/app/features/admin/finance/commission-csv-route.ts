import type { Route } from './+types/commission-csv-route.ts'
import { financeCsv } from './finance-csv.server.ts'

/** /admin/finance/commission.csv: the commission report as a file, with the page's filters. */
export async function loader({ context, request }: Route.LoaderArgs) {
  return financeCsv(context, request, 'commission')
}
