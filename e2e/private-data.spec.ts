import type { APIRequestContext, BrowserContext } from '@playwright/test'
import { postToApi } from './support/accounts.ts'
import { signInStaffThroughApi } from './support/staff.ts'
import { gotoHydrated } from './support/hydration.ts'
import { API_URL } from './support/servers.ts'
import { expect, test } from './support/test.ts'

// §6 private data (decision 0032): the demo admin (staff, both rights) sees the tour page's
// commission and knowledge; a tourist's or visitor's page holds no trace of either.

/** The README's demo accounts (apps/api/src/seed/demo-admin.ts, demo-accounts.ts). */
const DEMO_ADMIN = { login: 'admin@tourmarket.test', password: 'admin-demo-2026' }
const DEMO_TOURIST = { login: 'tourist@tourmarket.test', password: 'tourist-demo-2026' }
/** §4: the session token travels in this cookie as 'Bearer {token}'. */
const SESSION_COOKIE = 'auth_token'
/** The first line of the demo tour's staff notes (apps/api/src/seed/demo-admin.ts). */
const DEMO_KNOWLEDGE = 'Organizer answers within 2 hours on weekdays'

/** Words, class names, keys and fields that would give the private blocks away. */
const TRACES = [
  'staff-panel',
  'Staff only',
  'Staff knowledge',
  'staff.',
  DEMO_KNOWLEDGE,
  'tour-private',
  'is_tour_specific',
  'can_view_commission',
  'can_use_knowledge',
  'Organizer gets',
]

async function signIn(request: APIRequestContext, account: { login: string; password: string }) {
  const response = await postToApi(request, '/crm/api/user/auth', account)
  expect(response.status(), await response.text()).toBe(200)
  const token = ((await response.json()) as { token: string }).token
  const adminCookie = response
    .headersArray()
    .some(({ name, value }) => name.toLowerCase() === 'set-cookie' && /^adm_auth=1;/.test(value))
  return { token, adminCookie }
}

/** The browser signed in with the session cookie (and the API's adm_auth hint when it set one). */
async function signInContext(
  context: BrowserContext,
  baseURL: string,
  session: { token: string; adminCookie: boolean },
) {
  await context.addCookies([
    { name: SESSION_COOKIE, value: encodeURIComponent(`Bearer ${session.token}`), url: baseURL },
    { name: 'cookie_notice_dismissed', value: '1', url: baseURL },
    ...(session.adminCookie ? [{ name: 'adm_auth', value: '1', url: baseURL }] : []),
  ])
}

/** The demo tour, which the seed gives its own commission and staff notes. */
async function demoTourPath(request: APIRequestContext): Promise<string> {
  const from = new Date(Date.now() + 31 * 24 * 3600 * 1000).toISOString().slice(0, 10)
  const response = await request.get(`${API_URL}/spa/tours-page`, {
    params: { dateFrom: from, limit: 1 },
  })
  const list = (await response.json()) as { data: { slug: string }[] }
  const tour = list.data[0]
  if (tour === undefined) throw new Error('the seeded catalogue has no tour with later dates')
  return `/${tour.slug}`
}

function expectNoTrace(html: string) {
  for (const trace of TRACES)
    expect(html, `the page must not contain '${trace}'`).not.toContain(trace)
}

test.describe('§6 private data on the tour page', () => {
  test('the demo admin sees the commission per date and the staff knowledge', async ({
    page,
    context,
    request,
    baseURL,
  }, testInfo) => {
    // A staff sign-in gives the authenticator's code too (issue 43 item 8); its answer sets the
    // adm_auth hint.
    const session = { token: await signInStaffThroughApi(request, DEMO_ADMIN), adminCookie: true }
    await signInContext(context, baseURL!, session)
    const path = await demoTourPath(request)
    // The public page comes first: the server renders no trace of the panel even for an admin.
    const response = await gotoHydrated(page, path)
    expectNoTrace((await response!.text()) ?? '')

    const panel = page.getByTestId('staff-panel')
    await expect(panel.getByRole('heading', { name: 'Staff only' })).toBeVisible({
      timeout: 20_000,
    })
    await expect(panel.getByRole('heading', { name: 'Commission' })).toBeVisible()
    await expect(panel.getByText('12.5 % of each booking')).toBeVisible()
    await expect(panel.getByText('This tour’s own rate')).toBeVisible()
    const rows = panel.getByTestId('staff-commission-row')
    await expect(rows.first()).toBeVisible()
    // Each date shows the price, the commission and the organizer's net (cells 1–3).
    await expect(panel.getByRole('columnheader', { name: 'Organizer gets' })).toHaveCount(1)
    await expect(rows.first().getByRole('cell')).toHaveCount(3)
    await expect(rows.first().getByRole('cell').nth(2)).toContainText(/\d/)
    await expect(panel.getByText(DEMO_KNOWLEDGE)).toBeVisible()
    await panel.scrollIntoViewIfNeeded()
    await page.screenshot({ path: testInfo.outputPath('staff-panel.png') })
  })

  test('a tourist’s page has no trace of it, in the server’s HTML or the live page', async ({
    page,
    context,
    request,
    baseURL,
  }) => {
    const session = await signIn(request, DEMO_TOURIST)
    expect(session.adminCookie).toBe(false)
    await signInContext(context, baseURL!, session)
    const path = await demoTourPath(request)
    const privateCalls: string[] = []
    page.on('request', (sent) => {
      if (/\/spa\/(tour-private|user-info-data)/.test(sent.url())) privateCalls.push(sent.url())
    })
    const response = await gotoHydrated(page, path)
    expectNoTrace((await response!.text()) ?? '')
    // Signed in and hydrated: the header shows the tourist's menu.
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    expectNoTrace(await page.content())
    expect(privateCalls).toEqual([])
  })

  test('a visitor’s raw page and the API give nothing away', async ({ page, request }) => {
    const path = await demoTourPath(request)
    const raw = await request.get(path)
    expect(raw.status()).toBe(200)
    expectNoTrace(await raw.text())
    await gotoHydrated(page, path)
    expectNoTrace(await page.content())
    const apiTour = await request.get(`${API_URL}/spa/tour-private-data?id=1`)
    expect(apiTour.status()).toBe(404)
    expect(apiTour.headers()['cache-control']).toBe('private, no-store')
  })
})

test.describe('§7 start-up loads', () => {
  test('support hours from work-time show in the footer of every page, rendered on the server', async ({
    request,
  }) => {
    const hours = (await (await request.get(`${API_URL}/spa/work-time`)).json()) as {
      result: { from: string; to: string } | null
    }
    expect(hours.result).not.toBeNull()
    for (const path of ['/', await demoTourPath(request)]) {
      const html = await (await request.get(path)).text()
      expect(html).toContain('data-testid="footer-support-hours"')
      expect(html).toContain(`${hours.result!.from}–${hours.result!.to}`)
    }
  })
})
