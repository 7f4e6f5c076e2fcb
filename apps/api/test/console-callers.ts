// Who calls the operator console's endpoints in the role × endpoint tests (issue 43 item 8): every
// kind of account, allowed or refused.
import type { StaffRole } from '@tourmarket/domain/console'
import type { Config } from '../src/config.ts'
import type { AppDatabase } from '../src/db/database.ts'
import { createOrganizerOwner, createSignedInUser } from './factories-bookings.ts'

export type ConsoleCaller = 'visitor' | 'tourist' | 'organizer' | 'staff without a role' | StaffRole

export const consoleCallers: readonly ConsoleCaller[] = [
  'visitor',
  'tourist',
  'organizer',
  'staff without a role',
  'admin',
  'support',
  'content',
  'finance',
]

/** A new account of the caller's kind, signed in: its token (none for a visitor). */
export async function consoleCallerToken(
  harness: { readonly db: AppDatabase; readonly config: Config },
  caller: ConsoleCaller,
): Promise<string | undefined> {
  const { db, config } = harness
  switch (caller) {
    case 'visitor':
      return undefined
    case 'tourist':
      return (await createSignedInUser(db, config)).token
    case 'organizer':
      return (await createOrganizerOwner(db, config)).account.token
    case 'staff without a role':
      return (await createSignedInUser(db, config, { isAdminAuth: true, staffRole: null })).token
    default:
      return (await createSignedInUser(db, config, { staffRole: caller })).token
  }
}
