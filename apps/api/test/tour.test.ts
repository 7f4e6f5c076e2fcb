import {
  errorBodySchema,
  excursionDatesSchema,
  individualTourSchema,
  ticketTourCitiesSchema,
  tourAccommodationsSchema,
  tourCitiesSchema,
  tourDateSchema,
  tourForRequestSchema,
  tourPageSchema,
  tourProgramSchema,
  tourQuestionSchema,
  tourRedirectSchema,
} from '@tourmarket/contracts'
import { describe, expect, it } from 'vitest'
import { eq } from 'drizzle-orm'
import { organizers, tourComplaints, tourDates, tours } from '../src/db/schema/index.ts'
import { testDatabases } from './databases.ts'
import {
  addRoutePlace,
  createCity,
  createCollection,
  createCountry,
  createLanguage,
  createOrganizer,
  createRegion,
  createRestKind,
  createShip,
  createShowplace,
  createTour,
  createTourSlugRedirect,
  createWaterObject,
  daysFromToday,
  linkTourShowplace,
} from './factories.ts'
import {
  createDiscount,
  createIndividualTour,
  createReview,
  createTourProgram,
  createTourQuestion,
  useTourTestHarness,
} from './factories-tours.ts'

const russian = { 'x-language': 'ru' }

/** The §3 tour date fields, exactly, plus the prepayment due that the API adds. */
const tourDateFields = [
  'id',
  'duration',
  'tour_id',
  'start',
  'end',
  'currency',
  'price',
  'original_price',
  'price_without_discount',
  'is_busy',
  'flight_included',
  'not_guaranteed',
  'is_discount_auto',
  'prepayment_type',
  'full_payment_days',
  'prepayment_size',
  'prepayment_amount',
  'number_of_seats',
  'number_of_free_seats',
  'is_cashback_available',
  'is_discount_exist',
  'discount',
  // Added (issue 44): a not-guaranteed date's meter, null on a guaranteed one.
  'departure_guarantee',
]

describe.each(testDatabases)('tour page on $name', (target) => {
  const harness = useTourTestHarness(target)

  async function get(url: string, headers: Record<string, string> = {}) {
    return harness.app().inject({ method: 'GET', url, headers })
  }

  async function tourPage(slug: string, query = '', headers: Record<string, string> = {}) {
    const response = await get(`/spa/tour?slug=${encodeURIComponent(slug)}${query}`, headers)
    expect(response.statusCode).toBe(200)
    return tourPageSchema.parse(response.json())
  }

  /** A tour in Italy › Lazio starting in Rome, with one date 30 days ahead. */
  async function createRomeTour(overrides: Parameters<typeof createTour>[1] = {}) {
    const country = await createCountry(harness.db, {
      name: 'Italy',
      nameRu: 'Италия',
      isoCode: `I${Math.random().toString(36).slice(2, 6)}`,
    })
    const region = await createRegion(harness.db, {
      countryId: country.id,
      name: 'Lazio',
      nameRu: 'Лацио',
    })
    const rome = await createCity(harness.db, {
      countryId: country.id,
      regionId: region.id,
      name: 'Rome',
      nameRu: 'Рим',
      latitude: 41.9,
      longitude: 12.5,
    })
    const tour = await createTour(harness.db, {
      startCityId: rome.id,
      countryId: country.id,
      regionId: region.id,
      title: 'Eternal City walks',
      titleRu: 'Прогулки по Вечному городу',
      summary: 'Seven days on foot through Rome.',
      summaryRu: 'Семь дней пешком по Риму.',
      description: '<p>Forums and fountains.</p>',
      descriptionRu: '<p>Форумы и фонтаны.</p>',
      dates: [{ startDate: daysFromToday(30), endDate: daysFromToday(36) }],
      ...overrides,
    })
    return { tour, country, region, rome }
  }

  describe('§7 GET /spa/tour: the tour page', () => {
    it('answers the page data in the contract shape, texts in English by default', async () => {
      const restKind = await createRestKind(harness.db, { name: 'Hiking' })
      const collection = await createCollection(harness.db, { name: 'Cities of art' })
      const language = await createLanguage(harness.db, {
        name: 'English',
        nameRu: 'Английский',
      })
      const { tour, country, region, rome } = await createRomeTour({
        restKindIds: [restKind.id],
        collectionIds: [collection.id],
        languageIds: [language.id],
        mediaKeys: ['landscape-11', 'landscape-12'],
        accommodation: ['hotel', 'guest-house'],
        comfort: 'improved',
        difficulty: 2,
        minGroupSize: 2,
        maxGroupSize: 14,
        minAge: 12,
        latitude: 41.89,
        longitude: 12.49,
      })
      const florence = await createCity(harness.db, { name: 'Florence' })
      await addRoutePlace(harness.db, tour.id, 1, florence)
      const colosseum = await createShowplace(harness.db, rome.id, {
        name: 'Colosseum',
        latitude: 41.9,
        longitude: 12.5,
      })
      await linkTourShowplace(harness.db, tour.id, colosseum.id)

      const page = await tourPage(tour.slug)

      expect(page).toMatchObject({
        id: tour.id,
        slug: tour.slug,
        url: `/${tour.slug}`,
        title: 'Eternal City walks',
        type: 1,
        summary: 'Seven days on foot through Rome.',
        description: '<p>Forums and fountains.</p>',
        cover: { image: `/media/${tour.coverKey}/{size}`, alt: 'Eternal City walks' },
        duration_days: 7,
        group_size: { min: 2, max: 14 },
        min_age: 12,
        difficulty: { id: 2, label: 'Moderate' },
        comfort: { id: 'improved', label: 'Improved' },
        accommodation: [
          { id: 'hotel', label: 'Hotel' },
          { id: 'guest-house', label: 'Guest house' },
        ],
        languages: [{ id: language.id, name: 'English' }],
        start_city: {
          id: rome.id,
          name: 'Rome',
          latitude: 41.9,
          longitude: 12.5,
          region: { id: region.id, name: 'Lazio' },
          country: { id: country.id, name: 'Italy' },
        },
        region: { id: region.id, name: 'Lazio' },
        country: { id: country.id, name: 'Italy', iso_code: country.isoCode },
        meeting_point: { latitude: 41.89, longitude: 12.49 },
        rest_kinds: [{ id: restKind.id, name: 'Hiking', slug: restKind.slug }],
        collections: [{ id: collection.id, name: 'Cities of art', slug: collection.slug }],
        showplaces: [{ id: colosseum.id, name: 'Colosseum', slug: colosseum.slug, latitude: 41.9 }],
        cruise: null,
        program: null,
        reviews: null,
        questions: [],
        questions_count: 0,
        is_on_request: false,
        is_expired: false,
        // Issue 44 item 4: the start city's zone, where a cancellation's days are counted.
        timezone: 'Europe/Rome',
      })
      expect(page.gallery.map((item) => item.image)).toEqual([
        '/media/landscape-11/{size}',
        '/media/landscape-12/{size}',
      ])
      expect(page.route.map((place) => place.name)).toEqual(['Rome', florence.name])
      expect(page.title_alt).toBeUndefined()
      expect(page.organizer).toMatchObject({
        id: tour.organizerId,
        url: `/tour-provider/${tour.organizerId}`,
        operator_type: 'organization',
        verification: { identity: 0, documents: 0, internal: 0 },
      })
      expect(page.breadcrumbs).toEqual([
        { url: '/', text: 'Home' },
        { url: `/${country.slug}`, text: 'Italy' },
        { url: `/${region.slug}`, text: 'Lazio' },
        { url: `/${tour.slug}`, text: 'Eternal City walks' },
      ])
      expect(page.seo).toEqual({
        title: 'Eternal City walks',
        description: 'Seven days on foot through Rome.',
        canonical_path: `/${tour.slug}`,
        og_image: `/media/${tour.coverKey}/{size}`,
      })
    })

    it('§3 lists every tour date field by its exact name, future dates only, by start date', async () => {
      const { tour } = await createRomeTour({
        dates: [
          { startDate: daysFromToday(90), endDate: daysFromToday(96) },
          { startDate: daysFromToday(-10), endDate: daysFromToday(-4) },
          { startDate: daysFromToday(0), endDate: daysFromToday(6) },
          { startDate: daysFromToday(20), endDate: daysFromToday(26) },
        ],
      })
      const page = await tourPage(tour.slug)
      expect(page.dates.map((date) => date.start)).toEqual([daysFromToday(20), daysFromToday(90)])
      for (const date of page.dates) {
        expect(Object.keys(date).sort()).toEqual([...tourDateFields].sort())
        tourDateSchema.parse(date)
      }
      expect(page.dates[0]).toMatchObject({
        tour_id: tour.id,
        duration: 7,
        currency: 'USD',
        price: 1_000_00,
        original_price: 1_000_00,
        price_without_discount: 1_000_00,
        is_busy: false,
        is_discount_exist: false,
        is_discount_auto: false,
        discount: null,
        prepayment_type: { id: 1, name: 'Prepayment as a percentage of the price' },
        prepayment_size: 20,
        prepayment_amount: 200_00,
        full_payment_days: 14,
        number_of_seats: 12,
        number_of_free_seats: 12,
        departure_guarantee: null,
      })
    })

    it('§3 is_busy when closed or without free seats; is_discount_exist with the discount shown', async () => {
      const { tour } = await createRomeTour({ dates: [] })
      const discount = await createDiscount(harness.db, tour.id, { percent: 15 })
      const rows = await harness.db
        .insert(tourDates)
        .values(
          [
            { isClosed: true, numberOfFreeSeats: 5 },
            { isClosed: false, numberOfFreeSeats: 0 },
            { priceMinor: 850_00, discountId: discount.id },
          ].map((values, index) => ({
            tourId: tour.id,
            startDate: daysFromToday(30 + index),
            endDate: daysFromToday(36 + index),
            durationDays: 7,
            currency: 'USD',
            basePriceMinor: 1_000_00,
            priceMinor: 1_000_00,
            priceUsdMinor: 1_000_00,
            numberOfSeats: 12,
            numberOfFreeSeats: 12,
            prepaymentType: 2,
            prepaymentSize: 300_00,
            fullPaymentDays: 14,
            ...values,
          })),
        )
        .returning()
      const page = await tourPage(tour.slug)
      const byId = (id: number) => page.dates.find((date) => date.id === id)!
      expect(byId(rows[0]!.id).is_busy).toBe(true)
      expect(byId(rows[1]!.id).is_busy).toBe(true)
      expect(byId(rows[2]!.id)).toMatchObject({
        is_busy: false,
        price: 850_00,
        price_without_discount: 1_000_00,
        is_discount_exist: true,
        is_discount_auto: true,
        discount: { kind: 'early_booking_days', percent: 15 },
        prepayment_type: { id: 2, name: 'Fixed prepayment' },
        prepayment_size: 300_00,
        prepayment_amount: 300_00,
      })
    })

    it('converts every amount into X-Currency, in integer minor units', async () => {
      const { tour } = await createRomeTour({
        dates: [
          {
            startDate: daysFromToday(30),
            endDate: daysFromToday(36),
            basePriceMinor: 1_000_00,
            priceMinor: 900_00,
            prepaymentType: 2,
            prepaymentSize: 250_00,
          },
        ],
      })
      const page = await tourPage(tour.slug, '', { 'x-currency': 'EUR' })
      // The test rates: 1 USD = 0.92 EUR.
      expect(page.dates[0]).toMatchObject({
        currency: 'EUR',
        price: 828_00,
        price_without_discount: 920_00,
        original_price: 920_00,
        prepayment_size: 230_00,
        prepayment_amount: 230_00,
        is_discount_exist: true,
      })
    })

    it('localises texts and labels by X-Language: ru', async () => {
      const { tour, country } = await createRomeTour({ difficulty: 4, comfort: 'premium' })
      await createTourQuestion(harness.db, tour.id)
      const page = await tourPage(tour.slug, '', russian)
      expect(page).toMatchObject({
        title: 'Прогулки по Вечному городу',
        summary: 'Семь дней пешком по Риму.',
        description: '<p>Форумы и фонтаны.</p>',
        difficulty: { id: 4, label: 'Экстремальный' },
        comfort: { id: 'premium', label: 'Премиум' },
        accommodation: [{ id: 'hotel', label: 'Отель' }],
        start_city: { name: 'Рим', region: { name: 'Лацио' }, country: { name: 'Италия' } },
        country: { name: 'Италия' },
      })
      expect(page.dates[0]?.prepayment_type.name).toBe('Предоплата в процентах от цены')
      expect(page.breadcrumbs.slice(0, 2)).toEqual([
        { url: '/', text: 'Главная' },
        { url: `/${country.slug}`, text: 'Италия' },
      ])
    })

    it('with_alt=1 adds the title in the other language', async () => {
      const { tour } = await createRomeTour()
      expect((await tourPage(tour.slug, '&with_alt=1')).title_alt).toBe(
        'Прогулки по Вечному городу',
      )
      expect((await tourPage(tour.slug, '&with_alt=1', russian)).title_alt).toBe(
        'Eternal City walks',
      )
    })

    it('expand_program=1 adds the default program with its days; programs lists every variant', async () => {
      const { tour } = await createRomeTour()
      const variant = await createTourProgram(harness.db, tour.id, {
        isDefault: false,
        name: 'Short',
      })
      const main = await createTourProgram(harness.db, tour.id, {
        name: 'Classic',
        days: [{ title: 'Arrival' }, { title: 'Vatican', imageKey: 'landscape-3' }],
      })
      const page = await tourPage(tour.slug, '&expand_program=1')
      expect(page.programs).toEqual([
        { id: main.id, name: 'Classic', is_default: true },
        { id: variant.id, name: 'Short', is_default: false },
      ])
      expect(page.program).toMatchObject({
        id: main.id,
        tour_id: tour.id,
        is_default: true,
        days: [
          { day_number: 1, title: 'Arrival', image: null },
          {
            day_number: 2,
            title: 'Vatican',
            image: { image: '/media/landscape-3/{size}', alt: 'Vatican', video_url: null },
          },
        ],
      })
    })

    it('expand_reviews=1 adds the 3 newest reviews; the rating summary counts them all', async () => {
      const { tour } = await createRomeTour()
      for (const [index, rating] of [5, 4, 4, 2].entries()) {
        await createReview(harness.db, tour, {
          rating,
          createdAt: new Date(Date.UTC(2025, 0, 1 + index)),
        })
      }
      const page = await tourPage(tour.slug, '&expand_reviews=1')
      expect(page.reviews?.map((review) => review.rating)).toEqual([2, 4, 4])
      expect(page.rating).toEqual({
        average: 3.75,
        count: 4,
        distribution: [
          { rating: 1, count: 0 },
          { rating: 2, count: 1 },
          { rating: 3, count: 0 },
          { rating: 4, count: 2 },
          { rating: 5, count: 1 },
        ],
      })
      expect(page.organizer).toMatchObject({ rating: 3.75, reviews_count: 4 })
    })

    it('lists answered questions, newest first, and counts them', async () => {
      const { tour } = await createRomeTour()
      const older = await createTourQuestion(harness.db, tour.id, {
        createdAt: new Date('2025-01-01T10:00:00Z'),
      })
      const newer = await createTourQuestion(harness.db, tour.id, {
        createdAt: new Date('2025-02-01T10:00:00Z'),
      })
      await createTourQuestion(harness.db, tour.id, { answer: null, answeredAt: null })
      const page = await tourPage(tour.slug)
      expect(page.questions?.map((question) => question.id)).toEqual([newer.id, older.id])
      expect(page.questions_count).toBe(2)
    })

    it('issue 42: questions in the visitor’s language first, each naming its language', async () => {
      const { tour } = await createRomeTour()
      const russian = await createTourQuestion(harness.db, tour.id, {
        question: 'Можно ли взять детей?',
        language: 'ru',
        createdAt: new Date('2025-03-01T10:00:00Z'),
      })
      const english = await createTourQuestion(harness.db, tour.id, {
        createdAt: new Date('2025-01-01T10:00:00Z'),
      })
      const inEnglish = await tourPage(tour.slug)
      expect(inEnglish.questions?.map((question) => [question.id, question.language])).toEqual([
        [english.id, 'en'],
        [russian.id, 'ru'],
      ])
      const inRussian = await tourPage(tour.slug, '', { 'x-language': 'ru' })
      expect(inRussian.questions?.map((question) => question.id)).toEqual([russian.id, english.id])
    })

    it('issue 42: the first reviews in the visitor’s language first, with the counts per language', async () => {
      const { tour } = await createRomeTour()
      const russian = await createReview(harness.db, tour, {
        text: 'Прекрасная прогулка по Риму.',
        language: 'ru',
        createdAt: new Date('2025-03-01T10:00:00Z'),
      })
      const english = await createReview(harness.db, tour, {
        createdAt: new Date('2025-01-01T10:00:00Z'),
      })
      const page = await tourPage(tour.slug, '&expand_reviews=1')
      expect(page.reviews?.map((review) => review.id)).toEqual([english.id, russian.id])
      expect(page.review_languages).toEqual([
        { language: 'en', count: 1 },
        { language: 'ru', count: 1 },
      ])
      const short = await tourPage(tour.slug)
      expect(short.review_languages).toBeUndefined()
    })

    it('issue 42: know before you go and accessibility as lists, English where not translated', async () => {
      const { tour } = await createRomeTour({
        knowBefore: ['Bring a hat', 'Carry your passport'],
        knowBeforeRu: ['Возьмите шляпу', 'Возьмите паспорт'],
        accessibility: ['Not wheelchair accessible'],
      })
      const english = await tourPage(tour.slug)
      expect(english.know_before_you_go).toEqual(['Bring a hat', 'Carry your passport'])
      expect(english.accessibility).toEqual(['Not wheelchair accessible'])
      const russian = await tourPage(tour.slug, '', { 'x-language': 'ru' })
      expect(russian.know_before_you_go).toEqual(['Возьмите шляпу', 'Возьмите паспорт'])
      expect(russian.accessibility).toEqual(['Not wheelchair accessible'])
    })

    it('format=short leaves out the description and questions', async () => {
      const { tour } = await createRomeTour()
      await createTourProgram(harness.db, tour.id)
      await createTourQuestion(harness.db, tour.id)
      const page = await tourPage(tour.slug, '&format=short&expand_program=1')
      expect(page).toMatchObject({ description: null, questions: null, program: null })
      expect(page.title).toBe('Eternal City walks')
      expect(page.dates).toHaveLength(1)
    })

    it('accepts and ignores site_id', async () => {
      const { tour } = await createRomeTour()
      expect((await tourPage(tour.slug, '&site_id=2')).id).toBe(tour.id)
    })

    it('gives the cruise fields of a cruise', async () => {
      const ship = await createShip(harness.db, {
        name: 'Volga Star',
        cabinsCapacity: 3,
        passengerCapacity: 120,
      })
      const river = await createWaterObject(harness.db, { name: 'Volga', nameRu: 'Волга' })
      const { tour } = await createRomeTour({
        isCruise: true,
        cruiseType: 'river',
        isReturningCruise: true,
        shipId: ship.id,
        waterObjectId: river.id,
      })
      const page = await tourPage(tour.slug, '', russian)
      expect(page.cruise).toEqual({
        cruise_type: 'river',
        is_returning: true,
        ship: {
          id: ship.id,
          slug: ship.slug,
          name: 'Volga Star',
          cabins_capacity: 3,
          passenger_capacity: 120,
        },
        water_object: { id: river.id, slug: river.slug, name: 'Волга', kind: 'river' },
      })
    })

    it('§8 410 when every date has passed', async () => {
      const { tour } = await createRomeTour({
        dates: [
          { startDate: daysFromToday(-40), endDate: daysFromToday(-34) },
          { startDate: daysFromToday(-1), endDate: daysFromToday(5) },
        ],
      })
      const response = await get(`/spa/tour?slug=${tour.slug}`)
      expect(response.statusCode).toBe(410)
      expect(errorBodySchema.parse(response.json())).toEqual({
        message: 'All dates of this tour have passed.',
        code: 'tour_dates_passed',
      })
    })

    it('is not expired without any date, nor when sold on request', async () => {
      const { tour: unscheduled } = await createRomeTour({ dates: [] })
      expect((await tourPage(unscheduled.slug)).dates).toEqual([])
      const { tour: onRequest } = await createRomeTour({
        isOnRequest: true,
        dates: [{ startDate: daysFromToday(-40), endDate: daysFromToday(-34) }],
      })
      expect(await tourPage(onRequest.slug)).toMatchObject({
        dates: [],
        is_on_request: true,
        is_expired: false,
      })
    })

    it('404 for an unknown slug, an unpublished tour or an unpublished organizer', async () => {
      const unknown = await get('/spa/tour?slug=no-such-tour-999999999')
      expect(unknown.statusCode).toBe(404)
      expect(unknown.json()).toMatchObject({ code: 'tour_not_found' })

      const { tour: hidden } = await createRomeTour({ isPublished: false })
      expect((await get(`/spa/tour?slug=${hidden.slug}`)).statusCode).toBe(404)

      const { tour } = await createRomeTour()
      await harness.db
        .update(organizers)
        .set({ isPublished: false })
        .where(eq(organizers.id, tour.organizerId))
      expect((await get(`/spa/tour?slug=${tour.slug}`)).statusCode).toBe(404)
    })

    it('§5 a renamed slug answers a redirect object, not the tour', async () => {
      const { tour } = await createRomeTour()
      await createTourSlugRedirect(harness.db, tour.id, `old-rome-walks-${tour.id}-legacy`)
      const viaRedirect = await get(`/spa/tour?slug=old-rome-walks-${tour.id}-legacy`)
      expect(viaRedirect.statusCode).toBe(200)
      expect(tourRedirectSchema.strict().parse(viaRedirect.json())).toEqual({
        redirect: { slug: tour.slug, url: `/${tour.slug}` },
      })

      const viaId = await get(`/spa/tour?slug=renamed-walks-${tour.id}`)
      expect(viaId.json()).toEqual({ redirect: { slug: tour.slug, url: `/${tour.slug}` } })
    })

    it('400 naming the field for a missing slug or a malformed parameter', async () => {
      const missing = await get('/spa/tour')
      expect(missing.statusCode).toBe(400)
      expect(Object.keys(errorBodySchema.parse(missing.json()).errors ?? {})).toEqual(['slug'])

      for (const [query, field] of [
        ['format=long', 'format'],
        ['expand_program=yes', 'expand_program'],
        ['expand_reviews=2', 'expand_reviews'],
        ['with_alt=maybe', 'with_alt'],
        ['site_id=abc', 'site_id'],
      ] as const) {
        const response = await get(`/spa/tour?slug=any-1&${query}`)
        expect(response.statusCode).toBe(400)
        expect(response.json().errors).toHaveProperty(field)
      }
    })

    it('400 naming X-Currency for a currency the brand does not price in', async () => {
      const { tour } = await createRomeTour()
      const response = await get(`/spa/tour?slug=${tour.slug}`, { 'x-currency': 'GBP' })
      expect(response.statusCode).toBe(400)
      expect(response.json().errors).toHaveProperty('X-Currency')
    })
  })

  describe('issue 14: organizer HTML reaches the page clean', () => {
    it('drops scripts, handlers and javascript: links from descriptions and program days', async () => {
      const hostile =
        '<p>Lovely<script>alert(1)</script></p><img src=x onerror="alert(2)"><a href="javascript:alert(3)">map</a>'
      const { tour } = await createRomeTour({ description: hostile, descriptionRu: hostile })
      await createTourProgram(harness.db, tour.id, { days: [{ description: hostile }] })
      const page = await tourPage(tour.slug, '&expand_program=1')
      const clean = '<p>Lovely</p><a rel="nofollow noopener noreferrer" target="_blank">map</a>'
      expect(page.description).toBe(clean)
      expect(page.program?.days[0]?.description).toBe(clean)
      const program = await get(
        `/spa/tour-program?program_id=${String(page.program!.id)}&tour_id=${String(tour.id)}`,
      )
      expect(program.json()).toMatchObject({ days: [{ description: clean }] })
    })
  })

  describe('§7 GET /spa/tour-for-request', () => {
    it('answers the summary a request form needs, priced in X-Currency', async () => {
      const { tour, rome } = await createRomeTour()
      const response = await get(`/spa/tour-for-request?id=${tour.id}`, {
        'x-currency': 'RUB',
        ...russian,
      })
      expect(response.statusCode).toBe(200)
      const body = tourForRequestSchema.parse(response.json())
      expect(body).toMatchObject({
        id: tour.id,
        title: 'Прогулки по Вечному городу',
        start_city: { id: rome.id, name: 'Рим' },
        organizer: { id: tour.organizerId },
        is_on_request: false,
      })
      // The test rates: 1 USD = 92.5 RUB.
      expect(body.dates[0]).toMatchObject({ currency: 'RUB', price: 92_500_00 })
    })

    it('answers with no dates once all have passed (no 410 here)', async () => {
      const { tour } = await createRomeTour({
        dates: [{ startDate: daysFromToday(-40), endDate: daysFromToday(-34) }],
      })
      const response = await get(`/spa/tour-for-request?id=${tour.id}`)
      expect(response.statusCode).toBe(200)
      expect(response.json().dates).toEqual([])
    })

    it('404 for an unknown tour; 400 naming id when it is not a positive integer', async () => {
      expect((await get('/spa/tour-for-request?id=2147483647')).statusCode).toBe(404)
      for (const id of ['abc', '0', '1.5', '99999999999']) {
        const response = await get(`/spa/tour-for-request?id=${id}`)
        expect(response.statusCode).toBe(400)
        expect(response.json().errors).toHaveProperty('id')
      }
    })
  })

  describe('§7 GET /spa/tour-question', () => {
    it('answers one question with its answer', async () => {
      const { tour } = await createRomeTour()
      const asked = await createTourQuestion(harness.db, tour.id, {
        question: 'Is lunch included?',
        answer: 'Yes, every day.',
      })
      const response = await get(`/spa/tour-question?question_id=${asked.id}&tour_id=${tour.id}`)
      expect(response.statusCode).toBe(200)
      expect(tourQuestionSchema.parse(response.json())).toMatchObject({
        id: asked.id,
        tour_id: tour.id,
        question: 'Is lunch included?',
        answer: 'Yes, every day.',
      })
    })

    it('answers an unanswered question with a null answer', async () => {
      const { tour } = await createRomeTour()
      const asked = await createTourQuestion(harness.db, tour.id, {
        answer: null,
        answeredAt: null,
      })
      const response = await get(`/spa/tour-question?question_id=${asked.id}&tour_id=${tour.id}`)
      expect(response.json()).toMatchObject({ answer: null, answered_at: null })
    })

    it('404 when the question is about another tour; 400 naming a missing parameter', async () => {
      const { tour } = await createRomeTour()
      const { tour: other } = await createRomeTour()
      const asked = await createTourQuestion(harness.db, other.id)
      const mismatched = await get(`/spa/tour-question?question_id=${asked.id}&tour_id=${tour.id}`)
      expect(mismatched.statusCode).toBe(404)
      expect(mismatched.json()).toMatchObject({ code: 'question_not_found' })

      const missing = await get(`/spa/tour-question?tour_id=${tour.id}`)
      expect(missing.statusCode).toBe(400)
      expect(missing.json().errors).toHaveProperty('question_id')
    })
  })

  describe('§7 GET /spa/tour-program', () => {
    it("answers the program's days in order, localised", async () => {
      const { tour } = await createRomeTour()
      const program = await createTourProgram(harness.db, tour.id, {
        name: 'Classic',
        nameRu: 'Классика',
      })
      const response = await get(
        `/spa/tour-program?program_id=${program.id}&tour_id=${tour.id}`,
        russian,
      )
      expect(response.statusCode).toBe(200)
      expect(tourProgramSchema.parse(response.json())).toMatchObject({
        id: program.id,
        name: 'Классика',
        days: [
          { day_number: 1, title: 'День 1' },
          { day_number: 2, title: 'День 2' },
        ],
      })
    })

    it("404 when the program is another tour's", async () => {
      const { tour } = await createRomeTour()
      const { tour: other } = await createRomeTour()
      const program = await createTourProgram(harness.db, other.id)
      const response = await get(`/spa/tour-program?program_id=${program.id}&tour_id=${tour.id}`)
      expect(response.statusCode).toBe(404)
      expect(response.json()).toMatchObject({ code: 'program_not_found' })
    })
  })

  describe('§7 GET /spa/individual-tour (uuid)', () => {
    it('answers the offer, priced in X-Currency and as offered, with the tour page', async () => {
      const { tour } = await createRomeTour()
      await createTourProgram(harness.db, tour.id, { name: 'Private', nameRu: 'Частная' })
      const offer = await createIndividualTour(harness.db, tour.id, {
        clientName: 'Anna Petrova',
        startDate: '2030-05-10',
        endDate: '2030-05-14',
        currency: 'USD',
        priceMinor: 2_500_00,
        note: 'Hotel upgrade included.',
      })
      const response = await get(`/spa/individual-tour?uuid=${offer.uuid}`, {
        'x-currency': 'EUR',
        ...russian,
      })
      expect(response.statusCode).toBe(200)
      const body = individualTourSchema.parse(response.json())
      expect(body.offer).toEqual({
        uuid: offer.uuid,
        client_name: 'Anna Petrova',
        start: '2030-05-10',
        end: '2030-05-14',
        duration: 5,
        price: { amount_minor: 2_300_00, currency: 'EUR' },
        offered_price: { amount_minor: 2_500_00, currency: 'USD' },
        note: 'Hotel upgrade included.',
        tour_date_id: null,
        date: null,
      })
      expect(body.tour).toMatchObject({ id: tour.id, title: 'Прогулки по Вечному городу' })
      expect(body.tour.program?.name).toBe('Частная')
    })

    it('is shown even when the tour is unpublished and its public dates have passed', async () => {
      const { tour } = await createRomeTour({
        isPublished: false,
        dates: [{ startDate: daysFromToday(-40), endDate: daysFromToday(-34) }],
      })
      const offer = await createIndividualTour(harness.db, tour.id)
      const response = await get(`/spa/individual-tour?uuid=${offer.uuid}`)
      expect(response.statusCode).toBe(200)
      expect(response.json().tour).toMatchObject({ dates: [], is_expired: true })
    })

    it('404 for an unknown offer; 400 naming a malformed uuid', async () => {
      const unknown = await get('/spa/individual-tour?uuid=0b6c2f9e-3d1a-4c7b-9e2f-1a2b3c4d5e6f')
      expect(unknown.statusCode).toBe(404)
      expect(unknown.json()).toMatchObject({ code: 'individual_tour_not_found' })
      const malformed = await get('/spa/individual-tour?uuid=not-a-uuid')
      expect(malformed.statusCode).toBe(400)
      expect(malformed.json().errors).toHaveProperty('uuid')
    })
  })

  describe('§7 GET /spa/tours-cities and /crm/api/ticket/tour-cities', () => {
    it("lists the route's cities in order with coordinates", async () => {
      const { tour, rome } = await createRomeTour()
      const naples = await createCity(harness.db, {
        name: 'Naples',
        latitude: 40.85,
        longitude: 14.27,
      })
      await addRoutePlace(harness.db, tour.id, 2, naples)
      const florence = await createCity(harness.db, { name: 'Florence' })
      await addRoutePlace(harness.db, tour.id, 1, florence)
      const response = await get(`/spa/tours-cities?tour_id=${tour.id}`)
      expect(response.statusCode).toBe(200)
      const body = tourCitiesSchema.parse(response.json())
      expect(body.data.map((city) => city.id)).toEqual([rome.id, florence.id, naples.id])
      expect(body.data[2]).toMatchObject({ name: 'Naples', latitude: 40.85, longitude: 14.27 })
    })

    it('the ticket widget gets the start city and the last city of the route', async () => {
      const { tour, rome } = await createRomeTour()
      const naples = await createCity(harness.db, { name: 'Naples', nameRu: 'Неаполь' })
      await addRoutePlace(harness.db, tour.id, 1, naples)
      const response = await get(`/crm/api/ticket/tour-cities?tour_id=${tour.id}`, russian)
      expect(response.statusCode).toBe(200)
      expect(ticketTourCitiesSchema.parse(response.json())).toMatchObject({
        start_city: { id: rome.id, name: 'Рим', latitude: 41.9, longitude: 12.5 },
        end_city: { id: naples.id, name: 'Неаполь' },
      })
    })

    it('404 for an unknown tour; 400 naming tour_id', async () => {
      expect((await get('/spa/tours-cities?tour_id=2147483647')).statusCode).toBe(404)
      expect((await get('/crm/api/ticket/tour-cities?tour_id=2147483647')).statusCode).toBe(404)
      const response = await get('/spa/tours-cities')
      expect(response.statusCode).toBe(400)
      expect(response.json().errors).toHaveProperty('tour_id')
    })
  })

  describe('§7 GET /spa/tour-accommodations', () => {
    it('§3 lists the accommodation kinds with labels and counts of listed tours', async () => {
      const counts = async (headers: Record<string, string> = {}) => {
        const response = await get('/spa/tour-accommodations', headers)
        expect(response.statusCode).toBe(200)
        return tourAccommodationsSchema.parse(response.json()).data
      }
      const before = await counts()
      expect(before.map((kind) => kind.id)).toEqual([
        'camp-site',
        'guest-house',
        'flat',
        'cabin',
        'hotel',
        'tent',
        'train',
        'not-set',
      ])
      await createRomeTour({ accommodation: ['tent', 'camp-site'] })
      await createRomeTour({ accommodation: ['tent'], isPublished: false })
      await createRomeTour({
        accommodation: ['tent'],
        dates: [{ startDate: daysFromToday(-5), endDate: daysFromToday(1) }],
      })
      const after = await counts(russian)
      const delta = (kind: string) =>
        after.find((row) => row.id === kind)!.tours_count -
        before.find((row) => row.id === kind)!.tours_count
      expect(delta('tent')).toBe(1)
      expect(delta('camp-site')).toBe(1)
      expect(delta('hotel')).toBe(0)
      expect(after.find((row) => row.id === 'tent')?.label).toBe('Палатка')
    })
  })

  describe('§7 GET /crm/api/tour/excursion-dates', () => {
    it('answers the future dates of an excursion (type 2) in X-Currency', async () => {
      const { tour } = await createRomeTour({
        type: 2,
        dates: [
          { startDate: daysFromToday(-3), endDate: daysFromToday(-3), durationDays: 1 },
          { startDate: daysFromToday(3), endDate: daysFromToday(3), durationDays: 1 },
        ],
      })
      const response = await get(`/crm/api/tour/excursion-dates?id=${tour.id}`, {
        'x-currency': 'EUR',
      })
      expect(response.statusCode).toBe(200)
      const body = excursionDatesSchema.parse(response.json())
      expect(body.tour_id).toBe(tour.id)
      expect(body.data.map((date) => [date.start, date.currency, date.price])).toEqual([
        [daysFromToday(3), 'EUR', 920_00],
      ])
    })

    it('404 not_an_excursion for a tour of type 1, tour_not_found for an unknown id', async () => {
      const { tour } = await createRomeTour()
      const notExcursion = await get(`/crm/api/tour/excursion-dates?id=${tour.id}`)
      expect(notExcursion.statusCode).toBe(404)
      expect(notExcursion.json()).toMatchObject({ code: 'not_an_excursion' })
      const unknown = await get('/crm/api/tour/excursion-dates?id=2147483647')
      expect(unknown.json()).toMatchObject({ code: 'tour_not_found' })
    })
  })

  describe('§7 POST /crm/api/tour/complaint', () => {
    async function complain(payload: unknown, headers: Record<string, string> = {}) {
      return harness.app().inject({
        method: 'POST',
        url: '/crm/api/tour/complaint',
        payload: payload as Record<string, unknown>,
        headers,
      })
    }

    it('stores the complaint, trimmed, and answers 201 with its id', async () => {
      const { tour } = await createRomeTour()
      const response = await complain({ tour_id: tour.id, text: '  The photos are misleading.  ' })
      expect(response.statusCode).toBe(201)
      const { id } = response.json() as { id: number }
      const [stored] = await harness.db
        .select()
        .from(tourComplaints)
        .where(eq(tourComplaints.id, id))
      expect(stored).toMatchObject({ tourId: tour.id, text: 'The photos are misleading.' })
    })

    it('§5 400 naming text: required, minimum 10 and maximum 2000 characters', async () => {
      const { tour } = await createRomeTour()
      const cases = [
        [{ tour_id: tour.id, text: '   ' }, 'Required field.'],
        [{ tour_id: tour.id }, 'Required field.'],
        [{ tour_id: tour.id, text: 'Too short' }, 'Minimum 10 characters.'],
        [{ tour_id: tour.id, text: 'x'.repeat(2001) }, 'Maximum 2000 characters.'],
      ] as const
      for (const [payload, message] of cases) {
        const response = await complain(payload)
        expect(response.statusCode).toBe(400)
        expect(errorBodySchema.parse(response.json()).errors).toEqual({ text: [message] })
      }
    })

    it('§5 gives the message in X-Language', async () => {
      const { tour } = await createRomeTour()
      const response = await complain({ tour_id: tour.id, text: 'Коротко' }, russian)
      expect(response.json().errors).toEqual({ text: ['Минимум 10 символов.'] })
    })

    it('404 for an unknown tour; 400 naming tour_id', async () => {
      const unknown = await complain({ tour_id: 2147483647, text: 'Nothing like the photos.' })
      expect(unknown.statusCode).toBe(404)
      const malformed = await complain({ tour_id: 'first', text: 'Nothing like the photos.' })
      expect(malformed.statusCode).toBe(400)
      expect(malformed.json().errors).toHaveProperty('tour_id')
    })
  })

  describe('§3 unpublished and renamed tours stay off the page', () => {
    it('does not list an unpublished tour through its old slug', async () => {
      const { tour } = await createRomeTour()
      await createTourSlugRedirect(harness.db, tour.id, `hidden-legacy-${tour.id}-x`)
      await harness.db
        .update(tours)
        .set({ isPublished: false, status: 'hidden' })
        .where(eq(tours.id, tour.id))
      expect((await get(`/spa/tour?slug=hidden-legacy-${tour.id}-x`)).statusCode).toBe(404)
    })
  })

  describe('§4 organizer summary on the tour page', () => {
    it('shows the verification states and operator type of the organizer', async () => {
      const organizer = await createOrganizer(harness.db, {
        operatorType: 'author',
        identityCheck: 1,
        documentsCheck: 3,
        internalCheck: 2,
        avatarKey: 'portrait-4',
      })
      const { tour } = await createRomeTour({ organizerId: organizer.id })
      expect((await tourPage(tour.slug)).organizer).toEqual({
        id: organizer.id,
        name: organizer.name,
        url: `/tour-provider/${organizer.id}`,
        avatar: '/media/portrait-4/{size}',
        operator_type: 'author',
        rating: null,
        reviews_count: 0,
        verification: { identity: 1, documents: 3, internal: 2 },
      })
    })
  })
})
