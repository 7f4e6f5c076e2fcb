import type { APIRequestContext, BrowserContext } from '@playwright/test'
import { postToApi } from './support/accounts.ts'
import { openBeforeHydration } from './support/before-hydration.ts'
import { gotoHydrated } from './support/hydration.ts'
import { API_URL } from './support/servers.ts'
import { expect, test } from './support/test.ts'

// The booking page's trip program (§7 /spa/tour-program): opened on demand, day by day, and a
// native disclosure that opens before hydration too, offering the tour page's program meanwhile.

/** The README's demo tourist, whose past trips the seed books (apps/api/src/seed/demo-accounts.ts). */
const DEMO_TOURIST = { login: 'tourist@tourmarket.test', password: 'tourist-demo-2026' }

async function signedInTourist(
  request: APIRequestContext,
  context: BrowserContext,
  baseURL: string,
) {
  const response = await postToApi(request, '/crm/api/user/auth', DEMO_TOURIST)
  expect(response.status(), await response.text()).toBe(200)
  const { token } = (await response.json()) as { token: string }
  await context.addCookies([
    { name: 'auth_token', value: encodeURIComponent(`Bearer ${token}`), url: baseURL },
    { name: 'cookie_notice_dismissed', value: '1', url: baseURL },
  ])
  const list = await request.get(`${API_URL}/crm/api/request/list`, {
    headers: { 'X-Authorization': `Bearer ${token}` },
  })
  expect(list.status(), await list.text()).toBe(200)
  const bookings = ((await list.json()) as { data: { id: number }[] }).data
  const first = bookings[0]
  if (first === undefined) throw new Error('the demo tourist has no bookings')
  return first.id
}

test.describe('the booking page’s trip program', () => {
  test('opens day by day from /spa/tour-program', async ({ page, request, baseURL }) => {
    const bookingId = await signedInTourist(request, page.context(), baseURL ?? '')
    await gotoHydrated(page, `/booking/${String(bookingId)}`)
    const section = page.getByRole('region', { name: 'Trip program' })
    await expect(section.getByText('Day 1.')).toHaveCount(0)
    const answered = page.waitForResponse((response) =>
      response.url().includes('/spa/tour-program?'),
    )
    await section.getByText('Show the program day by day').click()
    expect((await answered).status()).toBe(200)
    await expect(section.getByRole('heading', { level: 3, name: /^Day 1\. / })).toBeVisible()
    await expect(section.getByRole('heading', { level: 3 }).last()).toHaveText(/^Day \d+\. /)
  })

  test('opens before hydration, offers the tour page’s program, then loads the days', async ({
    page,
    request,
    baseURL,
  }) => {
    const bookingId = await signedInTourist(request, page.context(), baseURL ?? '')
    const early = await openBeforeHydration(page, `/booking/${String(bookingId)}`)
    const section = page.getByRole('region', { name: 'Trip program' })
    await section.getByText('Show the program day by day').click()
    const onTourPage = section.getByRole('link', { name: 'See it on the tour page' })
    await expect(onTourPage).toBeVisible()
    await expect(onTourPage).toHaveAttribute('href', /^\/[a-z0-9-]+-\d+#tour-program$/)
    await early.hydrate()
    await expect(section.getByRole('heading', { level: 3, name: /^Day 1\. / })).toBeVisible()
  })
})
