// Factories and a test harness for the tour page and organizer modules: reviews, questions,
// programs, discounts and individual offers, each with overrides.
import { randomUUID } from 'node:crypto'
import type { App } from '../src/app.ts'
import type { AppDatabase } from '../src/db/database.ts'
import {
  discounts,
  individualTours,
  reviewImages,
  reviews,
  tourProgramDays,
  tourPrograms,
  tourQuestions,
} from '../src/db/schema/index.ts'
import type { tours } from '../src/db/schema/index.ts'
import type { TestDatabaseTarget } from './databases.ts'
import { useSeededApp } from './app-harness.ts'
import { daysFromToday, nextUniqueNumber, seedCurrencyRates } from './factories.ts'
import type { Insert, Row } from './factories.ts'

/**
 * A migrated database with the test currency rates, and one app over it for the whole file;
 * tests seed their own rows, so they never depend on each other's data.
 */
export function useTourTestHarness(target: TestDatabaseTarget) {
  const harness = useSeededApp(target, seedCurrencyRates)
  return {
    get db(): AppDatabase {
      return harness.db
    },
    app: (): App => harness.app,
  }
}

export type ReviewOverrides = Partial<Omit<Insert<typeof reviews>, 'tourId'>> & {
  /** Image keys of the review's photos, in order. */
  imageKeys?: string[]
}

/** A review of a tour, by the tour's organizer unless told otherwise. */
export async function createReview(
  db: AppDatabase,
  tour: Pick<Row<typeof tours>, 'id' | 'organizerId'>,
  overrides: ReviewOverrides = {},
): Promise<Row<typeof reviews>> {
  const { imageKeys = [], ...values } = overrides
  const n = nextUniqueNumber()
  const [row] = await db
    .insert(reviews)
    .values({
      uuid: randomUUID(),
      organizerId: tour.organizerId,
      authorName: `Reviewer ${n}`,
      rating: 5,
      text: `Review ${n}: a wonderful trip.`,
      ...values,
      tourId: tour.id,
    })
    .returning()
  const review = row!
  if (imageKeys.length > 0) {
    await db.insert(reviewImages).values(
      imageKeys.map((imageKey, position) => ({
        reviewId: review.id,
        position,
        imageKey,
        alt: `Photo ${position + 1} of review ${n}`,
      })),
    )
  }
  return review
}

export async function createTourQuestion(
  db: AppDatabase,
  tourId: number,
  overrides: Partial<Omit<Insert<typeof tourQuestions>, 'tourId'>> = {},
): Promise<Row<typeof tourQuestions>> {
  const n = nextUniqueNumber()
  const [row] = await db
    .insert(tourQuestions)
    .values({
      authorName: `Asker ${n}`,
      question: `Question ${n}?`,
      answer: `Answer ${n}.`,
      answeredAt: new Date(),
      ...overrides,
      tourId,
    })
    .returning()
  return row!
}

export type ProgramDayOverrides = Partial<Omit<Insert<typeof tourProgramDays>, 'programId'>>

/** A program of a tour with its days (day numbers 1, 2, … unless given). */
export async function createTourProgram(
  db: AppDatabase,
  tourId: number,
  overrides: Partial<Omit<Insert<typeof tourPrograms>, 'tourId'>> & {
    days?: ProgramDayOverrides[]
  } = {},
) {
  const { days = [{}, {}], ...values } = overrides
  const n = nextUniqueNumber()
  const [row] = await db
    .insert(tourPrograms)
    .values({ name: `Program ${n}`, nameRu: `Программа ${n}`, ...values, tourId })
    .returning()
  const program = row!
  const dayRows = []
  for (const [index, day] of days.entries()) {
    const [dayRow] = await db
      .insert(tourProgramDays)
      .values({
        dayNumber: index + 1,
        title: `Day ${index + 1}`,
        titleRu: `День ${index + 1}`,
        description: `<p>What happens on day ${index + 1}</p>`,
        descriptionRu: `<p>Что происходит в день ${index + 1}</p>`,
        ...day,
        programId: program.id,
      })
      .returning()
    dayRows.push(dayRow!)
  }
  return { ...program, days: dayRows }
}

export async function createDiscount(
  db: AppDatabase,
  tourId: number,
  overrides: Partial<Omit<Insert<typeof discounts>, 'tourId'>> = {},
): Promise<Row<typeof discounts>> {
  const [row] = await db
    .insert(discounts)
    .values({ kind: 'early_booking_days', percent: 15, daysBeforeStart: 60, ...overrides, tourId })
    .returning()
  return row!
}

export async function createIndividualTour(
  db: AppDatabase,
  tourId: number,
  overrides: Partial<Omit<Insert<typeof individualTours>, 'tourId'>> = {},
): Promise<Row<typeof individualTours>> {
  const n = nextUniqueNumber()
  const [row] = await db
    .insert(individualTours)
    .values({
      uuid: randomUUID(),
      clientName: `Client ${n}`,
      startDate: daysFromToday(40),
      endDate: daysFromToday(44),
      currency: 'USD',
      priceMinor: 2_500_00,
      ...overrides,
      tourId,
    })
    .returning()
  return row!
}
