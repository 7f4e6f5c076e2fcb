import { randomBytes } from 'node:crypto'
import { createPasswordHasher } from '../modules/accounts/passwords.ts'
import type { SqlExecutor } from './bulk-insert.ts'
import { hashOnce, type DemoBooking } from './demo-accounts.ts'

/**
 * The demo admin's sign-in (README): staff, so its sign-in is an admin login (§6 is_admin_auth),
 * with both private-data rights (can_view_commission, can_use_knowledge). Like every demo account
 * it is made only outside production (config demoSeed.accounts).
 */
export const demoAdminAccount = {
  email: 'admin@tourmarket.test',
  password: 'admin-demo-2026',
} as const

/**
 * Issue 43: the operator console's other demo roles (admin is the account above, support the
 * support agent's). Made with the other demo accounts, so never in production.
 */
export const demoConsoleStaffAccounts = [
  { email: 'content@tourmarket.test', password: 'content-demo-2026', role: 'content' },
  { email: 'finance@tourmarket.test', password: 'finance-demo-2026', role: 'finance' },
] as const

/** The booking demo tour's own commission, unlike its organizer's default 15 %. */
export const demoTourCommissionPercent = 12.5

/** Staff notes on the booking demo tour (§6 can_use_knowledge), never shown to anyone else. */
export const demoTourKnowledge = [
  'Organizer answers within 2 hours on weekdays; call rather than write after 18:00 local time.',
  'Group transfers from the airport are included only for arrivals before 14:00 on day 1.',
  'Agreed on the phone: a 5 % goodwill refund if the boat trip on day 2 is cancelled for weather.',
].join('\n')

/**
 * §6 demo private data: the demo tour's commission and knowledge, and (when asked) the admin and
 * the console's content and finance staff.
 */
export async function seedDemoPrivateData(
  executor: SqlExecutor,
  demo: DemoBooking,
  options: { readonly withAccount: boolean },
): Promise<void> {
  await executor.query(`update tours set commission_percent = $2, knowledge = $3 where id = $1`, [
    demo.tourId,
    demoTourCommissionPercent,
    demoTourKnowledge,
  ])
  if (!options.withAccount) return
  await executor.query(
    `insert into users (email, email_confirmed_at, password_hash, first_name, last_name, activity_hash,
       is_staff, staff_role, can_use_knowledge, can_view_commission)
     values ($1, now(), $2, 'Demo', 'Admin', $3, true, 'admin', true, true)
     on conflict (email) where email is not null
     do update set is_staff = true, staff_role = 'admin', can_use_knowledge = true,
       can_view_commission = true, password_hash = excluded.password_hash`,
    [
      demoAdminAccount.email,
      await createPasswordHasher().hash(demoAdminAccount.password),
      randomBytes(32).toString('base64url'),
    ],
  )
  for (const account of demoConsoleStaffAccounts) {
    const name = `${account.role.charAt(0).toUpperCase()}${account.role.slice(1)}`
    await executor.query(
      `insert into users (email, email_confirmed_at, password_hash, first_name, last_name, activity_hash,
         is_staff, staff_role)
       values ($1, now(), $2, 'Demo', $3, $4, true, $5)
       on conflict (email) where email is not null
       do update set is_staff = true, staff_role = excluded.staff_role,
         password_hash = excluded.password_hash`,
      [
        account.email,
        await hashOnce(account.password),
        name,
        randomBytes(32).toString('base64url'),
        account.role,
      ],
    )
  }
}
