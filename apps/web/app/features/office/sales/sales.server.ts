import { salesMonthPattern } from '@tourmarket/domain/office'
import type { RouterContextProvider } from 'react-router'
import { callApi } from '../../../lib/api-call.ts'
import { apiClientOf } from '../../../lib/shell-context.server.ts'
import { loadOffice } from '../shell/office-loader.server.ts'

type Context = Readonly<RouterContextProvider>

/** The year an address asks for (`?year=2026`); none, or one out of range, is this year's report. */
export function requestedYear(search: URLSearchParams): number | undefined {
  const year = Number(search.get('year'))
  return Number.isInteger(year) && year >= 2000 && year <= 2100 ? year : undefined
}

/** A year of sales as the API reports it, for the page and its CSV file. */
export async function loadSales(context: Context, year: number | undefined) {
  return callApi(apiClientOf(context), 'officeSales', {
    query: year === undefined ? {} : { year },
  })
}

/**
 * The sales page: the office frame, the year's months, and the bookings behind the month the
 * address opens (`?month=YYYY-MM`, a month of the year shown).
 */
export async function loadSalesPage(context: Context, request: Request) {
  const office = await loadOffice(context, request)
  const search = new URL(request.url).searchParams
  const sales = await loadSales(context, requestedYear(search))
  const month = search.get('month')
  const opened =
    month !== null && salesMonthPattern.test(month) && month.startsWith(`${String(sales.year)}-`)
      ? await callApi(apiClientOf(context), 'officeSalesBookings', { query: { month } })
      : null
  return { office, sales, opened }
}
