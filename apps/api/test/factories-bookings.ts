// Factories for the booking tests: signed-in accounts made directly in the database (with a real
// session row and a real access token, so the API's own guard admits them) and bookable tours.
import { randomUUID } from 'node:crypto'
import type { StaffRole } from '@tourmarket/domain/console'
import type { Config } from '../src/config.ts'
import type { AppDatabase } from '../src/db/database.ts'
import { eq } from 'drizzle-orm'
import { organizerAccounts, tourDates, userSessions, users } from '../src/db/schema/index.ts'
import { createAccessTokens, deriveKey, randomToken } from '../src/modules/accounts/tokens.ts'
import { createOrganizer, createTour, daysFromToday } from './factories.ts'
import type { TourDateOverrides, TourOverrides } from './factories.ts'

export type SignedInUser = { readonly id: number; readonly email: string; readonly token: string }

/**
 * An account with an open session and its access token, without going through sign-in: fast
 * enough to make fifty at once. `isAdminAuth` makes it a staff (admin) login, with the console's
 * admin role unless `staffRole` names another (null: staff without a role; issue 43).
 */
export async function createSignedInUser(
  db: AppDatabase,
  config: Pick<Config, 'accounts'>,
  overrides: {
    organizerId?: number
    isAdminAuth?: boolean
    staffRole?: StaffRole | null
    languageCode?: string
  } = {},
): Promise<SignedInUser> {
  const isAdminAuth = overrides.isAdminAuth ?? overrides.staffRole !== undefined
  const email = `booker-${randomUUID().slice(0, 12)}@example.com`
  const [user] = await db
    .insert(users)
    .values({
      email,
      firstName: 'Booker',
      lastName: 'Test',
      activityHash: randomToken(),
      isStaff: isAdminAuth || overrides.staffRole !== undefined,
      staffRole:
        overrides.staffRole === undefined ? (isAdminAuth ? 'admin' : null) : overrides.staffRole,
      organizerId: overrides.organizerId ?? null,
      languageCode: overrides.languageCode ?? 'en-US',
    })
    .returning({ id: users.id })
  const sessionId = randomUUID()
  await db.insert(userSessions).values({ id: sessionId, userId: user!.id, isAdminAuth })
  const tokens = createAccessTokens({
    key: deriveKey(config.accounts.sessionSecret, 'access-token'),
    now: () => new Date(),
  })
  const token = await tokens.sign({ userId: user!.id, sessionId, isAdminAuth })
  return { id: user!.id, email, token }
}

/** A date 60 days ahead with 10 free seats, 20% prepayment and the rest due 14 days before. */
export function futureDate(overrides: TourDateOverrides = {}): TourDateOverrides {
  return {
    startDate: daysFromToday(60),
    endDate: daysFromToday(66),
    durationDays: 7,
    currency: 'EUR',
    basePriceMinor: 100_000,
    priceMinor: 100_000,
    priceUsdMinor: 110_000,
    numberOfSeats: 10,
    numberOfFreeSeats: 10,
    prepaymentType: 1,
    prepaymentSize: 20,
    fullPaymentDays: 14,
    ...overrides,
  }
}

/** A published tour whose dates can be booked (one future guaranteed date unless told). */
export async function createBookableTour(
  db: AppDatabase,
  overrides: TourOverrides & { dates?: TourDateOverrides[] } = {},
) {
  return createTour(db, { ...overrides, dates: overrides.dates ?? [futureDate()] })
}

export function tourist(n: number, overrides: Record<string, unknown> = {}) {
  return {
    first_name: `Tourist${n}`,
    last_name: 'Example',
    birthday: '1990-05-17',
    ...overrides,
  }
}

export function bookingBody(
  tourDateId: number,
  touristsCount = 1,
  overrides: Record<string, unknown> = {},
) {
  return {
    tour_date_id: tourDateId,
    tourists: Array.from({ length: touristsCount }, (_, index) => tourist(index + 1)),
    contact: {
      first_name: 'Anna',
      last_name: 'Booker',
      email: 'anna.booker@example.com',
      phone: '+12025550147',
    },
    comment: 'Vegetarian meals, please.',
    consent: true,
    ...overrides,
  }
}

/** A tour date's free seats as stored. */
export async function freeSeatsOf(db: AppDatabase, tourDateId: number): Promise<number> {
  const [row] = await db
    .select({ free: tourDates.numberOfFreeSeats })
    .from(tourDates)
    .where(eq(tourDates.id, tourDateId))
  return row!.free
}

/** An account that runs one organizer profile (linked in organizer_accounts) and acts for it. */
export async function createOrganizerOwner(
  db: AppDatabase,
  config: Pick<Config, 'accounts'>,
  overrides: Parameters<typeof createOrganizer>[1] = {},
) {
  const organizer = await createOrganizer(db, overrides)
  const account = await createSignedInUser(db, config, { organizerId: organizer.id })
  await db.insert(organizerAccounts).values({ organizerId: organizer.id, userId: account.id })
  return { organizer, account }
}
