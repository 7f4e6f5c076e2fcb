import { shellRequestOf } from '../../../lib/shell-context.server.ts'
import { csvDownload } from '../../../lib/csv.ts'
import type { Route } from './+types/csv-route.ts'
import { salesCsv } from './sales-csv.ts'
import { salesTextFor } from './sales-text.ts'
import { loadSales, requestedYear } from './sales.server.ts'

/**
 * /office/sales.csv?year=: the year's sales as a file for a spreadsheet, for the profile's team
 * only (the API refuses anyone else), with its header in the page language.
 */
export async function loader({ context, request }: Route.LoaderArgs) {
  const sales = await loadSales(context, requestedYear(new URL(request.url).searchParams))
  const { text } = salesTextFor(shellRequestOf(context).locale)
  const csv = salesCsv(sales, {
    columns: [
      text('sales.month'),
      text('sales.currency'),
      text('sales.bookings'),
      text('sales.seats'),
      text('sales.gross'),
      text('sales.commission'),
      text('sales.net'),
      text('sales.paidOut'),
      text('sales.due'),
    ],
    total: text('sales.total', { year: sales.year }),
  })
  return csvDownload(csv, `sales-${String(sales.year)}.csv`)
}
