// The pages the bench measures, taken from the demo catalogue the API just seeded: the home
// page, the search landing of the country with the most tours, a tour of that country with
// upcoming dates (the richest tour page: dates, prices, booking) and that tour's organizer.
import { toursPageResponseSchema, toursResponseSchema } from '@tourmarket/contracts'

export type BenchPage = { name: 'home' | 'search' | 'tour' | 'organizer'; path: string }

async function getJson(url: string): Promise<unknown> {
  const response = await fetch(url)
  if (!response.ok) throw new Error(`GET ${url} answered ${response.status}`)
  return response.json()
}

export async function pickPages(apiUrl: string): Promise<BenchPage[]> {
  const everything = toursPageResponseSchema.parse(
    await getJson(`${apiUrl}/spa/tours-page?per_page=1&expand=filters`),
  )
  const [country] = [...(everything.filters?.countries ?? [])].sort((a, b) => b.count - a.count)
  if (country === undefined) throw new Error('the demo catalogue lists no country with tours')

  const tours = toursResponseSchema.parse(
    await getJson(`${apiUrl}/spa/tours?slug=${encodeURIComponent(country.slug)}&per_page=30`),
  )
  const upcoming = tours.data.find((tour) => tour.nearest_dates.length > 0)
  if (upcoming === undefined) throw new Error(`no tour in ${country.name} has upcoming dates`)

  return [
    { name: 'home', path: '/' },
    { name: 'search', path: `/${country.slug}` },
    { name: 'tour', path: `/${upcoming.slug}` },
    { name: 'organizer', path: `/tour-provider/${String(upcoming.organizer.id)}` },
  ]
}
