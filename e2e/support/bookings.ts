import type { APIRequestContext } from '@playwright/test'
import { postToApi, visitorAddress } from './accounts.ts'
import { API_URL } from './servers.ts'
import { expect } from './test.ts'

export type BookedThroughApi = { id: number; uuid: string; status: number }

type Person = { first_name: string; last_name: string }

/** A booking made through the API by a signed-in account, with the §8 consent given. */
export async function bookThroughApi(
  request: APIRequestContext,
  token: string,
  booking: {
    tourDateId: number
    tourists: (Person & { birthday: string })[]
    contact: Person & { email: string }
  },
): Promise<BookedThroughApi> {
  const created = await request.post(`${API_URL}/crm/api/request/create`, {
    headers: { 'X-Authorization': `Bearer ${token}`, 'X-Forwarded-For': visitorAddress() },
    data: {
      tour_date_id: booking.tourDateId,
      tourists: booking.tourists,
      contact: { ...booking.contact, phone: '+12025550143' },
      consent: true,
    },
  })
  expect(created.status(), await created.text()).toBe(200)
  return (await created.json()) as BookedThroughApi
}

/** The booking's first invoice paid at the sandbox's hosted checkout, as its card form posts it. */
export async function payWithSandboxCard(
  request: APIRequestContext,
  booking: { uuid: string },
  cardholder: string,
): Promise<void> {
  const pay = await postToApi(request, '/crm/api/invoice/pay', { uuid: booking.uuid })
  expect(pay.status(), await pay.text()).toBe(200)
  const { checkout_url } = (await pay.json()) as { checkout_url: string }
  const paid = await request.post(`${checkout_url}/pay`, {
    form: { card_number: '4242 4242 4242 4242', expiry: '12/40', cvc: '123', name: cardholder },
    maxRedirects: 0,
  })
  expect(paid.status(), await paid.text()).toBe(303)
}

type DemoTourDate = {
  id: number
  start: string
  is_busy: boolean
  not_guaranteed: boolean
  number_of_free_seats: number
}

/**
 * The demo tour (the most popular tour with dates 30 days ahead; the demo organizer account acts
 * for its organizer, so it gets the meet links: apps/api/src/seed/demo-accounts.ts) and its
 * guaranteed dates with at least `seats` free, earliest first. Specs take different ones, so they
 * do not count each other's seats.
 */
export async function demoGuaranteedDates(request: APIRequestContext, seats: number) {
  const from = new Date(Date.now() + 31 * 24 * 3600 * 1000).toISOString().slice(0, 10)
  const list = (await (
    await request.get(`${API_URL}/spa/tours-page`, { params: { dateFrom: from, limit: 1 } })
  ).json()) as { data: { slug: string }[] }
  const slug = list.data[0]?.slug
  if (slug === undefined) throw new Error('the seeded catalogue has no tour with later dates')
  const tour = (await (await request.get(`${API_URL}/spa/tour`, { params: { slug } })).json()) as {
    title: string
    dates: DemoTourDate[]
  }
  const open = tour.dates.filter(
    (date) => !date.is_busy && !date.not_guaranteed && date.number_of_free_seats >= seats,
  )
  if (open.length === 0) throw new Error('the demo tour has no guaranteed date with free seats')
  return { slug, title: tour.title, open }
}
