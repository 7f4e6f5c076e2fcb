import { expect, type APIRequestContext } from '@playwright/test'
import { Secret, TOTP } from 'otpauth'
import { postToApi } from './accounts.ts'
import { API_URL } from './servers.ts'

/**
 * The demo staff's authenticator secret (README, decision 0067): outside production the
 * @tourmarket.test staff accounts enrol with it, so these tests can make their codes.
 */
export const DEMO_STAFF_TOTP_SECRET = 'KRXXK4TNMFZGWZLUEBCGK3LPEBJXIYLGMY'

const period = 30
const totp = new TOTP({ secret: Secret.fromBase32(DEMO_STAFF_TOTP_SECRET), digits: 6, period })
const stepNow = () => Math.floor(Date.now() / 1000 / period)

/** The last step each account's code was given for, in this worker (a step is accepted once). */
const spentSteps = new Map<string, number>()

/**
 * A code this worker has not given for the account yet: the current step's, else the next one's
 * (the API accepts one step of drift); past that, wait for the clock's next step.
 */
export async function demoStaffCode(login: string): Promise<string> {
  await expect
    .poll(() => (spentSteps.get(login) ?? -1) < stepNow() + 1, { timeout: 35_000 })
    .toBe(true)
  const step = Math.max(stepNow(), (spentSteps.get(login) ?? -1) + 1)
  spentSteps.set(login, step)
  return totp.generate({ timestamp: step * period * 1000 })
}

/** A wrong code for the demo secret: one from ten minutes ago. */
export function staleDemoStaffCode(): string {
  return totp.generate({ timestamp: Date.now() - 10 * 60_000 })
}

/**
 * A demo staff account signed in as staff (issue 43 item 8): the password, then the
 * authenticator's code; answers the admin session's access token.
 */
export async function signInStaffThroughApi(
  request: APIRequestContext,
  account: { login: string; password: string },
  apiUrl = API_URL,
): Promise<string> {
  const signIn = await postToApi(request, '/crm/api/user/auth', account, apiUrl)
  expect(signIn.status(), await signIn.text()).toBe(200)
  const ordinary = ((await signIn.json()) as { token: string }).token
  const verify = await request.post(`${apiUrl}/crm/api/admin/second-factor/verify`, {
    headers: { 'x-authorization': `Bearer ${ordinary}` },
    data: { code: await demoStaffCode(account.login) },
  })
  expect(verify.status(), await verify.text()).toBe(200)
  return ((await verify.json()) as { token: string }).token
}
