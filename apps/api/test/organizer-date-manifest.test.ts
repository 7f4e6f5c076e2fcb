import type { Booking, endpoints } from '@tourmarket/contracts'
import { describe, expect, it } from 'vitest'
import type { z } from 'zod'
import { useAccountsHarness } from './accounts-harness.ts'
import { testDatabases } from './databases.ts'
import {
  bookingBody,
  createBookableTour,
  createOrganizerOwner,
  createSignedInUser,
  tourist,
} from './factories-bookings.ts'

type DateManifest = z.infer<(typeof endpoints)['organizerDateManifest']['response']>

describe.each(testDatabases)('GET organizer/date/manifest on $name (issue 40)', (target) => {
  const harness = useAccountsHarness(target)
  const signIn = (overrides?: Parameters<typeof createSignedInUser>[2]) =>
    createSignedInUser(harness.db, harness.config, overrides)
  const manifest = (tourDateId: number, token?: string) =>
    harness.get(
      `/crm/api/organizer/date/manifest?tour_date_id=${String(tourDateId)}`,
      token === undefined ? {} : { token },
    )

  async function book(token: string, body: Record<string, unknown>): Promise<Booking> {
    const response = await harness.post('/crm/api/request/create', { token, body })
    expect(response.statusCode, response.body).toBe(200)
    return response.json<Booking>()
  }

  it('lists the bookings holding seats with their contact and tourists, and the seats left', async () => {
    const { organizer, account } = await createOrganizerOwner(harness.db, harness.config)
    const tour = await createBookableTour(harness.db, { organizerId: organizer.id })
    const date = tour.dates[0]!
    const tourist1 = await signIn()
    const kept = await book(
      tourist1.token,
      bookingBody(date.id, 2, {
        tourists: [tourist(1, { food_restriction: 'Vegetarian' }), tourist(2)],
      }),
    )
    const tourist2 = await signIn()
    const canceled = await book(tourist2.token, bookingBody(date.id, 1))
    const cancel = await harness.post('/crm/api/request/cancel', {
      token: tourist2.token,
      body: { id: canceled.id, message: 'Plans changed.' },
    })
    expect(cancel.statusCode, cancel.body).toBe(200)

    const response = await manifest(date.id, account.token)
    expect(response.statusCode, response.body).toBe(200)
    const seen = response.json<DateManifest>()
    expect(seen.tour_date).toEqual({
      id: date.id,
      tour_id: tour.id,
      tour_title: tour.title,
      start: date.startDate,
      end: date.endDate,
      number_of_seats: 10,
      number_of_free_seats: 8,
    })
    expect(seen.tourists_count).toBe(2)
    expect(seen.bookings).toHaveLength(1)
    expect(seen.bookings[0]).toMatchObject({
      id: kept.id,
      uuid: kept.uuid,
      status: kept.status,
      tourists_count: 2,
      contact: {
        first_name: 'Anna',
        last_name: 'Booker',
        email: 'anna.booker@example.com',
        phone: '+12025550147',
      },
      comment: 'Vegetarian meals, please.',
    })
    expect(
      seen.bookings[0]!.tourists.map((row) => [row.full_name, row.birthday, row.food_restriction]),
    ).toEqual([
      ['Example Tourist1', '1990-05-17', 'Vegetarian'],
      ['Example Tourist2', '1990-05-17', null],
    ])

    const admin = await signIn({ isAdminAuth: true })
    expect((await manifest(date.id, admin.token)).json<DateManifest>().bookings).toHaveLength(1)
  })

  it('refuses others: 401 signed out, 403 for another organizer or a tourist, 404 for an unknown date', async () => {
    const { organizer } = await createOrganizerOwner(harness.db, harness.config)
    const tour = await createBookableTour(harness.db, { organizerId: organizer.id })
    const date = tour.dates[0]!
    const other = await createOrganizerOwner(harness.db, harness.config)

    expect((await manifest(date.id)).statusCode).toBe(401)
    const refused = await manifest(date.id, other.account.token)
    expect(refused.statusCode).toBe(403)
    expect(refused.json<{ code: string }>().code).toBe('forbidden')
    expect((await manifest(date.id, (await signIn()).token)).statusCode).toBe(403)
    const unknown = await manifest(2_000_000_000, other.account.token)
    expect(unknown.statusCode).toBe(404)
    expect(unknown.json<{ code: string }>().code).toBe('tour_date_not_found')
  })
})
