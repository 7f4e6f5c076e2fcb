// §2 /arrival/{uuid}: the tourists give their arrival and departure by the booking link, and the
// organizer's meet page reads what they saved (booking_tourists.arrival/departure).
import type { Booking } from '@tourmarket/contracts'
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { bookingTourists } from '../src/db/schema/index.ts'
import { useAccountsHarness } from './accounts-harness.ts'
import { testDatabases } from './databases.ts'
import { bookingBody, createBookableTour, createSignedInUser } from './factories-bookings.ts'

type ErrorReply = { code: string; errors?: Record<string, string[]> }

const plane = {
  transport_type: 1,
  airport_name: 'Fiumicino',
  flight_number: 'AZ 611',
  date: '2030-06-09',
  time: '14:30',
  additional_info: 'Two bags',
}
const cityResident = { transport_type: 4, additional_info: 'I live in the old town.' }

describe.each(testDatabases)('update-travel-info by the booking link on $name', (target) => {
  const harness = useAccountsHarness(target)

  async function booked(touristsCount = 2): Promise<Booking & { token: string }> {
    const user = await createSignedInUser(harness.db, harness.config)
    const tour = await createBookableTour(harness.db)
    const response = await harness.post('/crm/api/request/create', {
      token: user.token,
      body: bookingBody(tour.dates[0]!.id, touristsCount),
    })
    expect(response.statusCode, response.body).toBe(200)
    // The owner's token travels along for the calls only the owner may make (cancel).
    return { ...response.json<Booking>(), token: user.token }
  }

  function save(body: unknown, ip?: string) {
    return harness.post('/crm/api/request/update-travel-info', { body, ...(ip ? { ip } : {}) })
  }

  async function storedTravel(touristId: number) {
    const [row] = await harness.db
      .select({ arrival: bookingTourists.arrival, departure: bookingTourists.departure })
      .from(bookingTourists)
      .where(eq(bookingTourists.id, touristId))
    return row
  }

  it('saves each tourist’s arrival and departure without signing in; the booking shows them', async () => {
    const booking = await booked()
    const [first, second] = booking.tourists
    const response = await save({
      uuid: booking.uuid,
      tourists: [
        { id: first!.id, arrival: plane, departure: cityResident },
        { id: second!.id, arrival: cityResident },
      ],
    })
    expect(response.statusCode, response.body).toBe(200)
    const saved = response.json<Booking>()
    expect(saved.tourists[0]).toMatchObject({
      arrival: { ...plane, station_name: null, train_number: null },
      departure: { transport_type: 4, additional_info: 'I live in the old town.' },
    })
    // A link holder sees the booking as a link does: contacts masked.
    expect(saved.contact.email).not.toBe('anna.booker@example.com')
    expect(await storedTravel(first!.id)).toMatchObject({
      arrival: { transport_type: 1, flight_number: 'AZ 611', time: '14:30' },
      departure: { transport_type: 4 },
    })
    // A direction left out stays as it was; null clears it.
    expect(await storedTravel(second!.id)).toMatchObject({ arrival: { transport_type: 4 } })
    await save({ uuid: booking.uuid, tourists: [{ id: second!.id, departure: plane }] })
    expect(await storedTravel(second!.id)).toMatchObject({
      arrival: { transport_type: 4 },
      departure: { transport_type: 1 },
    })
    await save({ uuid: booking.uuid, tourists: [{ id: second!.id, arrival: null }] })
    expect((await storedTravel(second!.id))?.arrival).toBeNull()
  })

  it('404 for an unknown booking; 400 naming a malformed uuid', async () => {
    const unknown = await save({
      uuid: '00000000-0000-4000-8000-000000000000',
      tourists: [{ id: 1, arrival: plane }],
    })
    expect(unknown.statusCode).toBe(404)
    expect(unknown.json<ErrorReply>().code).toBe('booking_not_found')
    const malformed = await save({ uuid: 'not-a-uuid', tourists: [{ id: 1, arrival: plane }] })
    expect(malformed.statusCode).toBe(400)
    expect(Object.keys(malformed.json<ErrorReply>().errors ?? {})).toEqual(['uuid'])
  })

  it('refuses a tourist of another booking and changes nothing', async () => {
    const mine = await booked(1)
    const theirs = await booked(1)
    const stranger = theirs.tourists[0]!.id
    const response = await save({ uuid: mine.uuid, tourists: [{ id: stranger, arrival: plane }] })
    expect(response.statusCode).toBe(400)
    expect(response.json<ErrorReply>().errors).toEqual({
      'tourists.0.id': ['Not a tourist of this booking.'],
    })
    expect((await storedTravel(stranger))?.arrival).toBeNull()
  })

  it('400 naming a transport type outside §3 (1 plane, 2 train, 3 other, 4 none) and a bad time', async () => {
    const booking = await booked(1)
    const id = booking.tourists[0]!.id
    const badType = await save({
      uuid: booking.uuid,
      tourists: [{ id, arrival: { ...plane, transport_type: 5 } }],
    })
    expect(badType.statusCode).toBe(400)
    expect(Object.keys(badType.json<ErrorReply>().errors ?? {})).toEqual([
      'tourists.0.arrival.transport_type',
    ])
    const badTime = await save({
      uuid: booking.uuid,
      tourists: [{ id, departure: { ...plane, time: '25:00' } }],
    })
    expect(badTime.statusCode).toBe(400)
    expect(Object.keys(badTime.json<ErrorReply>().errors ?? {})).toEqual([
      'tourists.0.departure.time',
    ])
  })

  it('409 once the booking is canceled', async () => {
    const booking = await booked(1)
    const canceled = await harness.post('/crm/api/request/cancel', {
      token: booking.token,
      body: { id: booking.id, message: 'Plans changed.' },
    })
    expect(canceled.statusCode, canceled.body).toBe(200)
    const response = await save({
      uuid: booking.uuid,
      tourists: [{ id: booking.tourists[0]!.id, arrival: plane }],
    })
    expect(response.statusCode).toBe(409)
    expect(response.json<ErrorReply>().code).toBe('booking_not_editable')
  })

  it('is limited per client address: past 30 an hour a captcha is asked', async () => {
    const booking = await booked(1)
    const body = { uuid: booking.uuid, tourists: [{ id: booking.tourists[0]!.id, arrival: plane }] }
    const ip = '198.51.100.91'
    const statuses: number[] = []
    for (let index = 0; index < 31; index += 1) statuses.push((await save(body, ip)).statusCode)
    expect(statuses.slice(0, 30)).toEqual(Array.from({ length: 30 }, () => 200))
    expect(statuses[30]).toBe(429)
  })
})
