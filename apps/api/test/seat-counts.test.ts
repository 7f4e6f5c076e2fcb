import { randomUUID } from 'node:crypto'
import {
  SEAT_COUNTS_SOCKET_NOT_FOUND,
  type Booking,
  type SeatCountsSocketMessage,
} from '@tourmarket/contracts'
import { eq } from 'drizzle-orm'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { WebSocket } from 'ws'
import { buildApp, type App } from '../src/app.ts'
import { tours } from '../src/db/schema/index.ts'
import { createInProcessBus, type ChatBus } from '../src/modules/chat/realtime/bus.ts'
import { createRedisBus } from '../src/modules/chat/realtime/redis-bus.ts'
import { testPasswordHashCost, useAccountsHarness } from './accounts-harness.ts'
import { testDatabases, useMigratedDatabase } from './databases.ts'
import { bookingBody, createSignedInUser, futureDate } from './factories-bookings.ts'
import { createTour } from './factories.ts'

/** A seat-counts socket that keeps what it hears and how it closed. */
function recordSeats(socket: WebSocket) {
  const received: SeatCountsSocketMessage[] = []
  socket.on('message', (data) => received.push(JSON.parse(String(data)) as SeatCountsSocketMessage))
  const closed = new Promise<number>((resolve) => socket.on('close', (code) => resolve(code)))
  /** The free seats of a date as last heard. */
  const freeSeats = (dateId: number) =>
    received
      .flatMap((message) => message.data)
      .filter((seats) => seats.date_id === dateId)
      .at(-1)?.number_of_free_seats
  return { socket, received, closed, freeSeats }
}

describe.each(testDatabases)('live seat counts on $name (issue 44 item 1)', (target) => {
  const harness = useAccountsHarness(target)
  const open: WebSocket[] = []
  afterEach(() => {
    for (const socket of open.splice(0)) socket.terminate()
  })

  /** Records from the first frame: the snapshot may come before the socket's promise settles. */
  async function listen(query: string) {
    await harness.app.ready()
    let recorded: ReturnType<typeof recordSeats> | undefined
    const socket = await harness.app.injectWS(
      `/ws/seats${query}`,
      {},
      { onInit: (ws) => (recorded = recordSeats(ws)) },
    )
    open.push(socket)
    if (recorded === undefined) throw new Error('The socket was not initialised')
    return recorded
  }

  async function book(dateId: number, tourists: number) {
    const tourist = await createSignedInUser(harness.db, harness.config)
    const response = await harness.post('/crm/api/request/create', {
      token: tourist.token,
      body: bookingBody(dateId, tourists),
    })
    expect(response.statusCode, response.body).toBe(200)
    return { tourist, booking: response.json<Booking>() }
  }

  it('sends the tour’s seats on opening, then each booking made and cancelled, nothing private', async () => {
    const tour = await createTour(harness.db, {
      dates: [futureDate({ notGuaranteed: true, minTravellers: 6 }), futureDate()],
    })
    const watched = tour.dates[0]!
    const other = tour.dates[1]!
    const seats = await listen(`?tour_id=${String(tour.id)}`)
    await expect.poll(() => seats.freeSeats(watched.id)).toBe(10)
    expect(seats.freeSeats(other.id)).toBe(10)

    const { tourist, booking } = await book(watched.id, 3)
    await expect.poll(() => seats.freeSeats(watched.id)).toBe(7)
    const pushed = seats.received.at(-1)!
    // Only the figures the tour page shows anyway: no booking, account or amount.
    expect(pushed).toEqual({
      type: 'seats',
      data: [
        { date_id: watched.id, tour_id: tour.id, number_of_seats: 10, number_of_free_seats: 7 },
      ],
    })

    const canceled = await harness.post('/crm/api/request/cancel', {
      token: tourist.token,
      body: { id: booking.id, message: 'Plans changed.' },
    })
    expect(canceled.statusCode, canceled.body).toBe(200)
    await expect.poll(() => seats.freeSeats(watched.id)).toBe(10)
  })

  it('hears only its own tour', async () => {
    const watchedTour = await createTour(harness.db, { dates: [futureDate()] })
    const otherTour = await createTour(harness.db, { dates: [futureDate()] })
    const seats = await listen(`?tour_id=${String(watchedTour.id)}`)
    await expect.poll(() => seats.received.length).toBe(1)
    await book(otherTour.dates[0]!.id, 2)
    await book(watchedTour.dates[0]!.id, 1)
    await expect.poll(() => seats.freeSeats(watchedTour.dates[0]!.id)).toBe(9)
    expect(seats.received.flatMap((message) => message.data).map((one) => one.tour_id)).toEqual(
      expect.arrayContaining([watchedTour.id]),
    )
    expect(
      seats.received
        .flatMap((message) => message.data)
        .some((one) => one.tour_id !== watchedTour.id),
    ).toBe(false)
  })

  it('refuses a tour off the site, a query without a tour and anything a client says', async () => {
    const hidden = await createTour(harness.db, { dates: [futureDate()] })
    await harness.db
      .update(tours)
      .set({ isPublished: false, status: 'hidden' })
      .where(eq(tours.id, hidden.id))
    expect(await (await listen(`?tour_id=${String(hidden.id)}`)).closed).toBe(
      SEAT_COUNTS_SOCKET_NOT_FOUND,
    )
    expect(await (await listen('?tour_id=2000000000')).closed).toBe(SEAT_COUNTS_SOCKET_NOT_FOUND)
    expect(await (await listen('?tour_id=abc')).closed).toBe(1008)
    expect(await (await listen('')).closed).toBe(1008)
    const shown = await createTour(harness.db, { dates: [futureDate()] })
    const talker = await listen(`?tour_id=${String(shown.id)}`)
    await expect.poll(() => talker.received.length).toBe(1)
    talker.socket.send('{"type":"auth"}')
    expect(await talker.closed).toBe(1008)
  })
})

/**
 * Across a fleet: a booking taken on one instance reaches the sockets held by another, through
 * the deployment's bus (Redis pub/sub when REDIS_URL is set, as in CI; the in-process bus two apps
 * share otherwise).
 */
describe.each(testDatabases)('live seat counts across two instances on $name', (target) => {
  const testDatabase = useMigratedDatabase(target)
  let instances: { app: App; url: string }[] = []
  let buses: ChatBus[] = []
  const sockets: WebSocket[] = []

  beforeAll(async () => {
    const channel = `tourmarket-test:${randomUUID()}`
    const shared = createInProcessBus()
    buses = [0, 1].map(() =>
      process.env.REDIS_URL
        ? createRedisBus({ url: process.env.REDIS_URL, channel, onError: () => undefined })
        : shared,
    )
    instances = await Promise.all(
      buses.map(async (bus) => {
        const app = buildApp({
          config: testDatabase.config,
          database: testDatabase.database,
          passwordHashCost: testPasswordHashCost,
          chatBus: bus,
        })
        return { app, url: await app.listen({ host: '127.0.0.1', port: 0 }) }
      }),
    )
  })
  afterAll(async () => {
    for (const socket of sockets) socket.terminate()
    for (const { app } of instances) await app.close()
    await Promise.all([...new Set(buses)].map((bus) => bus.close()))
  })

  it('a booking on one instance moves the count on the other’s sockets', async () => {
    const [first, second] = instances as [{ app: App; url: string }, { app: App; url: string }]
    const tour = await createTour(testDatabase.database.db, {
      dates: [futureDate({ notGuaranteed: true })],
    })
    const dateId = tour.dates[0]!.id
    const socket = new WebSocket(
      `${second.url.replace('http', 'ws')}/ws/seats?tour_id=${String(tour.id)}`,
    )
    sockets.push(socket)
    const seats = recordSeats(socket)
    await expect.poll(() => seats.freeSeats(dateId)).toBe(10)

    const tourist = await createSignedInUser(testDatabase.database.db, testDatabase.config)
    const created = await first.app.inject({
      method: 'POST',
      url: '/crm/api/request/create',
      headers: { 'x-authorization': `Bearer ${tourist.token}` },
      payload: bookingBody(dateId, 4),
    })
    expect(created.statusCode, created.body).toBe(200)
    await expect.poll(() => seats.freeSeats(dateId)).toBe(6)
  })
})
