import {
  errorBodySchema,
  tourCardsResponseSchema,
  toursByRequestResponseSchema,
  toursPageResponseSchema,
  toursResponseSchema,
} from '@tourmarket/contracts'
import { convertMoney, money } from '@tourmarket/domain/money'
import { describe, expect, it } from 'vitest'
import { buildApp } from '../src/app.ts'
import type { AppDatabase } from '../src/db/database.ts'
import { createCurrencyService } from '../src/platform/currency/service.ts'
import { refreshSearchIndexes } from '../src/modules/search/search-indexes.ts'
import { createSearchService } from '../src/modules/search/service.ts'
import { testDatabases, useMigratedDatabase } from './databases.ts'
import { useSeededApp } from './app-harness.ts'
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
  createTour,
  createWaterObject,
  createWorldPart,
  daysFromToday,
  seedCurrencyRates,
  testCurrencyRates,
} from './factories.ts'
import { createInProcessSearchChangeFeed } from '../src/modules/search/change-feed.ts'

/**
 * A small catalogue where each tour tests one rule: three listed tours (Tuscan hike, Rome food
 * walk, long trek) and one of each kind that must not be listed in the default search.
 */
async function seedCatalogue(db: AppDatabase) {
  await seedCurrencyRates(db)
  const europe = await createWorldPart(db, { slug: 'europe', name: 'Europe', nameRu: 'Европа' })
  const italy = await createCountry(db, {
    slug: 'italy',
    name: 'Italy',
    nameRu: 'Италия',
    worldPartId: europe.id,
    description: 'Art and food',
    descriptionRu: 'Искусство и еда',
  })
  const france = await createCountry(db, {
    slug: 'france',
    name: 'France',
    nameRu: 'Франция',
    worldPartId: europe.id,
  })
  const tuscany = await createRegion(db, {
    slug: 'tuscany',
    name: 'Tuscany',
    nameRu: 'Тоскана',
    countryId: italy.id,
  })
  const lazio = await createRegion(db, {
    slug: 'lazio',
    name: 'Lazio',
    nameRu: 'Лацио',
    countryId: italy.id,
  })
  const florence = await createCity(db, {
    slug: 'florence',
    name: 'Florence',
    nameRu: 'Флоренция',
    countryId: italy.id,
    regionId: tuscany.id,
    latitude: 43.7696,
    longitude: 11.2558,
  })
  const siena = await createCity(db, {
    slug: 'siena',
    name: 'Siena',
    nameRu: 'Сиена',
    countryId: italy.id,
    regionId: tuscany.id,
    latitude: 43.3188,
    longitude: 11.3308,
  })
  const rome = await createCity(db, {
    slug: 'rome',
    name: 'Rome',
    nameRu: 'Рим',
    countryId: italy.id,
    regionId: lazio.id,
    latitude: 41.9028,
    longitude: 12.4964,
  })
  const paris = await createCity(db, {
    slug: 'paris',
    name: 'Paris',
    nameRu: 'Париж',
    countryId: france.id,
    latitude: 48.8566,
    longitude: 2.3522,
  })
  const hiking = await createRestKind(db, { slug: 'hiking', name: 'Hiking', nameRu: 'Походы' })
  const food = await createRestKind(db, { slug: 'food', name: 'Food', nameRu: 'Гастрономия' })
  const family = await createCollection(db, { slug: 'family', name: 'Family', nameRu: 'Семейные' })
  const english = await createLanguage(db, { code: 'en', name: 'English', nameRu: 'Английский' })
  const russian = await createLanguage(db, { code: 'ru', name: 'Russian', nameRu: 'Русский' })
  const verified = await createOrganizer(db, {
    name: 'Verified Travel',
    identityCheck: 1,
    countryId: italy.id,
  })
  const author = await createOrganizer(db, {
    name: 'Anna',
    operatorType: 'author',
    countryId: italy.id,
  })
  const volga = await createWaterObject(db, { slug: 'volga', name: 'Volga', nameRu: 'Волга' })
  const aurora = await createShip(db, { slug: 'aurora', name: 'Aurora', cabinsCapacity: 3 })

  const inFlorence = { startCityId: florence.id, countryId: italy.id, regionId: tuscany.id }
  const tuscanHike = await createTour(db, {
    ...inFlorence,
    title: 'Tuscan hills hike',
    titleRu: 'Поход по холмам Тосканы',
    organizerId: verified.id,
    restKindIds: [hiking.id],
    collectionIds: [family.id],
    comfort: 'medium',
    difficulty: 2,
    accommodation: ['hotel'],
    languageIds: [english.id],
    rating: 4.8,
    reviewsCount: 50,
    latitude: 43.77,
    longitude: 11.25,
    mediaKeys: [
      'landscape-1',
      'landscape-2',
      'landscape-3',
      'landscape-4',
      'landscape-5',
      'landscape-6',
    ],
    dates: [
      {
        startDate: daysFromToday(30),
        endDate: daysFromToday(36),
        durationDays: 7,
        basePriceMinor: 1000_00,
        priceMinor: 1000_00,
        priceUsdMinor: 1000_00,
      },
      {
        startDate: daysFromToday(60),
        endDate: daysFromToday(66),
        durationDays: 7,
        basePriceMinor: 1000_00,
        priceMinor: 800_00,
        priceUsdMinor: 800_00,
      },
    ],
  })
  await addRoutePlace(db, tuscanHike.id, 1, siena)
  const romeFood = await createTour(db, {
    startCityId: rome.id,
    countryId: italy.id,
    regionId: lazio.id,
    title: 'Rome food walk',
    titleRu: 'Гастрономическая прогулка по Риму',
    organizerId: author.id,
    restKindIds: [food.id],
    comfort: 'premium',
    difficulty: 1,
    accommodation: ['guest-house'],
    languageIds: [english.id, russian.id],
    rating: 4.5,
    reviewsCount: 10,
    latitude: 41.9,
    longitude: 12.5,
    dates: [
      {
        startDate: daysFromToday(10),
        endDate: daysFromToday(12),
        durationDays: 3,
        currency: 'EUR',
        basePriceMinor: 300_00,
        priceMinor: 300_00,
        priceUsdMinor: 326_09,
      },
    ],
  })
  const longTrek = await createTour(db, {
    ...inFlorence,
    title: 'Apennine long trek',
    titleRu: 'Долгий поход по Апеннинам',
    restKindIds: [hiking.id],
    comfort: 'base',
    difficulty: 4,
    accommodation: ['tent'],
    languageIds: [russian.id],
    dates: [
      {
        startDate: daysFromToday(200),
        endDate: daysFromToday(214),
        durationDays: 15,
        basePriceMinor: 1500_00,
        priceMinor: 1500_00,
        priceUsdMinor: 1500_00,
      },
    ],
  })
  const parisPast = await createTour(db, {
    startCityId: paris.id,
    title: 'Paris in the past',
    dates: [{ startDate: daysFromToday(-5), endDate: daysFromToday(-1) }],
  })
  const closedOnly = await createTour(db, {
    ...inFlorence,
    title: 'Closed Florence',
    dates: [{ startDate: daysFromToday(20), endDate: daysFromToday(22), isClosed: true }],
  })
  const unpublished = await createTour(db, {
    ...inFlorence,
    title: 'Unpublished Florence',
    isPublished: false,
    dates: [{ startDate: daysFromToday(20), endDate: daysFromToday(22) }],
  })
  const onRequest = await createTour(db, {
    ...inFlorence,
    title: 'Private Tuscany on request',
    isOnRequest: true,
    dates: [],
  })
  const excursion = await createTour(db, {
    ...inFlorence,
    title: 'Uffizi excursion',
    type: 2,
    restKindIds: [hiking.id],
    dates: [
      {
        startDate: daysFromToday(15),
        endDate: daysFromToday(15),
        durationDays: 1,
        basePriceMinor: 50_00,
        priceMinor: 50_00,
        priceUsdMinor: 50_00,
      },
    ],
  })
  const cruise = await createTour(db, {
    startCityId: rome.id,
    countryId: italy.id,
    regionId: lazio.id,
    title: 'Volga river cruise',
    isCruise: true,
    cruiseType: 'river',
    shipId: aurora.id,
    waterObjectId: volga.id,
    isReturningCruise: true,
    dates: [
      {
        startDate: daysFromToday(40),
        endDate: daysFromToday(49),
        durationDays: 10,
        basePriceMinor: 2000_00,
        priceMinor: 2000_00,
        priceUsdMinor: 2000_00,
      },
    ],
  })
  await refreshSearchIndexes(db)
  return {
    places: { europe, italy, france, tuscany, florence, siena, rome },
    taxonomy: { hiking, food, family, english, russian, volga, aurora },
    tours: {
      tuscanHike,
      romeFood,
      longTrek,
      parisPast,
      closedOnly,
      unpublished,
      onRequest,
      excursion,
      cruise,
    },
  }
}

const usd = (amountMinor: number) => ({ amount_minor: amountMinor, currency: 'USD' })

function yearMonth(date: string): string {
  return date.slice(0, 7)
}

describe.each(testDatabases)('§7 tour search on $name', (target) => {
  const harness = useSeededApp(target, seedCatalogue)
  const { get } = harness

  async function page(query: string, headers: Record<string, string> = {}) {
    const response = await get(`/spa/tours-page?${query}`, headers)
    expect(response.statusCode, response.body).toBe(200)
    return toursPageResponseSchema.parse(response.json())
  }

  const ids = (body: { data: readonly { id: number }[] }) => body.data.map((card) => card.id)

  describe('§7 /spa/tours-page: results', () => {
    it('lists published tours with a future open date, most popular first (default sort)', async () => {
      const { tuscanHike, romeFood, longTrek } = harness.seeded.tours
      const body = await page('')
      expect(ids(body)).toEqual([tuscanHike.id, romeFood.id, longTrek.id])
      expect(body.meta).toEqual({ page: 1, per_page: 20, total: 3, total_pages: 1 })
      expect(body.landing).toBeNull()
      expect(body.filters).toBeNull()
    })

    it('builds the card: cover, first five photos, places (the start city with its coordinates, for the map), organizer, price from with old price, nearest dates', async () => {
      const { tuscanHike } = harness.seeded.tours
      const card = (await page('')).data[0]!
      expect(card).toMatchObject({
        id: tuscanHike.id,
        slug: tuscanHike.slug,
        title: 'Tuscan hills hike',
        type: 1,
        is_cruise: false,
        cover: { image: `/media/${tuscanHike.coverKey}/{size}`, alt: 'Tuscan hills hike' },
        start_city: {
          id: harness.seeded.places.florence.id,
          name: 'Florence',
          latitude: 43.7696,
          longitude: 11.2558,
        },
        start_country: { id: harness.seeded.places.italy.id, name: 'Italy' },
        duration_days: 7,
        rating: 4.8,
        reviews_count: 50,
        organizer: { name: 'Verified Travel', is_verified: true },
        price: usd(800_00),
        old_price: usd(1000_00),
        difficulty: 2,
        comfort: 'medium',
        languages: [{ id: harness.seeded.taxonomy.english.id, code: 'en', name: 'English' }],
      })
      expect(card.photos.map((photo) => photo.image)).toEqual(
        [1, 2, 3, 4, 5].map((n) => `/media/landscape-${n}/{size}`),
      )
      expect(card.nearest_dates.map((date) => [date.start, date.price])).toEqual([
        [daysFromToday(30), usd(1000_00)],
        [daysFromToday(60), usd(800_00)],
      ])
    })

    it('X-Language: ru localises titles and names', async () => {
      const card = (await page('', { 'x-language': 'ru' })).data[0]!
      expect(card.title).toBe('Поход по холмам Тосканы')
      expect(card.start_city.name).toBe('Флоренция')
      expect(card.start_country.name).toBe('Италия')
      expect(card.languages[0]!.name).toBe('Английский')
    })

    it('X-Currency converts card prices from each date currency', async () => {
      const body = await page('', { 'x-currency': 'EUR' })
      const [hike, food] = body.data
      const toEur = (amount: number) =>
        convertMoney(money(amount, 'USD'), 'EUR', testCurrencyRates).amountMinor
      expect(hike!.price).toEqual({ amount_minor: toEur(800_00), currency: 'EUR' })
      expect(hike!.old_price).toEqual({ amount_minor: toEur(1000_00), currency: 'EUR' })
      // The food walk is priced in euros: no conversion, no rounding drift.
      expect(food!.price).toEqual({ amount_minor: 300_00, currency: 'EUR' })
    })

    it('sort=price and sort=-price order by the lowest matching price', async () => {
      const { tuscanHike, romeFood, longTrek } = harness.seeded.tours
      expect(ids(await page('sort=price'))).toEqual([romeFood.id, tuscanHike.id, longTrek.id])
      expect(ids(await page('sort=-price'))).toEqual([longTrek.id, tuscanHike.id, romeFood.id])
    })

    it('pages with per_page (default 20) and reports the page meta', async () => {
      const body = await page('per_page=1&page=2')
      expect(ids(body)).toEqual([harness.seeded.tours.romeFood.id])
      expect(body.meta).toEqual({ page: 2, per_page: 1, total: 3, total_pages: 3 })
    })

    it('§5 page below 1 becomes 1', async () => {
      expect((await page('page=-3')).meta.page).toBe(1)
    })

    it('400 naming per_page above 50', async () => {
      const response = await get('/spa/tours-page?per_page=51')
      expect(response.statusCode).toBe(400)
      expect(errorBodySchema.parse(response.json()).errors).toHaveProperty('per_page')
    })
  })

  describe('§3 filters', () => {
    it('tour type: excursions only with type=2', async () => {
      expect(ids(await page('type=2'))).toEqual([harness.seeded.tours.excursion.id])
    })

    it('rest kinds, countries, cities (and the §5 singular alias city)', async () => {
      const { tuscanHike, romeFood, longTrek } = harness.seeded.tours
      const { hiking } = harness.seeded.taxonomy
      const { siena, italy, france } = harness.seeded.places
      expect(ids(await page(`restKinds=${hiking.id}`))).toEqual([tuscanHike.id, longTrek.id])
      expect(ids(await page(`countries=${italy.id},${france.id}`))).toEqual([
        tuscanHike.id,
        romeFood.id,
        longTrek.id,
      ])
      expect(ids(await page(`city=${siena.id}`))).toEqual([tuscanHike.id])
    })

    it('comfort, difficulty, accommodation, languages, operator type, organizer, collections', async () => {
      const { tuscanHike, romeFood, longTrek } = harness.seeded.tours
      const { russian, family } = harness.seeded.taxonomy
      expect(ids(await page('comfort=premium,base'))).toEqual([romeFood.id, longTrek.id])
      expect(ids(await page('difficulty=4'))).toEqual([longTrek.id])
      expect(ids(await page('accommodation=hotel&accommodation=tent'))).toEqual([
        tuscanHike.id,
        longTrek.id,
      ])
      expect(ids(await page(`languages=${russian.id}`))).toEqual([romeFood.id, longTrek.id])
      expect(ids(await page('operatorType=author'))).toEqual([romeFood.id])
      expect(ids(await page('isAuthorTourSearch=1'))).toEqual([romeFood.id])
      expect(ids(await page(`organizer=${tuscanHike.organizerId}`))).toEqual([tuscanHike.id])
      expect(ids(await page(`collections=${family.id}`))).toEqual([tuscanHike.id])
    })

    it('price bounds are in X-Currency and compared in USD', async () => {
      const { tuscanHike, romeFood, longTrek } = harness.seeded.tours
      expect(ids(await page('priceMax=400'))).toEqual([romeFood.id])
      // 900 EUR is about 978 USD: the hike's 1000 USD date and the trek qualify.
      const body = await page('priceMin=900', { 'x-currency': 'EUR' })
      expect(ids(body)).toEqual([tuscanHike.id, longTrek.id])
      // The card shows the cheapest date that matches, not the cheapest date overall.
      expect(body.data[0]!.nearest_dates.map((date) => date.start)).toEqual([daysFromToday(30)])
    })

    it('a tour matches when ONE of its dates meets all date-level filters together', async () => {
      const { tuscanHike } = harness.seeded.tours
      const window = `dateFrom=${daysFromToday(50)}&dateTo=${daysFromToday(70)}`
      // In the window the hike's date costs 800; its 1000 date is outside the window.
      expect(ids(await page(`${window}&priceMin=900`))).toEqual([])
      const body = await page(`${window}&priceMin=700`)
      expect(ids(body)).toEqual([tuscanHike.id])
      expect(body.data[0]!.price).toEqual(usd(800_00))
      expect(body.data[0]!.nearest_dates).toHaveLength(1)
    })

    it('duration and price per day go through the dates', async () => {
      const { romeFood, longTrek } = harness.seeded.tours
      expect(ids(await page('daysMin=10'))).toEqual([longTrek.id])
      // A day of the food walk costs about 109 USD; of the trek 100, of the hike 114 or more.
      expect(ids(await page('pricePerDayMin=105&pricePerDayMax=110'))).toEqual([romeFood.id])
    })

    it('placeName searches titles and route places in English and Russian', async () => {
      const { tuscanHike, longTrek } = harness.seeded.tours
      expect(ids(await page('placeName=Siena'))).toEqual([tuscanHike.id])
      expect(ids(await page('placeName=hike'))).toEqual([tuscanHike.id])
      expect(ids(await page(`placeName=${encodeURIComponent('Флоренция')}`))).toEqual([
        tuscanHike.id,
        longTrek.id,
      ])
    })

    it('lat, lng and radius (km) find tours by meeting point or route city', async () => {
      const { tuscanHike, romeFood } = harness.seeded.tours
      expect(ids(await page('lat=41.9&lng=12.5&radius=30'))).toEqual([romeFood.id])
      // Siena is on the hike's route, 50 km from its Florence meeting point.
      expect(ids(await page('lat=43.32&lng=11.33&radius=5'))).toEqual([tuscanHike.id])
      // The place's name labels the point: the food tour never names Ostia, and is still found.
      expect(ids(await page('placeName=Ostia&lat=41.9&lng=12.5&radius=30'))).toEqual([romeFood.id])
    })

    it('isCruisesSearch=1 searches cruises only, with the cruise filters', async () => {
      const { cruise } = harness.seeded.tours
      const { aurora, volga } = harness.seeded.taxonomy
      expect(ids(await page('isCruisesSearch=1'))).toEqual([cruise.id])
      expect(
        ids(await page(`isCruisesSearch=1&ship=${aurora.id}&waterObject=${volga.id}`)),
      ).toEqual([cruise.id])
      expect(ids(await page('isCruisesSearch=1&cruisesType=1&onlyReturningCruises=1'))).toEqual([
        cruise.id,
      ])
      expect(ids(await page('isCruisesSearch=1&cruisesType=2'))).toEqual([])
      expect(ids(await page('isCruisesSearch=1&cruisesCabinsCapacity=4'))).toEqual([])
    })
  })

  describe('§3 landing slugs', () => {
    it('a region slug filters by it and answers the landing with breadcrumbs', async () => {
      const { tuscanHike, longTrek } = harness.seeded.tours
      const body = await page('slug=tuscany')
      expect(ids(body)).toEqual([tuscanHike.id, longTrek.id])
      expect(body.landing).toEqual({
        kind: 'regions',
        id: harness.seeded.places.tuscany.id,
        slug: 'tuscany',
        title: 'Tuscany',
        description: '',
        breadcrumbs: [
          { url: '/', text: 'Home' },
          { url: '/europe', text: 'Europe' },
          { url: '/italy', text: 'Italy' },
          { url: '/tuscany', text: 'Tuscany' },
        ],
      })
    })

    it('localises the landing (X-Language: ru)', async () => {
      const body = await page('slug=italy', { 'x-language': 'ru' })
      expect(body.landing).toMatchObject({
        kind: 'countries',
        title: 'Италия',
        description: 'Искусство и еда',
        breadcrumbs: [
          { url: '/', text: 'Главная' },
          { url: '/europe', text: 'Европа' },
          { url: '/italy', text: 'Италия' },
        ],
      })
    })

    it('rest kind and city slugs filter too; a ship slug searches cruises', async () => {
      const { tuscanHike, longTrek, cruise } = harness.seeded.tours
      expect(ids(await page('slug=hiking'))).toEqual([tuscanHike.id, longTrek.id])
      expect(ids(await page('slug=siena'))).toEqual([tuscanHike.id])
      const ship = await page('slug=aurora')
      expect(ids(ship)).toEqual([cruise.id])
      expect(ship.landing?.breadcrumbs).toEqual([
        { url: '/', text: 'Home' },
        { url: '/aurora', text: 'Aurora' },
      ])
    })

    it('404 for an unknown slug', async () => {
      const response = await get('/spa/tours-page?slug=atlantis')
      expect(response.statusCode).toBe(404)
      expect(errorBodySchema.parse(response.json())).toMatchObject({ code: 'landing_not_found' })
    })
  })

  describe('expand=filters: facet counts', () => {
    function counts<Option extends { count: number }>(
      options: readonly Option[],
      label: (option: Option) => string | number,
    ) {
      return Object.fromEntries(options.map((option) => [label(option), option.count]))
    }

    it('each facet counts with every filter except its own', async () => {
      const { hiking } = harness.seeded.taxonomy
      const body = await page(`restKinds=${hiking.id}&expand=filters`)
      const filters = body.filters!
      expect(body.meta.total).toBe(2)
      // The rest kind facet ignores the rest kind filter: the food walk still counts for food.
      expect(counts(filters.rest_kinds, (option) => option.slug)).toEqual({ hiking: 2, food: 1 })
      expect(filters.rest_kinds.find((option) => option.slug === 'hiking')?.selected).toBe(true)
      // The type facet ignores the default type 1 but keeps hiking: the excursion counts as type 2.
      expect(counts(filters.tour_types, (option) => option.value)).toEqual({ 1: 2, 2: 1 })
      expect(counts(filters.countries, (option) => option.slug)).toEqual({ italy: 2 })
      expect(counts(filters.cities, (option) => option.slug)).toEqual({ florence: 2, siena: 1 })
      expect(counts(filters.regions, (option) => option.slug)).toEqual({ tuscany: 2 })
      expect(counts(filters.comfort, (option) => option.value)).toEqual({ base: 1, medium: 1 })
      expect(counts(filters.difficulty, (option) => option.value)).toEqual({ 2: 1, 4: 1 })
      expect(counts(filters.accommodation, (option) => option.value)).toEqual({ hotel: 1, tent: 1 })
      expect(counts(filters.languages, (option) => option.code)).toEqual({ en: 1, ru: 1 })
      expect(counts(filters.operator_types, (option) => option.value)).toEqual({ organization: 2 })
      expect(counts(filters.durations, (option) => option.key)).toEqual({ '4-7': 1, '15+': 1 })
      expect(filters.price).toEqual({ min: usd(800_00), max: usd(1500_00) })
      // A tour counts once per month however many dates it has there.
      const toursByMonth = new Map<string, Set<string>>()
      for (const [tour, days] of [
        ['hike', 30],
        ['hike', 60],
        ['trek', 200],
      ] as const) {
        const month = yearMonth(daysFromToday(days))
        toursByMonth.set(month, new Set([...(toursByMonth.get(month) ?? []), tour]))
      }
      const months = Object.fromEntries(
        [...toursByMonth].map(([month, tours]) => [month, tours.size]),
      )
      expect(counts(filters.months, (option) => option.value)).toEqual(months)
      expect(filters.cruise_types).toEqual([])
      expect(filters.ships).toEqual([])
    })

    it('paging and re-sorting keep the facets and the total (they are counted once per filter)', async () => {
      const { tuscanHike, romeFood, longTrek } = harness.seeded.tours
      const first = await page(
        'per_page=1&expand=filters&languages=' + harness.seeded.taxonomy.russian.id,
      )
      const second = await page(
        'per_page=1&page=2&expand=filters&languages=' + harness.seeded.taxonomy.russian.id,
      )
      const cheapest = await page(
        'per_page=1&sort=-price&expand=filters&languages=' + harness.seeded.taxonomy.russian.id,
      )
      expect(ids(first)).toEqual([romeFood.id])
      expect(ids(second)).toEqual([longTrek.id])
      expect(ids(cheapest)).toEqual([longTrek.id])
      expect(second.meta).toEqual({ page: 2, per_page: 1, total: 2, total_pages: 2 })
      expect(second.filters).toEqual(first.filters)
      expect(cheapest.filters).toEqual(first.filters)
      expect(ids(first)).not.toContain(tuscanHike.id)
    })

    it('a selected option without tours is still listed, with count 0', async () => {
      const { france } = harness.seeded.places
      const body = await page(`countries=${france.id}&expand=filters`)
      expect(body.meta.total).toBe(0)
      expect(body.filters!.countries).toEqual([
        {
          id: harness.seeded.places.italy.id,
          name: 'Italy',
          slug: 'italy',
          count: 3,
          selected: false,
        },
        { id: france.id, name: 'France', slug: 'france', count: 0, selected: true },
      ])
    })

    it('date facets leave out their own filter: price without price, months without dates', async () => {
      const body = await page(`priceMax=900&dateFrom=${daysFromToday(50)}&expand=filters`)
      const filters = body.filters!
      // Only the hike's 800 date is in range and from day 50; the price facet ignores priceMax.
      expect(ids(body)).toEqual([harness.seeded.tours.tuscanHike.id])
      expect(filters.price).toEqual({ min: usd(800_00), max: usd(1500_00) })
      // The months facet ignores dateFrom, so the food walk's near month counts again.
      expect(filters.months.map((option) => option.value)).toContain(yearMonth(daysFromToday(10)))
    })

    it('facet prices and names follow X-Currency and X-Language', async () => {
      const body = await page('expand=filters', { 'x-currency': 'EUR', 'x-language': 'ru' })
      const toEur = (amount: number) =>
        convertMoney(money(amount, 'USD'), 'EUR', testCurrencyRates).amountMinor
      expect(body.filters!.price).toEqual({
        min: { amount_minor: toEur(326_09), currency: 'EUR' },
        max: { amount_minor: toEur(1500_00), currency: 'EUR' },
      })
      expect(body.filters!.countries[0]!.name).toBe('Италия')
    })

    it('cruise mode adds cruise types, ships, water objects and start cities', async () => {
      const filters = (await page('isCruisesSearch=1&expand=filters')).filters!
      expect(filters.cruise_types).toEqual([{ id: 1, value: 'river', count: 1, selected: false }])
      expect(filters.ships.map((option) => [option.slug, option.count])).toEqual([['aurora', 1]])
      expect(filters.water_objects.map((option) => [option.slug, option.count])).toEqual([
        ['volga', 1],
      ])
      expect(filters.start_cities.map((option) => [option.slug, option.count])).toEqual([
        ['rome', 1],
      ])
    })
  })

  describe('§7 /spa/tours', () => {
    it('answers just the cards and the total', async () => {
      const response = await get('/spa/tours?per_page=2')
      expect(response.statusCode).toBe(200)
      const body = toursResponseSchema.strict().parse(response.json())
      expect(body.total).toBe(3)
      expect(ids(body)).toEqual([
        harness.seeded.tours.tuscanHike.id,
        harness.seeded.tours.romeFood.id,
      ])
    })

    it('404 for an unknown slug', async () => {
      expect((await get('/spa/tours?slug=atlantis')).statusCode).toBe(404)
    })
  })

  describe('§7 /crm/api/tour/get-by-ids', () => {
    it('answers cards in the order asked, skipping unknown and unpublished ids', async () => {
      const { tuscanHike, romeFood, unpublished, onRequest } = harness.seeded.tours
      const response = await get(
        `/crm/api/tour/get-by-ids?ids=${romeFood.id},999999&ids=${unpublished.id}&ids=${onRequest.id},${tuscanHike.id}`,
      )
      expect(response.statusCode).toBe(200)
      const body = tourCardsResponseSchema.parse(response.json())
      expect(ids(body)).toEqual([romeFood.id, onRequest.id, tuscanHike.id])
      // An on-request tour has no dates: no price.
      expect(body.data[1]).toMatchObject({ price: null, nearest_dates: [] })
    })

    it('fills alt texts only with_alt=1', async () => {
      const { tuscanHike } = harness.seeded.tours
      const plain = tourCardsResponseSchema.parse(
        (await get(`/crm/api/tour/get-by-ids?ids=${tuscanHike.id}`)).json(),
      )
      expect(plain.data[0]!.photos[0]!.alt).toBe('')
      const withAlt = tourCardsResponseSchema.parse(
        (await get(`/crm/api/tour/get-by-ids?ids=${tuscanHike.id}&with_alt=1`)).json(),
      )
      expect(withAlt.data[0]!.photos[0]!.alt).not.toBe('')
    })

    it('an empty list for no ids', async () => {
      const response = await get('/crm/api/tour/get-by-ids')
      expect(response.json()).toEqual({ data: [] })
    })

    it('400 naming ids for more than 100 ids or one that is not an id', async () => {
      const many = Array.from({ length: 101 }, (_, index) => index + 1).join(',')
      for (const query of [`ids=${many}`, 'ids=1,abc', 'ids=0']) {
        const response = await get(`/crm/api/tour/get-by-ids?${query}`)
        expect(response.statusCode).toBe(400)
        expect(errorBodySchema.parse(response.json()).errors).toHaveProperty('ids')
      }
    })
  })

  describe('§7 /spa/tours-by-request', () => {
    it('lists on-request tours only, paged', async () => {
      const response = await get('/spa/tours-by-request')
      expect(response.statusCode).toBe(200)
      const body = toursByRequestResponseSchema.parse(response.json())
      expect(ids(body)).toEqual([harness.seeded.tours.onRequest.id])
      expect(body.meta).toEqual({ page: 1, per_page: 20, total: 1, total_pages: 1 })
      expect(
        ids(toursByRequestResponseSchema.parse((await get('/spa/tours-by-request?page=2')).json())),
      ).toEqual([])
      expect(body.landing).toBeNull()
    })

    it('§2 /tours-upon-request/{slug}: narrowed to the place the slug names, with its landing', async () => {
      const { italy, tuscany } = harness.seeded.places
      for (const slug of [italy.slug, tuscany.slug]) {
        const response = await get(`/spa/tours-by-request?slug=${slug}`)
        expect(response.statusCode).toBe(200)
        const body = toursByRequestResponseSchema.parse(response.json())
        expect(ids(body)).toEqual([harness.seeded.tours.onRequest.id])
        expect(body.landing).toMatchObject({ slug })
      }
      const elsewhere = toursByRequestResponseSchema.parse(
        (await get(`/spa/tours-by-request?slug=${harness.seeded.places.france.slug}`)).json(),
      )
      expect(elsewhere.data).toEqual([])
      expect(elsewhere.meta.total).toBe(0)
      expect(elsewhere.landing).toMatchObject({ slug: 'france', title: 'France' })
    })

    it('lists the countries with tours on request, in the asked language', async () => {
      const english = toursByRequestResponseSchema.parse(
        (await get('/spa/tours-by-request?slug=france')).json(),
      )
      expect(english.countries).toEqual([{ slug: 'italy', name: 'Italy', count: 1 }])
      const russian = toursByRequestResponseSchema.parse(
        (await get('/spa/tours-by-request', { 'X-Language': 'ru' })).json(),
      )
      expect(russian.countries).toEqual([{ slug: 'italy', name: 'Италия', count: 1 }])
    })

    it('an unknown slug is 404 landing_not_found', async () => {
      const response = await get('/spa/tours-by-request?slug=atlantis')
      expect(response.statusCode).toBe(404)
      expect(errorBodySchema.parse(response.json()).code).toBe('landing_not_found')
    })
  })
})

/** Kept apart so the catalogue above stays as it is: this one adds tours after a search. */
describe.each(testDatabases)('§7 search after the catalogue changes on $name', (target) => {
  const testDatabase = useMigratedDatabase(target)

  it('a refresh makes new tours searchable at once (the response cache starts over)', async () => {
    const { db } = testDatabase.database
    const app = buildApp({ config: testDatabase.config, database: testDatabase.database })
    try {
      const first = await createTour(db, {
        dates: [{ startDate: daysFromToday(5), endDate: daysFromToday(6) }],
      })
      const before = toursPageResponseSchema.parse(
        (await app.inject({ method: 'GET', url: '/spa/tours-page' })).json(),
      )
      // Indexed lazily on first use: the seed above never refreshed.
      expect(before.data.map((card) => card.id)).toEqual([first.id])
      const second = await createTour(db, {
        rating: 5,
        reviewsCount: 3,
        dates: [{ startDate: daysFromToday(5), endDate: daysFromToday(6) }],
      })
      await refreshSearchIndexes(db)
      const after = toursPageResponseSchema.parse(
        (await app.inject({ method: 'GET', url: '/spa/tours-page' })).json(),
      )
      expect(after.data.map((card) => card.id)).toEqual([second.id, first.id])
    } finally {
      await app.close()
    }
  })

  it('a date that passes after the refresh stops matching at once', async () => {
    const { db } = testDatabase.database
    const tour = await createTour(db, {
      dates: [
        { startDate: daysFromToday(20), endDate: daysFromToday(21), basePriceMinor: 100_00 },
        { startDate: daysFromToday(40), endDate: daysFromToday(41), basePriceMinor: 300_00 },
      ],
    })
    await refreshSearchIndexes(db)
    const inThirtyDays = new Date(`${daysFromToday(30)}T12:00:00Z`)
    const search = createSearchService({
      db,
      currency: createCurrencyService(db),
      now: () => inThirtyDays,
      changes: createInProcessSearchChangeFeed(),
    })
    const context = { language: 'en-US', currency: 'USD' } as const
    const body = await search.toursPage({ sort: 'price' }, { expandFilters: true }, context)
    const card = body.data.find((item) => item.id === tour.id)!
    expect(card.nearest_dates.map((date) => date.start)).toEqual([daysFromToday(40)])
    // Only the later date is left: the precomputed minimum (100) must not show.
    expect(body.data.map((item) => item.id)).toEqual([tour.id])
    expect(body.filters!.price).toEqual({ min: usd(300_00), max: usd(300_00) })
    expect(card.price).toEqual(usd(300_00))
    const priced = await search.toursPage({ priceMax: '200' }, { expandFilters: false }, context)
    expect(priced.data.map((item) => item.id)).not.toContain(tour.id)
  })
})
