// Issue 40: the organizer answers booking requests from the office's booking page. Confirming one
// lets the tourist pay; declining another with a reason mails the tourist the reason and frees the
// seats; the date's manifest lists who is booked, prints and downloads as CSV. At 1280 and 390 px.
import type { APIRequestContext, Browser, Page, TestInfo } from '@playwright/test'
import {
  codeOf,
  newestMessage,
  registerThroughApi,
  signInContext,
  signInThroughApi,
  uniqueEmail,
  visitorAddress,
} from './support/accounts.ts'
import { expectNoSeriousAxeViolations } from './support/axe.ts'
import { bookThroughApi } from './support/bookings.ts'
import { gotoHydrated } from './support/hydration.ts'
import { API_URL, STOREFRONT_URL } from './support/servers.ts'
import { expect, test } from './support/test.ts'

/** The README's demo organizer: it acts for the demo tour's organizer. */
const DEMO_ORGANIZER = { login: 'organizer@tourmarket.test', password: 'organizer-demo-2026' }

type DemoDate = {
  id: number
  start: string
  is_busy: boolean
  not_guaranteed: boolean
  number_of_free_seats: number
}

/**
 * The demo tour's dates that wait for the organizer (not guaranteed) with seats free, latest
 * first: the seed alternates them with guaranteed ones (apps/api/src/seed/demo-accounts.ts).
 */
async function pendingDates(request: APIRequestContext) {
  const from = new Date(Date.now() + 31 * 24 * 3600 * 1000).toISOString().slice(0, 10)
  const list = (await (
    await request.get(`${API_URL}/spa/tours-page`, { params: { dateFrom: from, limit: 1 } })
  ).json()) as { data: { slug: string }[] }
  const slug = list.data[0]?.slug
  if (slug === undefined) throw new Error('the seeded catalogue has no tour with later dates')
  const freeSeats = async (id: number) => {
    const tour = (await (
      await request.get(`${API_URL}/spa/tour`, { params: { slug } })
    ).json()) as {
      dates: DemoDate[]
    }
    return tour.dates.find((date) => date.id === id)?.number_of_free_seats ?? -1
  }
  const tour = (await (await request.get(`${API_URL}/spa/tour`, { params: { slug } })).json()) as {
    dates: DemoDate[]
  }
  const open = tour.dates
    .filter((date) => !date.is_busy && date.not_guaranteed && date.number_of_free_seats >= 2)
    .reverse()
  if (open.length === 0) throw new Error('the demo tour has no date waiting for confirmation')
  return { open, freeSeats }
}

/** A fresh tourist whose e-mail is proven (the organizer's words reach only proven addresses). */
async function provenTourist(request: APIRequestContext, testInfo: TestInfo, label: string) {
  const email = uniqueEmail(testInfo, label)
  const surname = `Officebooking${Math.random().toString(36).slice(2, 8)}`
  const token = await registerThroughApi(request, {
    email,
    password: 'lantern-quay-40-office',
    firstName: 'Vera',
    lastName: surname,
  })
  const code = codeOf(await newestMessage(request, email, /confirmation code/))
  const confirmed = await request.post(`${API_URL}/crm/api/user/confirm-email`, {
    data: { code },
    headers: { 'X-Authorization': `Bearer ${token}`, 'X-Forwarded-For': visitorAddress() },
  })
  expect(confirmed.status(), await confirmed.text()).toBe(200)
  return { email, surname, token }
}

async function bookPending(
  request: APIRequestContext,
  tourist: { email: string; surname: string; token: string },
  tourDateId: number,
  travellers: number,
) {
  const booking = await bookThroughApi(request, tourist.token, {
    tourDateId,
    tourists: Array.from({ length: travellers }, (_, index) => ({
      first_name: index === 0 ? 'Vera' : 'Ivan',
      last_name: tourist.surname,
      birthday: '1987-09-14',
    })),
    contact: { first_name: 'Vera', last_name: tourist.surname, email: tourist.email },
  })
  expect(booking.status).toBe(1)
  return booking
}

async function asDemoOrganizer(page: Page, request: APIRequestContext) {
  const token = await signInThroughApi(request, DEMO_ORGANIZER)
  await signInContext(page.context(), STOREFRONT_URL, token)
}

async function touristPage(browser: Browser, token: string, width: number) {
  const context = await browser.newContext({ viewport: { width, height: 844 } })
  await signInContext(context, STOREFRONT_URL, token)
  return context.newPage()
}

for (const width of [1280, 390]) {
  test.describe(`the office booking page at ${String(width)} px`, () => {
    test.use({ viewport: { width, height: width > 500 ? 800 : 844 } })
    // Each journey books through the API, then works three pages in two browsers.
    test.slow()

    test('the organizer confirms a request, the tourist can pay, and the manifest lists it', async ({
      page,
      request,
      browser,
    }, testInfo) => {
      const { open } = await pendingDates(request)
      const date = open[width > 500 ? 0 : 1] ?? open[0]!
      const tourist = await provenTourist(request, testInfo, 'office-confirm')
      const booking = await bookPending(request, tourist, date.id, 1)
      await asDemoOrganizer(page, request)

      await gotoHydrated(page, `/office/bookings/${String(booking.id)}`)
      await expect(
        page.getByRole('heading', { level: 1, name: `Booking №${String(booking.id)}` }),
      ).toBeVisible()
      await expect(page.getByText('Pending confirmation').first()).toBeVisible()
      await expect(page.getByRole('rowheader', { name: new RegExp(tourist.surname) })).toBeVisible()
      await expectNoSeriousAxeViolations(page)

      await page.getByRole('button', { name: 'Confirm', exact: true }).click()
      await expect(page.getByRole('status').filter({ hasText: 'Booking confirmed' })).toBeVisible()
      await expect(page.getByText('Pending prepayment').first()).toBeVisible()
      await expect(page.getByRole('button', { name: 'Confirm', exact: true })).toHaveCount(0)
      await expectNoSeriousAxeViolations(page)

      const tourists = await touristPage(browser, tourist.token, width)
      await gotoHydrated(tourists, `/booking/${String(booking.id)}`)
      await expect(tourists.getByRole('link', { name: /^Pay / })).toBeVisible()
      await tourists.context().close()

      await page.getByRole('region', { name: 'Trip' }).getByRole('link').click()
      await expect(page).toHaveURL(new RegExp(`/office/dates/${String(date.id)}$`))
      await expect(page.getByRole('link', { name: `№${String(booking.id)}` })).toBeVisible()
      await expectNoSeriousAxeViolations(page)
      const csv = await page.request.get(`/office/dates/${String(date.id)}/manifest.csv`)
      expect(csv.status()).toBe(200)
      expect(csv.headers()['content-type']).toContain('text/csv')
      expect(csv.headers()['content-disposition']).toMatch(/attachment; filename="manifest-\d+-/)
      const body = await csv.body()
      expect([...body.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf])
      expect(body.toString('utf8')).toContain(`${String(booking.id)},Pending prepayment,`)
    })

    test('the organizer declines a request with a reason: the tourist is told why, the seats come back', async ({
      page,
      request,
      browser,
    }, testInfo) => {
      const { open, freeSeats } = await pendingDates(request)
      const date = open[width > 500 ? 2 : 3] ?? open.at(-1)!
      const tourist = await provenTourist(request, testInfo, 'office-decline')
      const before = await freeSeats(date.id)
      const booking = await bookPending(request, tourist, date.id, 2)
      expect(await freeSeats(date.id)).toBe(before - 2)
      await asDemoOrganizer(page, request)

      await gotoHydrated(page, `/office/bookings/${String(booking.id)}`)
      await page.locator('summary', { hasText: 'Decline…' }).click()
      const reason = page.getByRole('textbox', { name: /Why you decline/ })
      await expect(reason).toBeVisible()
      const said = `The boat is in dock that week (${tourist.surname}).`
      await reason.fill(said)
      await page.getByRole('button', { name: 'Decline the request' }).click()
      await expect(page.getByRole('status').filter({ hasText: 'Request declined' })).toBeVisible()
      await expect(page.getByText('Canceled by author').first()).toBeVisible()

      expect(await freeSeats(date.id)).toBe(before)
      const mail = await newestMessage(request, tourist.email, /declined/)
      expect(mail.body).toContain(said)

      const tourists = await touristPage(browser, tourist.token, width)
      await gotoHydrated(tourists, `/booking/${String(booking.id)}`)
      await expect(tourists.getByText(said)).toBeVisible()
      await tourists.context().close()
    })
  })
}
