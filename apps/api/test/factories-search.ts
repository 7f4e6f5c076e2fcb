// Factories for the search tests: the catalogue rows factories.ts does not make (languages,
// ships, water objects, showplaces, seasons) and the links a tour's route and sights need.
import type { AppDatabase } from '../src/db/database.ts'
import {
  cities,
  languages,
  seasons,
  ships,
  showplaces,
  tourPlaces,
  tourShowplaces,
  tourSlugRedirects,
  waterObjects,
} from '../src/db/schema/index.ts'
import { eq } from 'drizzle-orm'

type Insert<Table extends { $inferInsert: unknown }> = Table['$inferInsert']
type Row<Table extends { $inferSelect: unknown }> = Table['$inferSelect']

let sequence = 0
function next(): number {
  sequence += 1
  return sequence
}

export async function createLanguage(
  db: AppDatabase,
  overrides: Partial<Insert<typeof languages>> = {},
): Promise<Row<typeof languages>> {
  const n = next()
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
  const n = next()
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
  const n = next()
  const [row] = await db
    .insert(waterObjects)
    .values({
      slug: `water-${n}`,
      name: `Water ${n}`,
      nameRu: `Вода ${n}`,
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
  const n = next()
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

export async function createSeason(
  db: AppDatabase,
  overrides: Partial<Insert<typeof seasons>> = {},
): Promise<Row<typeof seasons>> {
  const n = next()
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

/** Adds a city to the end of a tour's route (its start city is position 0). */
export async function addTourPlace(
  db: AppDatabase,
  tourId: number,
  cityId: number,
  position: number,
): Promise<void> {
  const [city] = await db.select().from(cities).where(eq(cities.id, cityId))
  await db.insert(tourPlaces).values({
    tourId,
    position,
    cityId,
    regionId: city!.regionId,
    countryId: city!.countryId,
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

/** yyyy-MM-dd, `days` from today (UTC): tests date their tours relative to the real clock. */
export function daysFromToday(days: number): string {
  const date = new Date()
  date.setUTCHours(0, 0, 0, 0)
  date.setUTCDate(date.getUTCDate() + days)
  return date.toISOString().slice(0, 10)
}
