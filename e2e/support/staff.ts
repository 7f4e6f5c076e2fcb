import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
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

/**
 * The last step each account's code was given for against this API (a step is accepted once),
 * kept in a file: Playwright starts a new worker process after a failed test, and a step the old
 * one spent is refused — in CI one failure became seven "already used" sign-ins after it.
 */
const spentStepsFile = join(tmpdir(), `tourmarket-e2e-totp-steps-${new URL(API_URL).port}.json`)

function spentSteps(): Record<string, number> {
  return existsSync(spentStepsFile)
    ? (JSON.parse(readFileSync(spentStepsFile, 'utf8')) as Record<string, number>)
    : {}
}

/**
 * A code not given for the account yet: the current step's, else the next one's (the API
 * accepts one step of drift); past that, wait for the clock's next step.
 */
export async function demoStaffCode(login: string): Promise<string> {
  await expect
    .poll(() => (spentSteps()[login] ?? -1) < stepNow() + 1, { timeout: 35_000 })
    .toBe(true)
  const spent = spentSteps()
  const step = Math.max(stepNow(), (spent[login] ?? -1) + 1)
  writeFileSync(spentStepsFile, JSON.stringify({ ...spent, [login]: step }))
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
