// Factories with overrides (`createTour(db, { durationDays: 3 })`): each test inserts exactly the
// catalogue it needs. Every factory fills what the schema requires with plain, valid values and
// creates the rows it depends on when they are not given. The plain catalogue rows live here,
// once; factories-tours.ts and factories-site.ts add their modules' harnesses and rows on top.
import { eq } from 'drizzle-orm'
import type { AppDatabase } from '../src/db/database.ts'
import {
  cities,
  collections,
  countries,
  currencyRates,
  languages,
  organizers,
  regions,
  restKinds,
  seasons,
  ships,
  showplaces,
  tourCollections,
  tourDates,
  tourMedia,
  tourPlaces,
  tourRestKinds,
  tourShowplaces,
  tourSlugRedirects,
  tours,
  waterObjects,
  worldParts,
} from '../src/db/schema/index.ts'

export type Insert<Table extends { $inferInsert: unknown }> = Table['$inferInsert']
export type Row<Table extends { $inferSelect: unknown }> = Table['$inferSelect']

let sequence = 0
/** Unique within a test process, shared by the area factories, so slugs never collide. */
export function nextUniqueNumber(): number {
  sequence += 1
  return sequence
}

export async function createWorldPart(
  db: AppDatabase,
  overrides: Partial<Insert<typeof worldParts>> = {},
): Promise<Row<typeof worldParts>> {
  const n = nextUniqueNumber()
  const [row] = await db
    .insert(worldParts)
    .values({
      slug: `world-part-${n}`,
      name: `World part ${n}`,
      nameRu: `Часть света ${n}`,
      ...overrides,
    })
    .returning()
  return row!
}

export async function createCountry(
  db: AppDatabase,
  overrides: Partial<Insert<typeof countries>> = {},
): Promise<Row<typeof countries>> {
  const n = nextUniqueNumber()
  const worldPartId = overrides.worldPartId ?? (await createWorldPart(db)).id
  const [row] = await db
    .insert(countries)
    .values({
      isoCode: `X${String.fromCharCode(65 + (n % 26))}${n}`,
      slug: `country-${n}`,
      name: `Country ${n}`,
      nameRu: `Страна ${n}`,
      phoneCode: '+1',
      latitude: 40,
      longitude: 10,
      ...overrides,
      worldPartId,
    })
    .returning()
  return row!
}

export async function createRegion(
  db: AppDatabase,
  overrides: Partial<Insert<typeof regions>> = {},
): Promise<Row<typeof regions>> {
  const n = nextUniqueNumber()
  const countryId = overrides.countryId ?? (await createCountry(db)).id
  const [row] = await db
    .insert(regions)
    .values({
      slug: `region-${n}`,
      name: `Region ${n}`,
      nameRu: `Регион ${n}`,
      latitude: 40,
      longitude: 10,
      ...overrides,
      countryId,
    })
    .returning()
  return row!
}

export async function createCity(
  db: AppDatabase,
  overrides: Partial<Insert<typeof cities>> = {},
): Promise<Row<typeof cities>> {
  const n = nextUniqueNumber()
  const region =
    overrides.countryId === undefined && overrides.regionId === undefined
      ? await createRegion(db)
      : undefined
  const [row] = await db
    .insert(cities)
    .values({
      slug: `city-${n}`,
      name: `City ${n}`,
      nameRu: `Город ${n}`,
      latitude: 40,
      longitude: 10,
      timezone: FACTORY_CITY_TIME_ZONE,
      population: 10_000,
      regionId: region?.id ?? null,
      ...overrides,
      countryId: overrides.countryId ?? region!.countryId,
    })
    .returning()
  return row!
}

export async function createOrganizer(
  db: AppDatabase,
  overrides: Partial<Insert<typeof organizers>> = {},
): Promise<Row<typeof organizers>> {
  const n = nextUniqueNumber()
  const countryId = overrides.countryId ?? (await createCountry(db)).id
  const [row] = await db
    .insert(organizers)
    .values({
      slug: `organizer-${n}`,
      name: `Organizer ${n}`,
      legalType: 3,
      salesModel: 1,
      operatorType: 'organization',
      ...overrides,
      countryId,
    })
    .returning()
  return row!
}

export async function createRestKind(
  db: AppDatabase,
  overrides: Partial<Insert<typeof restKinds>> = {},
): Promise<Row<typeof restKinds>> {
  const n = nextUniqueNumber()
  const [row] = await db
    .insert(restKinds)
    .values({
      slug: `rest-kind-${n}`,
      name: `Rest kind ${n}`,
      nameRu: `Вид отдыха ${n}`,
      ...overrides,
    })
    .returning()
  return row!
}

export async function createCollection(
  db: AppDatabase,
  overrides: Partial<Insert<typeof collections>> = {},
): Promise<Row<typeof collections>> {
  const n = nextUniqueNumber()
  const [row] = await db
    .insert(collections)
    .values({
      slug: `collection-${n}`,
      name: `Collection ${n}`,
      nameRu: `Подборка ${n}`,
      ...overrides,
    })
    .returning()
  return row!
}

export async function createSeason(
  db: AppDatabase,
  overrides: Partial<Insert<typeof seasons>> = {},
): Promise<Row<typeof seasons>> {
  const n = nextUniqueNumber()
  const [row] = await db
    .insert(seasons)
    .values({
      slug: `season-${n}`,
      name: `Season ${n}`,
      nameRu: `Сезон ${n}`,
      months: [1],
      ...overrides,
    })
    .returning()
  return row!
}

export async function createLanguage(
  db: AppDatabase,
  overrides: Partial<Insert<typeof languages>> = {},
): Promise<Row<typeof languages>> {
  const n = nextUniqueNumber()
  const [row] = await db
    .insert(languages)
    .values({ code: `l${n}`, name: `Language ${n}`, nameRu: `Язык ${n}`, ...overrides })
    .returning()
  return row!
}

export async function createShip(
  db: AppDatabase,
  overrides: Partial<Insert<typeof ships>> = {},
): Promise<Row<typeof ships>> {
  const n = nextUniqueNumber()
  const [row] = await db
    .insert(ships)
    .values({
      slug: `ship-${n}`,
      name: `Ship ${n}`,
      cabinsCapacity: 2,
      passengerCapacity: 200,
      ...overrides,
    })
    .returning()
  return row!
}

export async function createWaterObject(
  db: AppDatabase,
  overrides: Partial<Insert<typeof waterObjects>> = {},
): Promise<Row<typeof waterObjects>> {
  const n = nextUniqueNumber()
  const [row] = await db
    .insert(waterObjects)
    .values({
      slug: `water-${n}`,
      name: `River ${n}`,
      nameRu: `Река ${n}`,
      kind: 'river',
      ...overrides,
    })
    .returning()
  return row!
}

export async function createShowplace(
  db: AppDatabase,
  cityId: number,
  overrides: Partial<Insert<typeof showplaces>> = {},
): Promise<Row<typeof showplaces>> {
  const n = nextUniqueNumber()
  const [row] = await db
    .insert(showplaces)
    .values({
      slug: `showplace-${n}`,
      name: `Showplace ${n}`,
      nameRu: `Достопримечательность ${n}`,
      latitude: 40,
      longitude: 10,
      ...overrides,
      cityId,
    })
    .returning()
  return row!
}

/** Rates used by the conversion tests: units per USD × 10^6. */
export const testCurrencyRates = {
  USD: 1_000_000,
  EUR: 920_000,
  RUB: 92_500_000,
  BYN: 3_270_000,
  KZT: 480_000_000,
  CNY: 7_240_000,
  AED: 3_672_500,
} as const

export async function seedCurrencyRates(db: AppDatabase): Promise<void> {
  await db
    .insert(currencyRates)
    .values(
      Object.entries(testCurrencyRates).map(([currency, unitsPerUsdMicros]) => ({
        currency,
        unitsPerUsdMicros,
      })),
    )
    .onConflictDoNothing()
}

const DAY_MILLISECONDS = 86_400_000

/** The UTC calendar date `days` from today (negative: in the past), as tour dates store it. */
/** Where the factory's cities are: their tours count calendar days in this zone, not UTC's. */
export const FACTORY_CITY_TIME_ZONE = 'Europe/Rome'

export function daysFromToday(days: number): string {
  return new Date(Date.now() + days * DAY_MILLISECONDS).toISOString().slice(0, 10)
}

export type TourDateOverrides = Partial<Omit<Insert<typeof tourDates>, 'tourId'>>

export async function createTourDate(
  db: AppDatabase,
  tourId: number,
  overrides: TourDateOverrides = {},
): Promise<Row<typeof tourDates>> {
  const basePriceMinor = overrides.basePriceMinor ?? 1_000_00
  const [row] = await db
    .insert(tourDates)
    .values({
      startDate: '2027-06-01',
      endDate: '2027-06-07',
      durationDays: 7,
      currency: 'USD',
      basePriceMinor,
      priceMinor: basePriceMinor,
      priceUsdMinor: basePriceMinor,
      numberOfSeats: 12,
      numberOfFreeSeats: 12,
      prepaymentType: 1,
      prepaymentSize: 20,
      fullPaymentDays: 14,
      ...overrides,
      tourId,
    })
    .returning()
  return row!
}

export type TourOverrides = Partial<Insert<typeof tours>> & {
  /** Dates to create with the tour; one default date when omitted, none for `[]`. */
  dates?: TourDateOverrides[]
  restKindIds?: number[]
  collectionIds?: number[]
  /** Media keys to attach, in order; one landscape when omitted. */
  mediaKeys?: string[]
}

/** A published tour with its start city as the only place on its route, one photo and one date. */
export async function createTour(db: AppDatabase, overrides: TourOverrides = {}) {
  const { dates, restKindIds = [], collectionIds = [], mediaKeys, ...tourOverrides } = overrides
  const n = nextUniqueNumber()
  const startCity = tourOverrides.startCityId === undefined ? await createCity(db) : undefined
  const startCityId = tourOverrides.startCityId ?? startCity!.id
  const countryId = tourOverrides.countryId ?? startCity?.countryId ?? (await createCountry(db)).id
  const organizerId = tourOverrides.organizerId ?? (await createOrganizer(db, { countryId })).id
  const [inserted] = await db
    .insert(tours)
    .values({
      slug: `pending-${n}`,
      type: 1,
      title: `Tour ${n}`,
      titleRu: `Тур ${n}`,
      summary: `A summary of tour ${n}`,
      summaryRu: `Описание тура ${n}`,
      description: `<p>Tour ${n}</p>`,
      descriptionRu: `<p>Тур ${n}</p>`,
      regionId: startCity?.regionId ?? null,
      durationDays: 7,
      accommodation: ['hotel'],
      comfort: 'medium',
      difficulty: 2,
      maxGroupSize: 12,
      languageIds: [],
      coverKey: `landscape-${n}`,
      latitude: 40,
      longitude: 10,
      ...tourOverrides,
      // The office's status and is_published move together (a check holds them equal).
      status:
        tourOverrides.status ?? (tourOverrides.isPublished === false ? 'hidden' : 'published'),
      startCityId,
      countryId,
      organizerId,
    })
    .returning()
  const tour = inserted!
  // §2: a tour's slug ends in -{id}; the id is known only after the insert.
  const slug = tourOverrides.slug ?? `tour-${n}-${tour.id}`
  await db.update(tours).set({ slug }).where(eq(tours.id, tour.id))
  const startCityRow =
    startCity ?? (await db.select().from(cities).where(eq(cities.id, startCityId)))[0]!
  await db.insert(tourPlaces).values({
    tourId: tour.id,
    position: 0,
    cityId: startCityId,
    regionId: startCityRow.regionId,
    countryId: startCityRow.countryId,
  })
  const keys = mediaKeys ?? [`landscape-${n}`]
  if (keys.length > 0) {
    await db.insert(tourMedia).values(
      keys.map((imageKey, position) => ({
        tourId: tour.id,
        position,
        imageKey,
        alt: `Photo ${position + 1} of tour ${n}`,
        altRu: `Фото ${position + 1}`,
      })),
    )
  }
  if (restKindIds.length > 0)
    await db
      .insert(tourRestKinds)
      .values(restKindIds.map((restKindId) => ({ tourId: tour.id, restKindId })))
  if (collectionIds.length > 0)
    await db
      .insert(tourCollections)
      .values(collectionIds.map((collectionId) => ({ tourId: tour.id, collectionId })))
  const createdDates = []
  for (const date of dates ?? [{}]) createdDates.push(await createTourDate(db, tour.id, date))
  return { ...tour, slug, dates: createdDates }
}

/** Puts a city on a tour's route at `position` (the factory tour's start city is position 0). */
export async function addRoutePlace(
  db: AppDatabase,
  tourId: number,
  position: number,
  city: Pick<Row<typeof cities>, 'id' | 'regionId' | 'countryId'>,
): Promise<void> {
  await db.insert(tourPlaces).values({
    tourId,
    position,
    cityId: city.id,
    regionId: city.regionId,
    countryId: city.countryId,
  })
}

export async function linkTourShowplace(
  db: AppDatabase,
  tourId: number,
  showplaceId: number,
): Promise<void> {
  await db.insert(tourShowplaces).values({ tourId, showplaceId })
}

export async function createTourSlugRedirect(
  db: AppDatabase,
  tourId: number,
  oldSlug: string,
): Promise<void> {
  await db.insert(tourSlugRedirects).values({ tourId, oldSlug })
}
