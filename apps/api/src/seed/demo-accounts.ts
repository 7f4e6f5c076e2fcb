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

// Hashed once per process: the same demo passwords need no fresh hash for every seed run.
const passwordHashes = new Map<string, Promise<string>>()
function hashOnce(password: string): Promise<string> {
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
       number_of_free_seats = greatest(d.number_of_free_seats, least(d.number_of_seats, 6)),
       not_guaranteed = o.position % 2 = 0
     from (select id, row_number() over (order by start_date, id) as position
           from tour_dates where tour_id = $1 and start_date >= $2) o
     where d.id = o.id`,
    [row.id, from],
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
}

/** Support answers support chats (issue 17); the account is no catalogue table, so --reset updates it. */
async function upsertDemoSupportAccount(executor: SqlExecutor): Promise<void> {
  await executor.query(
    `insert into users (email, email_confirmed_at, password_hash, first_name, last_name, activity_hash, is_staff)
     values ($1, now(), $2, 'Demo', 'Support', $3, true)
     on conflict (email) where email is not null
     do update set is_staff = true, password_hash = excluded.password_hash`,
    [
      demoSupportAccount.email,
      await hashOnce(demoSupportAccount.password),
      randomBytes(32).toString('base64url'),
    ],
  )
}
