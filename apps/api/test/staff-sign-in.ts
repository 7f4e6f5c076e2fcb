// A staff account's sign-in with its second factor (issue 43 item 8), the way a staff member
// makes it: the password, then the authenticator's code (enrolling first if need be).
import { eq } from 'drizzle-orm'
import { Secret, TOTP } from 'otpauth'
import { expect } from 'vitest'
import { staffSecondFactors } from '../src/db/schema/index.ts'
import type { AccountsHarness } from './accounts-harness.ts'

/** The authenticator's code for a base32 secret at an instant (30-second steps, 6 digits). */
export function authenticatorCode(secret: string, at: Date = new Date()): string {
  return new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30 }).generate({
    timestamp: at.getTime(),
  })
}

/**
 * Signs a staff account in with its password and its code, enrolling the account when it has no
 * authenticator yet; answers the admin session's token and the secret. `secret` is the one an
 * earlier sign-in enrolled; `at` the instant of the code (a step may be used once).
 */
export async function signInStaff(
  harness: AccountsHarness,
  login: { email: string; password: string },
  options: { secret?: string; at?: Date } = {},
): Promise<{ token: string; secret: string }> {
  const signIn = await harness.post('/crm/api/user/auth', {
    body: { login: login.email, password: login.password },
  })
  expect(signIn.statusCode).toBe(200)
  const { token: ordinary } = signIn.json<{ token: string }>()
  const state = await harness.get('/crm/api/admin/second-factor', { token: ordinary })
  expect(state.statusCode).toBe(200)
  const offered = state.json<{ secret: string | null }>().secret
  const secret = offered ?? options.secret
  if (secret === undefined) throw new Error('the account is enrolled: pass its secret')
  const verify = await harness.post('/crm/api/admin/second-factor/verify', {
    token: ordinary,
    body: { code: authenticatorCode(secret, options.at) },
  })
  expect(verify.statusCode, verify.body).toBe(200)
  return { token: verify.json<{ token: string }>().token, secret }
}

/** The sealed secret as stored, for the tests that look at the table. */
export async function storedSecondFactor(harness: AccountsHarness, userId: number) {
  const [row] = await harness.db
    .select()
    .from(staffSecondFactors)
    .where(eq(staffSecondFactors.userId, userId))
  return row
}
