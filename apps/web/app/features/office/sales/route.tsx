import { privatePageMeta } from '../../../lib/private-page-meta.ts'
import type { Route } from './+types/route.ts'
import { SalesPage } from './sales-page.tsx'
import { salesWords } from './sales-text.ts'
import { loadSalesPage } from './sales.server.ts'
import './sales.css'

export const loader = ({ context, request }: Route.LoaderArgs) => loadSalesPage(context, request)

/** The office's pages are personal: never indexed nor cached. */
export const headers = () => ({ 'X-Robots-Tag': 'noindex', 'Cache-Control': 'private, no-store' })

export const meta: Route.MetaFunction = (args) =>
  privatePageMeta(args, (locale) => salesWords(locale, 'sales.title'))

/** /office/sales: the organizer's sales by month, a chart, the CSV and a month's bookings. */
export default function OfficeSalesRoute({ loaderData }: Route.ComponentProps) {
  return <SalesPage {...loaderData} />
}
