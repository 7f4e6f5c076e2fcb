import { randomBytes } from 'node:crypto'
import { addDays } from '@tourmarket/domain/inputs'
import type { CalendarDate } from '@tourmarket/domain/inputs'
import { createPasswordHasher } from '../modules/accounts/passwords.ts'
import type { SqlExecutor } from './bulk-insert.ts'

/** The demo organizer's sign-in (README): it acts for the organizer of the demo tour. */
export const demoOrganizerAccount = {
  email: 'organizer@tourmarket.test',
  password: 'organizer-demo-2026',
} as const

/** The demo support agent's sign-in (README): a staff account, so its sign-in is an admin login (§6). */
export const demoSupportAccount = {
  email: 'support@tourmarket.test',
  password: 'support-demo-2026',
} as const

/** How far ahead the demo tour's dates are kept open for booking. */
const demoDatesFromDays = 30
/**
 * Seats each of the demo tour's later dates has free: people trying the demo (and every booking,
 * meet-page and voucher journey of the end-to-end suite, whose paid bookings keep their seats) book
 * it again and again.
 */
const demoDateFreeSeats = 20

// Hashed once per process: the same demo passwords need no fresh hash for every seed run.
const passwordHashes = new Map<string, Promise<string>>()
export function hashOnce(password: string): Promise<string> {
  let hash = passwordHashes.get(password)
  if (hash === undefined)
    passwordHashes.set(password, (hash = createPasswordHasher().hash(password)))
  return hash
}

export type DemoBooking = { readonly tourId: number; readonly organizerId: number }

/**
 * Makes the booking demo work on any seed (decision 0016): the most popular published tour (the
 * search's default order) with
 * dates at least 30 days ahead gets those dates open with free seats, alternately guaranteed
 * (booked instantly, status 2) and not guaranteed (waits for the organizer, status 1); and the
 * account organizer@tourmarket.test acts for that tour's organizer, and support@tourmarket.test is
 * a support agent. Accounts are no catalogue
 * table, so a second seed (--reset) updates the accounts instead of adding them. The accounts, whose
 * passwords the README gives, are made only when asked (never in production). Null when no tour
 * has such dates (a tiny seed of finished tours).
 */
export async function seedDemoBooking(
  executor: SqlExecutor,
  today: CalendarDate,
  options: { readonly withAccount: boolean },
): Promise<DemoBooking | null> {
  const from = addDays(today, demoDatesFromDays)
  const demo = await executor.query(
    `select t.id, t.organizer_id from tours t
     where t.is_published and exists (select 1 from tour_dates d where d.tour_id = t.id and d.start_date >= $1)
     order by coalesce(t.rating, 0) * ln(1 + t.reviews_count) desc, t.id desc
     limit 1`,
    [from],
  )
  const row = demo.rows[0] as { id: number; organizer_id: number } | undefined
  if (row === undefined) return null
  await executor.query(
    `update tour_dates d set
       is_closed = false,
       number_of_seats = greatest(d.number_of_seats, $3),
       number_of_free_seats = greatest(d.number_of_free_seats, $3),
       not_guaranteed = o.position % 2 = 0
     from (select id, row_number() over (order by start_date, id) as position
           from tour_dates where tour_id = $1 and start_date >= $2) o
     where d.id = o.id`,
    [row.id, from, demoDateFreeSeats],
  )
  if (options.withAccount) {
    await upsertDemoOrganizerAccount(executor, row.organizer_id)
    await upsertDemoSupportAccount(executor)
  }
  return { tourId: row.id, organizerId: row.organizer_id }
}

async function upsertDemoOrganizerAccount(
  executor: SqlExecutor,
  organizerId: number,
): Promise<void> {
  await executor.query(
    `insert into users (email, email_confirmed_at, password_hash, first_name, last_name, activity_hash, organizer_id)
     values ($1, now(), $2, 'Demo', 'Organizer', $3, $4)
     on conflict (email) where email is not null
     do update set organizer_id = excluded.organizer_id, password_hash = excluded.password_hash`,
    [
      demoOrganizerAccount.email,
      await hashOnce(demoOrganizerAccount.password),
      randomBytes(32).toString('base64url'),
      organizerId,
    ],
  )
  // The account runs that profile (organizer_accounts), so the settings' organizer area lists it.
  await executor.query(
    `insert into organizer_accounts (organizer_id, user_id)
     select $2, id from users where email = $1
     on conflict do nothing`,
    [demoOrganizerAccount.email, organizerId],
  )
  // Its profile is approved as an operator would (§4 internal check 1), so its owner may hide it
  // and publish it again (issue 37: only approved profiles are published).
  await executor.query(`update organizers set internal_check = 1 where id = $1`, [organizerId])
}

/**
 * Support answers support chats (issue 17) and works with bookings in the operator console (issue
 * 43: the support role); the account is no catalogue table, so --reset updates it.
 */
async function upsertDemoSupportAccount(executor: SqlExecutor): Promise<void> {
  await executor.query(
    `insert into users (email, email_confirmed_at, password_hash, first_name, last_name, activity_hash, is_staff, staff_role)
     values ($1, now(), $2, 'Demo', 'Support', $3, true, 'support')
     on conflict (email) where email is not null
     do update set is_staff = true, staff_role = 'support', password_hash = excluded.password_hash`,
    [
      demoSupportAccount.email,
      await hashOnce(demoSupportAccount.password),
      randomBytes(32).toString('base64url'),
    ],
  )
}

/** The demo tourist (README) who went on the demo past trips below. */
export const demoTouristAccount = {
  email: 'tourist@tourmarket.test',
  password: 'tourist-demo-2026',
} as const

/**
 * The review links (§2 /review/{uuid}) of the demo past trips, one per booking, fixed so the
 * e2e and a developer can open them without reading e-mail: each Playwright project writes its
 * own review, and a rerun edits it (a review stays editable for 14 days).
 */
export const demoReviewInvitationUuids = [
  '19000000-0000-4000-8000-000000000001',
  '19000000-0000-4000-8000-000000000002',
  '19000000-0000-4000-8000-000000000003',
  '19000000-0000-4000-8000-000000000004',
] as const

/** The demo past trip ended this many days before the seed's today, well inside its review window. */
const demoPastTripEndedDaysAgo = 5

const demoPastTravellers = [
  { firstName: 'Maria', lastName: 'Petrova' },
  { firstName: 'James', lastName: 'Walker' },
  { firstName: 'Elena', lastName: 'Sokolova' },
  { firstName: 'Tom', lastName: 'Becker' },
] as const

/**
 * Issue 19: a trip that is over, for the review page. The first published tour still on sale,
 * other than the booking demo's (so reviews written in a demo do not move the tour booking demos use), gets
 * a closed date that ended five days ago, and the demo tourist has four completed bookings of it
 * (status 4), each with its review link already sent. Deterministic: the same tour, dates,
 * contacts and uuids on every seed; a second seed (--reset) finds them and adds nothing.
 */
export async function seedDemoPastTrips(
  executor: SqlExecutor,
  today: CalendarDate,
  demo: DemoBooking,
): Promise<void> {
  const tour = await executor.query(
    `select t.id, t.organizer_id, t.duration_days from tours t
     join organizers o on o.id = t.organizer_id
     where t.is_published and o.is_published and t.id <> $1 and t.type = 1
       and exists (select 1 from tour_dates d where d.tour_id = t.id and d.start_date > $2)
     order by t.id limit 1`,
    [demo.tourId, today],
  )
  const row = tour.rows[0] as
    { id: number; organizer_id: number; duration_days: number } | undefined
  if (row === undefined) return
  const end = addDays(today, -demoPastTripEndedDaysAgo)
  const start = addDays(end, -(Math.max(row.duration_days, 1) - 1))
  const tourist = await executor.query(
    `insert into users (email, email_confirmed_at, password_hash, first_name, last_name, activity_hash)
     values ($1, now(), $2, 'Maria', 'Petrova', $3)
     on conflict (email) where email is not null
     do update set password_hash = excluded.password_hash
     returning id`,
    [
      demoTouristAccount.email,
      await hashOnce(demoTouristAccount.password),
      randomBytes(32).toString('base64url'),
    ],
  )
  const touristId = (tourist.rows[0] as { id: number }).id
  const existing = await executor.query(`select 1 from review_invitations where uuid = $1`, [
    demoReviewInvitationUuids[0],
  ])
  if (existing.rows.length > 0) return
  const date = await executor.query(
    `insert into tour_dates (tour_id, start_date, end_date, duration_days, currency, base_price_minor,
       price_minor, price_usd_minor, number_of_seats, number_of_free_seats, prepayment_type,
       prepayment_size, full_payment_days, is_closed)
     select tour_id, $2, $3, duration_days, currency, base_price_minor, price_minor, price_usd_minor,
       number_of_seats, number_of_seats - $4, prepayment_type, prepayment_size, full_payment_days, true
     from tour_dates where tour_id = $1 order by start_date, id limit 1
     returning id, currency, price_minor`,
    [row.id, start, end, demoPastTravellers.length],
  )
  const dateRow = date.rows[0] as { id: number; currency: string; price_minor: number } | undefined
  if (dateRow === undefined) return
  for (const [index, traveller] of demoPastTravellers.entries()) {
    const booking = await executor.query(
      `insert into booking_requests (user_id, tour_id, tour_date_id, organizer_id, status,
         tourists_count, currency, price_per_tourist_minor, price_per_tourist_without_discount_minor,
         total_minor, prepayment_minor, contact_first_name, contact_last_name, contact_email,
         contact_phone)
       values ($1, $2, $3, $4, 4, 1, $5, $6, $6, $6, $6, $7, $8, $9, '+12025550100')
       returning id`,
      [
        touristId,
        row.id,
        dateRow.id,
        row.organizer_id,
        dateRow.currency,
        dateRow.price_minor,
        traveller.firstName,
        traveller.lastName,
        demoTouristAccount.email,
      ],
    )
    await executor.query(
      `insert into review_invitations (booking_id, uuid, sent_at) values ($1, $2, now())`,
      [(booking.rows[0] as { id: number }).id, demoReviewInvitationUuids[index]],
    )
  }
}
