// Issue 40 items 5 and 6: the demo organizer answers a review from its office and the reply shows
// under that review on the tour page; then it opens its sales, sees this month's figures (a
// booking paid in the sandbox a moment before) and downloads the CSV. At 1280 and 390 px.
import { readFile } from 'node:fs/promises'
import type { APIRequestContext, Page } from '@playwright/test'
import {
  registerThroughApi,
  signInContext,
  signInThroughApi,
  uniqueEmail,
} from './support/accounts.ts'
import { expectNoSeriousAxeViolations } from './support/axe.ts'
import { bookThroughApi, demoGuaranteedDates, payWithSandboxCard } from './support/bookings.ts'
import { gotoHydrated } from './support/hydration.ts'
import { API_URL, STOREFRONT_URL } from './support/servers.ts'
import { expect, test } from './support/test.ts'

/** The README's demo organizer: it acts for the demo tour's organizer. */
const DEMO_ORGANIZER = { login: 'organizer@tourmarket.test', password: 'organizer-demo-2026' }

type OfficeReviewRow = {
  id: number
  tour: { id: number; title: string; url: string; is_published: boolean }
  reply: { text: string } | null
}

async function organizerToken(request: APIRequestContext): Promise<string> {
  return signInThroughApi(request, DEMO_ORGANIZER)
}

async function asDemoOrganizer(page: Page, token: string) {
  await signInContext(page.context(), STOREFRONT_URL, token)
}

/**
 * A review the tour page shows among its first ones: one of the newest reviews of the demo tour
 * (the demo organizer's tour on sale); each journey takes its own, so they answer different ones.
 */
async function reviewOnTourPage(request: APIRequestContext, token: string, index: number) {
  const { slug } = await demoGuaranteedDates(request, 1)
  // The reviews the English tour page lists first (issue 42: the visitor's language leads).
  const tour = (await (
    await request.get(`${API_URL}/spa/tour`, {
      params: { slug, expand_reviews: 1 },
      headers: { 'X-Language': 'en-US' },
    })
  ).json()) as { id: number; reviews: { id: number }[] | null }
  const shown = new Set((tour.reviews ?? []).map((shownReview) => shownReview.id))
  const reviews = (await (
    await request.get(`${API_URL}/crm/api/office/review/list`, {
      headers: { 'X-Authorization': `Bearer ${token}` },
      params: { tour_id: tour.id },
    })
  ).json()) as { data: OfficeReviewRow[] }
  const onPage = reviews.data.filter((row) => shown.has(row.id))
  const review = onPage[index] ?? onPage[0]
  if (review === undefined) throw new Error('the demo tour has no review to answer')
  return review
}

type MonthBooking = { id: number; currency: string; paid_minor: number }

/** The booking as this month's sales list it (null until it is there), as the API says. */
async function inThisMonthsSales(
  request: APIRequestContext,
  token: string,
  bookingId: number,
): Promise<MonthBooking | null> {
  const month = new Date().toISOString().slice(0, 7)
  const answer = (await (
    await request.get(`${API_URL}/crm/api/office/sales/bookings`, {
      headers: { 'X-Authorization': `Bearer ${token}` },
      params: { month },
    })
  ).json()) as { bookings: MonthBooking[] }
  return answer.bookings.find((row) => row.id === bookingId) ?? null
}

for (const width of [1280, 390]) {
  test.describe(`the office reviews and sales at ${String(width)} px`, () => {
    test.use({ viewport: { width, height: width > 500 ? 800 : 844 } })
    test.slow()

    test('the organizer replies to a review and the reply shows under it on the tour page', async ({
      page,
      request,
    }, testInfo) => {
      const token = await organizerToken(request)
      const review = await reviewOnTourPage(request, token, width > 500 ? 0 : 1)
      await asDemoOrganizer(page, token)

      await gotoHydrated(page, `/office/reviews?tour_id=${String(review.tour.id)}`)
      await expect(page.getByRole('heading', { level: 1, name: 'Reviews' })).toBeVisible()
      await expect(
        page.getByRole('navigation', { name: 'Organizer office' }).getByRole('link', {
          name: 'Reviews',
        }),
      ).toHaveAttribute('aria-current', 'page')
      await expectNoSeriousAxeViolations(page)

      const card = page.locator(`[data-review-id="${String(review.id)}"]`)
      if (review.reply !== null) await card.locator('summary', { hasText: 'Edit reply' }).click()
      const said = `Thank you for travelling with us!\nSee you next season (${testInfo.project.name} ${String(width)} ${String(Date.now())}).`
      await card.getByRole('textbox', { name: 'Your public reply' }).fill(said)
      await card
        .getByRole('button', { name: review.reply === null ? 'Post reply' : 'Save reply' })
        .click()
      await expect(
        page.getByRole('status').filter({ hasText: 'Your reply is published under the review.' }),
      ).toBeVisible()
      const shown = page.locator(`[data-review-id="${String(review.id)}"]`)
      await expect(shown.getByTestId('office-review-reply')).toContainText('See you next season')
      await expectNoSeriousAxeViolations(page)
      await page.screenshot({ path: testInfo.outputPath('office-reviews.png'), fullPage: true })

      await gotoHydrated(page, review.tour.url)
      const onTourPage = page.locator(`.tour-review[data-review-id="${String(review.id)}"]`)
      const reply = onTourPage.getByTestId('tour-review-reply')
      await expect(reply).toContainText(/Reply from .+/)
      await expect(reply).toContainText('See you next season')
      // Plain text with its line break kept: the two sentences are two lines.
      expect(await reply.locator('.tour-review__reply-text').innerText()).toBe(said)
    })

    test('the organizer sees this month’s sales, opens the month’s bookings and downloads the CSV', async ({
      page,
      request,
    }, testInfo) => {
      const token = await organizerToken(request)
      // A tourist books the demo tour and pays in the sandbox: this month has money in it.
      const { open } = await demoGuaranteedDates(request, 1)
      const date = open.at(width > 500 ? -3 : -4) ?? open[0]!
      const tourist = await registerThroughApi(request, {
        email: uniqueEmail(testInfo, 'office-sales'),
        password: 'ledger-harbour-40-sales',
        firstName: 'Olga',
        lastName: 'Salesova',
      })
      const booking = await bookThroughApi(request, tourist, {
        tourDateId: date.id,
        tourists: [{ first_name: 'Olga', last_name: 'Salesova', birthday: '1985-03-08' }],
        contact: {
          first_name: 'Olga',
          last_name: 'Salesova',
          email: uniqueEmail(testInfo, 'office-sales-contact'),
        },
      })
      await payWithSandboxCard(request, booking, 'Olga Salesova')
      await expect
        .poll(async () => (await inThisMonthsSales(request, token, booking.id))?.paid_minor ?? 0)
        .toBeGreaterThan(0)
      const sold = (await inThisMonthsSales(request, token, booking.id))!

      await asDemoOrganizer(page, token)
      await gotoHydrated(page, '/office/sales')
      await expect(page.getByRole('heading', { level: 1, name: 'Sales' })).toBeVisible()
      const month = new Date().toISOString().slice(0, 7)
      const row = page
        .locator(`[data-testid="office-sales-table"] tr[data-month="${month}"]`)
        .filter({ has: page.locator('td[data-label="Currency"]', { hasText: sold.currency }) })
      await expect(row).toBeVisible()
      await expect(row.locator('td[data-label="Bookings"]')).not.toHaveText('0')
      await expect(row.locator('td[data-label="Gross"]')).toHaveText(/\d/)
      await expect(row.locator('td[data-label="Due"]')).toHaveText(/\d/)
      await expect(page.getByTestId('office-sales-chart').first()).toBeVisible()
      await expectNoSeriousAxeViolations(page)
      await page.screenshot({ path: testInfo.outputPath('office-sales.png'), fullPage: true })

      await row.getByRole('link').click()
      const bookings = page.getByTestId('office-sales-bookings')
      await expect(bookings.getByRole('link', { name: `№ ${String(booking.id)}` })).toBeVisible()
      await expectNoSeriousAxeViolations(page)

      const download = page.waitForEvent('download')
      await page.getByRole('link', { name: 'Download CSV' }).click()
      const file = await download
      expect(file.suggestedFilename()).toMatch(/^sales-\d{4}\.csv$/)
      const body = await readFile((await file.path())!)
      expect([...body.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf])
      const lines = body.toString('utf8').slice(1).split('\r\n')
      expect(lines[0]).toBe('Month,Currency,Bookings,Seats,Gross,Commission,Net,Paid out,Due')
      expect(lines.some((line) => line.startsWith(`${month},`))).toBe(true)
      expect(lines.some((line) => line.startsWith('Total '))).toBe(true)
    })
  })
}

test.describe('the reply form without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('posts the reply through the page’s own action', async ({ page, request }, testInfo) => {
    const token = await organizerToken(request)
    const review = await reviewOnTourPage(request, token, 2)
    await asDemoOrganizer(page, token)
    await page.goto(`/office/reviews?tour_id=${String(review.tour.id)}`)
    const card = page.locator(`[data-review-id="${String(review.id)}"]`)
    if (review.reply !== null) await card.locator('summary', { hasText: 'Edit reply' }).click()
    const said = `Thanks for the kind words (${testInfo.project.name}, no script, ${String(Date.now())}).`
    await card.getByRole('textbox', { name: 'Your public reply' }).fill(said)
    await card
      .getByRole('button', { name: review.reply === null ? 'Post reply' : 'Save reply' })
      .click()
    await expect(page.getByText('Your reply is published under the review.')).toBeVisible()
    await expect(
      page.locator(`[data-review-id="${String(review.id)}"]`).getByTestId('office-review-reply'),
    ).toContainText(said)
  })
})
