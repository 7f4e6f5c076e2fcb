import type { APIRequestContext } from '@playwright/test'
import { postToApi } from './accounts.ts'
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
    headers: { 'X-Authorization': `Bearer ${token}` },
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
