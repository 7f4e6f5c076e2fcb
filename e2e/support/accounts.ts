import type {
  APIRequestContext,
  APIResponse,
  BrowserContext,
  Page,
  TestInfo,
} from '@playwright/test'
import {
  captchaChallengeOf,
  captchaSolutionHeaderValue,
  solveProofOfWork,
} from '@tourmarket/api-client/client'
import { CAPTCHA_SOLUTION_HEADER } from '@tourmarket/domain/http'
import { expect } from './test.ts'
import { API_URL } from './servers.ts'

/** An address no other test (nor project, nor earlier run against a reused API) uses. */
export function uniqueEmail(testInfo: TestInfo, label: string): string {
  const random = Math.random().toString(36).slice(2, 8)
  return `${label}-${testInfo.project.name}-${Date.now()}-${random}@example.com`
}

type OutboxEntry = { recipient: string; subject: string | null; body: string }

/** The newest outbox message to `recipient` whose subject matches, waiting for it to arrive. */
export async function newestMessage(
  request: APIRequestContext,
  recipient: string,
  subject: RegExp,
): Promise<OutboxEntry> {
  let found: OutboxEntry | undefined
  await expect
    .poll(
      async () => {
        const response = await request.get(`${API_URL}/dev/outbox`, {
          params: { recipient, limit: 20 },
        })
        const outbox = (await response.json()) as { data: OutboxEntry[] }
        found = outbox.data.find((message) => subject.test(message.subject ?? ''))
        return found !== undefined
      },
      { message: `a message to ${recipient} with subject ${subject}` },
    )
    .toBe(true)
  return found!
}

/** The 5-digit code in a message's subject ('Your sign-in code: 01234'). */
export function codeOf(message: OutboxEntry): string {
  const code = /(\d{5})/.exec(message.subject ?? '')?.[1]
  if (code === undefined) throw new Error(`No code in "${message.subject}"`)
  return code
}

/**
 * An address of a visitor of its own, for X-Forwarded-For. The API counts sign-ups and logins per
 * address (10 sign-ups an hour, the hard captcha past 30); set-up calls and the suite's journeys
 * would otherwise all count against 127.0.0.1. Outside production the API believes loopback
 * proxies, so it takes this address as the caller's.
 */
export function visitorAddress(): string {
  const part = () => String(1 + Math.floor(Math.random() * 250))
  return `10.${part()}.${part()}.${part()}`
}

/**
 * A POST to the API as another visitor would make it (its own address): past a rate limit (a
 * reused API keeps its counters between runs) it solves the §8 captcha and repeats the call once,
 * as the storefront does.
 */
export async function postToApi(
  request: APIRequestContext,
  path: string,
  body: unknown,
  apiUrl = API_URL,
): Promise<APIResponse> {
  const headers = { 'X-Forwarded-For': visitorAddress() }
  const first = await request.post(`${apiUrl}${path}`, { data: body, headers })
  if (first.status() !== 429) return first
  const challenge = captchaChallengeOf(await first.json())
  const number = challenge === null ? null : await solveProofOfWork(challenge)
  if (challenge === null || number === null) return first
  return request.post(`${apiUrl}${path}`, {
    data: body,
    headers: {
      ...headers,
      [CAPTCHA_SOLUTION_HEADER]: captchaSolutionHeaderValue(challenge, number),
    },
  })
}

/** A confirmed-enough account made through the API; its session token for journeys that need one. */
export async function registerThroughApi(
  request: APIRequestContext,
  account: { email: string; password: string; firstName: string; lastName?: string },
): Promise<string> {
  const response = await postToApi(request, '/crm/api/user/register', {
    first_name: account.firstName,
    last_name: account.lastName ?? 'Tester',
    email: account.email,
    password: account.password,
    confirm_password: account.password,
  })
  expect(response.status(), await response.text()).toBe(200)
  return ((await response.json()) as { token: string }).token
}

/**
 * A session token for an existing account. Journeys that are not about signing in use it rather
 * than the login form: the demo accounts sign in from many specs and both projects, and the API
 * limits logins per account (10 in 15 minutes), which the form would meet as a §8 captcha.
 */
export async function signInThroughApi(
  request: APIRequestContext,
  account: { login: string; password: string },
  apiUrl = API_URL,
): Promise<string> {
  const response = await postToApi(request, '/crm/api/user/auth', account, apiUrl)
  expect(response.status(), await response.text()).toBe(200)
  return ((await response.json()) as { token: string }).token
}

/** §4: the session token travels in this cookie as 'Bearer {token}'. */
export const SESSION_COOKIE = 'auth_token'

/** The browser context signed in with the token (the session cookie), without the cookie notice. */
export async function signInContext(
  context: BrowserContext,
  storefrontUrl: string,
  token: string,
): Promise<void> {
  await context.addCookies([
    { name: SESSION_COOKIE, value: encodeURIComponent(`Bearer ${token}`), url: storefrontUrl },
    { name: 'cookie_notice_dismissed', value: '1', url: storefrontUrl },
  ])
}

/** Fills the 5 cells of the kit's code input by typing: each digit moves to the next cell. */
export async function typeCode(page: Page, code: string): Promise<void> {
  await page.getByRole('textbox', { name: /^Digit 1 of 5$/ }).click()
  await page.keyboard.type(code)
}

/** The header's account area. */
export function siteHeader(page: Page) {
  return page.locator('header.site-header')
}

/** Signs out through the header's menu. */
export async function logOutThroughMenu(page: Page, name: string): Promise<void> {
  await siteHeader(page).getByRole('button', { name }).click()
  await page.getByRole('button', { name: 'Log out' }).click()
  await expect(siteHeader(page).getByRole('link', { name: 'Log in' })).toBeVisible()
}
