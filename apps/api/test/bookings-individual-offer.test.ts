// §2 /order/{uuid}/individual-tour is bookable: the offer's own date (individual_tours.tour_date_id)
// is closed to public sale, and only a booking that names the offer's uuid may take it.
import type { Booking, BookingQuote, IndividualTour } from '@tourmarket/contracts'
import { describe, expect, it } from 'vitest'
import { useAccountsHarness } from './accounts-harness.ts'
import { testDatabases } from './databases.ts'
import {
  bookingBody,
  createBookableTour,
  createSignedInUser,
  freeSeatsOf,
  futureDate,
  tourist,
} from './factories-bookings.ts'
import { createIndividualTour } from './factories-tours.ts'
import { seedCurrencyRates } from './factories.ts'

type ErrorReply = { code: string; errors?: Record<string, string[]> }

describe.each(testDatabases)('booking an individual offer on $name', (target) => {
  const harness = useAccountsHarness(target)

  /** A tour with a public date and an offer whose own date is closed (priced 2,000.00 EUR). */
  async function offerWithDate() {
    const tour = await createBookableTour(harness.db, {
      dates: [
        futureDate(),
        futureDate({ isClosed: true, priceMinor: 200_000, basePriceMinor: 200_000 }),
      ],
    })
    const [publicDate, offerDate] = tour.dates
    const offer = await createIndividualTour(harness.db, tour.id, {
      currency: 'EUR',
      priceMinor: 200_000,
      tourDateId: offerDate!.id,
    })
    return { offer, publicDate: publicDate!, offerDate: offerDate! }
  }

  it('shows the offer’s date on the offer page only, not among the tour’s public dates', async () => {
    await seedCurrencyRates(harness.db)
    const { offer, publicDate, offerDate } = await offerWithDate()
    const page = await harness.get(`/spa/individual-tour?uuid=${offer.uuid}`)
    expect(page.statusCode, page.body).toBe(200)
    const body = page.json<IndividualTour>()
    expect(body.offer).toMatchObject({
      tour_date_id: offerDate.id,
      date: { id: offerDate.id, is_busy: false, number_of_free_seats: 10 },
    })
    expect(body.tour.dates.map((date) => date.id)).toEqual([publicDate.id])
  })

  function create(token: string, body: unknown) {
    return harness.post('/crm/api/request/create', { token, body })
  }

  it('books the offer’s closed date with its uuid, at the offer’s price; add-tourists grows it', async () => {
    const { offer, offerDate } = await offerWithDate()
    const quote = await harness.get(
      `/spa/booking-quote?tour_date_id=${String(offerDate.id)}&tourists_count=2&individual_tour_uuid=${offer.uuid}`,
    )
    expect(quote.statusCode, quote.body).toBe(200)
    expect(quote.json<BookingQuote>()).toMatchObject({ price_per_tourist: 200_000, total: 400_000 })

    const user = await createSignedInUser(harness.db, harness.config)
    const response = await create(
      user.token,
      bookingBody(offerDate.id, 2, { individual_tour_uuid: offer.uuid }),
    )
    expect(response.statusCode, response.body).toBe(200)
    const booking = response.json<Booking>()
    expect(booking).toMatchObject({ tourists_count: 2, price: { total: 400_000 } })
    expect(await freeSeatsOf(harness.db, offerDate.id)).toBe(8)

    const added = await harness.post('/crm/api/request/add-tourists', {
      body: { uuid: booking.uuid, tourists: [tourist(3)] },
    })
    expect(added.statusCode, added.body).toBe(200)
    expect(await freeSeatsOf(harness.db, offerDate.id)).toBe(7)
  })

  it('refuses the closed date without the uuid: neither quoted nor booked', async () => {
    const { offerDate } = await offerWithDate()
    const quote = await harness.get(
      `/spa/booking-quote?tour_date_id=${String(offerDate.id)}&tourists_count=1`,
    )
    expect(quote.statusCode).toBe(409)
    expect(quote.json<ErrorReply>().code).toBe('tour_date_not_bookable')
    const user = await createSignedInUser(harness.db, harness.config)
    const refused = await create(user.token, bookingBody(offerDate.id))
    expect(refused.statusCode).toBe(409)
    expect(refused.json<ErrorReply>().code).toBe('tour_date_not_bookable')
    expect(await freeSeatsOf(harness.db, offerDate.id)).toBe(10)
  })

  it('refuses an offer’s uuid for another date (400 naming it) and an unknown offer (404)', async () => {
    const { offer, publicDate } = await offerWithDate()
    const other = await offerWithDate()
    const user = await createSignedInUser(harness.db, harness.config)
    const wrongDate = await create(
      user.token,
      bookingBody(other.offerDate.id, 1, { individual_tour_uuid: offer.uuid }),
    )
    expect(wrongDate.statusCode).toBe(400)
    expect(wrongDate.json<ErrorReply>().errors).toEqual({
      individual_tour_uuid: ['This offer is not for this date.'],
    })
    // Naming an offer does not open another offer's date, nor change a public one.
    const publicWithOffer = await create(
      user.token,
      bookingBody(publicDate.id, 1, { individual_tour_uuid: offer.uuid }),
    )
    expect(publicWithOffer.statusCode).toBe(400)
    const unknown = await create(
      user.token,
      bookingBody(other.offerDate.id, 1, {
        individual_tour_uuid: '00000000-0000-4000-8000-000000000000',
      }),
    )
    expect(unknown.statusCode).toBe(404)
    expect(unknown.json<ErrorReply>().code).toBe('individual_tour_not_found')
    expect(await freeSeatsOf(harness.db, other.offerDate.id)).toBe(10)
  })
})
