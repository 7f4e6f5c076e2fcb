// Issue 14 finding 6: one account held 33 seats in 2 requests and made 40 bookings in 1.3 s, and
// booking mails carried the booker's text to any typed address. Now: a per-booking tourist cap
// from the brand, a cap on unpaid bookings per account, rate limits per account and per IP, and
// no typed text in mail to an address the account has not proven.
import type { Booking } from '@tourmarket/contracts'
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { users } from '../src/db/schema/index.ts'
import { MAX_UNPAID_BOOKINGS } from '../src/modules/bookings/service.ts'
import { useAccountsHarness } from './accounts-harness.ts'
import { testDatabases } from './databases.ts'
import {
  bookingBody,
  createBookableTour,
  createSignedInUser,
  futureDate,
  tourist,
} from './factories-bookings.ts'

type ErrorReply = { code: string; errors?: Record<string, string[]> }

describe.each(testDatabases)('booking limits on $name', (target) => {
  const harness = useAccountsHarness(target)
  const signIn = () => createSignedInUser(harness.db, harness.config)

  /** A tour with one roomy date. */
  async function roomyDate() {
    const tour = await createBookableTour(harness.db, {
      dates: [futureDate({ numberOfSeats: 100, numberOfFreeSeats: 100 })],
    })
    return tour.dates[0]!.id
  }

  function create(token: string, body: unknown, ip?: string) {
    return harness.post('/crm/api/request/create', { token, body, ...(ip ? { ip } : {}) })
  }

  it('one booking holds at most the brand’s 15 tourists, also when tourists are added later', async () => {
    const user = await signIn()
    const dateId = await roomyDate()
    const tooMany = await create(user.token, bookingBody(dateId, 16))
    expect(tooMany.statusCode).toBe(400)
    expect(tooMany.json<ErrorReply>().errors).toEqual({
      tourists: ['At most 15 tourists in one booking. For a bigger group, write to the organizer.'],
    })

    const booking = (await create(user.token, bookingBody(dateId, 14))).json<Booking>()
    expect(booking.tourists_count).toBe(14)
    const add = (count: number) =>
      harness.post('/crm/api/request/add-tourists', {
        body: {
          uuid: booking.uuid,
          tourists: Array.from({ length: count }, (_, index) => tourist(20 + index)),
        },
      })
    const pastCap = await add(2)
    expect(pastCap.statusCode).toBe(400)
    expect(Object.keys(pastCap.json<ErrorReply>().errors ?? {})).toEqual(['tourists'])
    expect((await add(1)).json<Booking>().tourists_count).toBe(15)

    const quote = await harness.get(
      `/spa/booking-quote?tour_date_id=${String(dateId)}&tourists_count=1`,
    )
    expect(quote.json<{ form: { max_tourists: number } }>().form.max_tourists).toBe(15)
  })

  it(`an account holds at most ${String(MAX_UNPAID_BOOKINGS)} unpaid bookings; cancelling one frees a place`, async () => {
    const user = await signIn()
    const dateId = await roomyDate()
    const made: Booking[] = []
    for (let index = 0; index < MAX_UNPAID_BOOKINGS; index += 1) {
      const response = await create(user.token, bookingBody(dateId))
      expect(response.statusCode).toBe(200)
      made.push(response.json<Booking>())
    }
    const refused = await create(user.token, bookingBody(dateId))
    expect(refused.statusCode).toBe(409)
    expect(refused.json<ErrorReply>().code).toBe('too_many_unpaid_bookings')

    await harness.post('/crm/api/request/cancel', {
      token: user.token,
      body: { id: made[0]!.id, message: 'Plans changed.' },
    })
    expect((await create(user.token, bookingBody(dateId))).statusCode).toBe(200)
  })

  it('request/create is limited per account and per IP address: past the limit a captcha is asked', async () => {
    const dateId = await roomyDate()
    // Per account: 10 an hour, whatever the answers (here the unpaid cap refuses the later ones).
    const user = await signIn()
    const statuses: number[] = []
    for (let index = 0; index < 11; index += 1) {
      statuses.push(
        (await create(user.token, bookingBody(dateId), `203.0.113.${String(index)}`)).statusCode,
      )
    }
    expect(statuses.slice(0, 10)).not.toContain(429)
    expect(statuses[10]).toBe(429)

    // Per IP address: 30 an hour, across accounts.
    const ip = '198.51.100.77'
    const fromOneAddress: number[] = []
    for (let index = 0; index < 31; index += 1) {
      const other = await signIn()
      fromOneAddress.push((await create(other.token, bookingBody(dateId), ip)).statusCode)
    }
    expect(fromOneAddress.slice(0, 30)).toEqual(Array.from({ length: 30 }, () => 200))
    const limited = await create((await signIn()).token, bookingBody(dateId), ip)
    expect(limited.statusCode).toBe(429)
    expect(limited.json<ErrorReply>().code).toBe('captcha_required')
  })

  it('mail to a contact address the account has not proven carries nothing the booker typed', async () => {
    const dateId = await roomyDate()
    const user = await signIn()
    const stranger = 'someone.else@example.com'
    const spam = 'Claim your prize at evil.example'
    const relayed = await create(
      user.token,
      bookingBody(dateId, 1, {
        contact: { first_name: spam, last_name: 'X', email: stranger, phone: '+12025550147' },
      }),
    )
    expect(relayed.statusCode).toBe(200)
    const [toStranger] = await harness.outbox(stranger)
    expect(toStranger?.body).toMatch(/^Hello,\n/)
    expect(toStranger?.body).not.toContain(spam)

    // The account's own proven address is greeted by the name typed.
    await harness.db
      .update(users)
      .set({ emailConfirmedAt: new Date() })
      .where(eq(users.id, user.id))
    const own = await create(
      user.token,
      bookingBody(dateId, 1, {
        contact: {
          first_name: 'Anna',
          last_name: 'Booker',
          email: user.email,
          phone: '+12025550147',
        },
      }),
    )
    expect(own.statusCode).toBe(200)
    const [toOwner] = await harness.outbox(user.email)
    expect(toOwner?.body.split('\n')[0]).toContain('Anna')
  })
})
