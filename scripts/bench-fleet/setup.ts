// What the fleet bench's workload needs before the clock starts: tours and bookable dates from
// the demo catalogue, tourist accounts (each with a chat to the demo organizer) and the
// organizer's session, made through the balancer's internal API port.
import { randomUUID } from 'node:crypto'
import type { FleetLayout } from '../lib/fleet.ts'
import type { BenchAccount, WorkloadTargets } from './workload.ts'

const ACCOUNTS = 40
const DATES = 6
const PASSWORD = 'Gentle-otter-paddles-47'
const DEMO_ORGANIZER = { login: 'organizer@tourmarket.test', password: 'organizer-demo-2026' }

let addressCounter = 0
/** Each account its own address, so the per-address limits meet only what one person does. */
function nextAddress(): string {
  addressCounter += 1
  return `10.77.${String(Math.floor(addressCounter / 250))}.${String((addressCounter % 250) + 1)}`
}

async function call<T>(url: string, init: RequestInit = {}): Promise<T> {
  const response = await fetch(url, init)
  if (!response.ok)
    throw new Error(`${url} answered ${String(response.status)}: ${await response.text()}`)
  return (await response.json()) as T
}

const post = <T>(url: string, body: unknown, headers: Record<string, string>) =>
  call<T>(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  })

type TourDate = {
  id: number
  is_busy?: boolean
  not_guaranteed?: boolean
  number_of_free_seats: number
}

export async function prepareTargets(
  layout: FleetLayout,
): Promise<WorkloadTargets & { organizerToken: string }> {
  const api = layout.internalApiUrl
  const { data: tours } = await call<{ data: { slug: string }[] }>(`${api}/spa/tours?limit=40`)
  const tourDateIds: number[] = []
  for (const { slug } of tours) {
    if (tourDateIds.length >= DATES) break
    const tour = await call<{ dates?: TourDate[] }>(
      `${api}/spa/tour?slug=${encodeURIComponent(slug)}`,
    )
    const open = (tour.dates ?? []).find(
      (date) => !date.is_busy && !date.not_guaranteed && date.number_of_free_seats >= 4,
    )
    if (open !== undefined) tourDateIds.push(open.id)
  }
  if (tourDateIds.length < DATES) throw new Error('the demo catalogue has too few bookable dates')

  const from = new Date(Date.now() + 31 * 24 * 3600 * 1000).toISOString().slice(0, 10)
  const { data: demoTours } = await call<{
    data: { id: number; organizer: { id: number } }[]
  }>(`${api}/spa/tours-page?dateFrom=${from}&limit=1`)
  const demoTour = demoTours[0]
  if (demoTour === undefined) throw new Error('the demo catalogue has no tour for the chats')

  const organizer = await post<{ token: string }>(`${api}/crm/api/user/auth`, DEMO_ORGANIZER, {
    'x-forwarded-for': nextAddress(),
  })

  const accounts: BenchAccount[] = []
  // A few at a time: each sign-up hashes a password.
  for (let batch = 0; batch < ACCOUNTS; batch += 4) {
    const made = await Promise.all(
      Array.from({ length: Math.min(4, ACCOUNTS - batch) }, async () => {
        const email = `bench-fleet-${randomUUID().slice(0, 12)}@example.com`
        const address = nextAddress()
        const { token } = await post<{ token: string }>(
          `${api}/crm/api/user/register`,
          {
            first_name: 'Fleet',
            last_name: 'Bench',
            email,
            password: PASSWORD,
            confirm_password: PASSWORD,
          },
          { 'x-forwarded-for': address },
        )
        const chat = await post<{ id: number }>(
          `${api}/crm/api/chat/get-chat-with-organizer`,
          {
            organizer_id: demoTour.organizer.id,
            tour_id: demoTour.id,
            message: 'Hello from the bench',
          },
          { 'x-forwarded-for': address, 'x-authorization': `Bearer ${token}` },
        )
        return { email, password: PASSWORD, address, token, chatId: chat.id }
      }),
    )
    accounts.push(...made)
  }

  return {
    publicUrl: layout.publicUrl,
    tourSlugs: tours.map((tour) => tour.slug),
    tourDateIds,
    accounts,
    organizerToken: organizer.token,
  }
}
