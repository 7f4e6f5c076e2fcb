// Issue 44 item 4: the refund timeline. A tourist sees, on a tour date, what cancelling would give
// back from today on; books and pays it; finds the same figures on the booking page and in the
// cancel dialog; cancels today and is refunded the "today" amount.
import type { APIRequestContext, Locator, Page, TestInfo } from '@playwright/test'
import { registerThroughApi, uniqueEmail } from './support/accounts.ts'
import { animationsEnded } from './support/animations.ts'
import { expectNoSeriousAxeViolations } from './support/axe.ts'
import { gotoHydrated } from './support/hydration.ts'
import { API_URL } from './support/servers.ts'
import { expect, test } from './support/test.ts'

type TourDate = {
  id: number
  start: string
  number_of_free_seats: number
  is_busy: boolean
  not_guaranteed: boolean
  prepayment_type: { id: number }
}
type Tour = {
  slug: string
  dates: TourDate[]
  cancellation_policy: { tiers: { days_before: number; refund_percent: number }[] }
}
type Booking = {
  id: number
  currency: string
  refund_timeline: { from: string; amount: number; refund_percent: number }[]
  refunds: { reason: string; amount: number }[]
}

const SUCCESS_CARD = '4242 4242 4242 4242'
const PHONE_WIDTH = { width: 390, height: 844 }
const DESKTOP_WIDTH = { width: 1280, height: 900 }

/**
 * A guaranteed date paid in full at booking (prepayment type 3), at least 95 days ahead, on a
 * tour whose policy refunds something that far ahead: what the tourist pays is the date's price,
 * so the tour page's figures per traveller are the booking's. Taken from the end of the list's
 * middle, away from the other booking specs' dates.
 */
async function fullyPaidDate(request: APIRequestContext, testInfo: TestInfo) {
  const list = (await (
    await request.get(`${API_URL}/spa/tours`, { params: { limit: 20 } })
  ).json()) as { data: { slug: string }[] }
  const earliest = new Date(Date.now() + 95 * 86_400_000).toISOString().slice(0, 10)
  const found: { tour: Tour; date: TourDate }[] = []
  for (const { slug } of list.data.slice(3)) {
    const tour = (await (
      await request.get(`${API_URL}/spa/tour`, { params: { slug } })
    ).json()) as Tour
    const refundsAt95 = tour.cancellation_policy.tiers.some(
      (tier) => tier.refund_percent > 0 && tier.days_before <= 95,
    )
    const date = tour.dates.find(
      (candidate) =>
        !candidate.is_busy &&
        !candidate.not_guaranteed &&
        candidate.prepayment_type.id === 3 &&
        candidate.number_of_free_seats >= 2 &&
        candidate.start >= earliest,
    )
    if (date !== undefined && refundsAt95) found.push({ tour, date })
  }
  const pick = found.at(testInfo.project.name === 'phone' ? -2 : -1)
  if (pick === undefined) throw new Error('the seeded catalogue has no distant date paid in full')
  // The booking is charged in the tour's currency: the visitor browses in it, so the tour page
  // and the booking speak the same money.
  const quote = (await (
    await request.get(`${API_URL}/spa/booking-quote`, {
      params: { tour_date_id: pick.date.id, tourists_count: 1 },
    })
  ).json()) as { currency: string; total: number; prepayment: number }
  expect(quote.prepayment).toBe(quote.total)
  return { ...pick, currency: quote.currency }
}

/** The timeline's steps as read: [when, what comes back] per term. */
async function timelineOf(timeline: Locator): Promise<[string, string][]> {
  await expect(timeline.getByRole('term').first()).toBeVisible()
  const terms = await timeline.getByRole('term').allTextContents()
  const definitions = await timeline.getByRole('definition').allTextContents()
  return terms.map((term, index) => [term, definitions[index] ?? ''])
}

async function screenshotAtBothWidths(page: Page, testInfo: TestInfo, name: string, at: Locator) {
  await at.scrollIntoViewIfNeeded()
  await page.screenshot({ path: testInfo.outputPath(`${name}-1280.png`) })
  await page.setViewportSize(PHONE_WIDTH)
  await at.scrollIntoViewIfNeeded()
  await page.screenshot({ path: testInfo.outputPath(`${name}-390.png`) })
  await page.setViewportSize(DESKTOP_WIDTH)
}

test.describe('issue 44 item 4: the refund timeline', () => {
  // A whole journey across two origins: tour page, checkout, hosted payment, booking page.
  test.slow()

  test('the figures on a tour date are the booking page’s and the cancel dialog’s, and cancelling today refunds the first', async ({
    page,
    request,
    baseURL,
  }, testInfo) => {
    await page.setViewportSize(DESKTOP_WIDTH)
    const email = uniqueEmail(testInfo, 'timeline')
    const token = await registerThroughApi(request, {
      email,
      password: 'cinnamon-harbour-44',
      firstName: 'Tilda',
      lastName: 'Timeline',
    })
    const { tour, date, currency } = await fullyPaidDate(request, testInfo)
    await page.context().addCookies([
      { name: 'cookie_notice_dismissed', value: '1', url: baseURL ?? '' },
      { name: 'currency', value: currency, url: baseURL ?? '' },
      { name: 'auth_token', value: encodeURIComponent(`Bearer ${token}`), url: baseURL ?? '' },
    ])

    let onTourPage: [string, string][] = []
    await test.step('each date on the tour page says what cancelling gives back from today on', async () => {
      await gotoHydrated(page, `/${tour.slug}`)
      const row = page
        .getByTestId('tour-dates')
        .getByRole('listitem')
        .filter({ has: page.locator(`a[href="/booking/new/${String(date.id)}"]`) })
      const timeline = row.getByRole('group', { name: 'Refund per traveller if you cancel' })
      onTourPage = await timelineOf(timeline)
      expect(onTourPage[0]?.[0]).toBe('If you cancel today')
      expect(onTourPage[0]?.[1]).toMatch(/\d/)
      expect(onTourPage.at(-1)).toEqual([expect.stringMatching(/^After .+ \d{4}$/), 'nothing'])
      for (const [when] of onTourPage.slice(1))
        expect(when).toMatch(/^After [A-Z][a-z]{2} \d+, \d{4}$/)
      await screenshotAtBothWidths(page, testInfo, 'tour-date-timeline', row)
      await expectNoSeriousAxeViolations(page)
    })

    await test.step('booking that date and paying it in full', async () => {
      await page
        .getByTestId('tour-dates')
        .locator(`a[href="/booking/new/${String(date.id)}"]`)
        .click()
      await expect(page).toHaveURL(new RegExp(`/booking/new/${String(date.id)}`))
      const tourist = page.getByRole('group', { name: 'Tourist 1' })
      await tourist.getByLabel('First name').fill('Tilda')
      await tourist.getByLabel('Last name').fill('Timeline')
      await tourist.getByLabel('Date of birth').fill('1990-02-14')
      await page
        .getByRole('region', { name: 'Contact person' })
        .getByRole('textbox', { name: 'Phone' })
        .fill('+1 202 555 0144')
      await page.getByRole('checkbox', { name: /I accept the/ }).check()
      await page.getByRole('button', { name: 'Book and pay' }).click()
      await expect(page).toHaveURL(/\/booking\/pay\/uuid\/[0-9a-f-]{36}$/)
      await page.getByRole('button', { name: /^Pay / }).click()
      await expect(page).toHaveURL(new RegExp(`^${API_URL}/payments/sandbox/checkout/`))
      await page.getByLabel('Card number').fill(SUCCESS_CARD)
      await page.getByLabel('Expiry date').fill('12/34')
      await page.getByLabel('Security code (CVC)').fill('123')
      await page.getByLabel('Name on card').fill('Tilda Timeline')
      await page.getByRole('button', { name: /^Pay / }).click()
      await expect(page).toHaveURL(/\/success\?booking=[0-9a-f-]{36}$/)
    })

    const uuid = new URL(page.url()).searchParams.get('booking') ?? ''
    const { id } = (await (
      await request.get(`${API_URL}/crm/api/request/get-by-uuid`, { params: { uuid } })
    ).json()) as { id: number }
    const owned = async () =>
      (await (
        await request.get(`${API_URL}/crm/api/request/get`, {
          params: { id },
          headers: { 'X-Authorization': `Bearer ${token}` },
        })
      ).json()) as Booking
    const before = await owned()
    expect(before.currency).toBe(currency)
    expect(before.refund_timeline[0]!.amount).toBeGreaterThan(0)

    await test.step('the booking page shows the same figures', async () => {
      await gotoHydrated(page, `/booking/${String(id)}`)
      const timeline = page.getByRole('group', { name: 'What you get back if you cancel' })
      expect(await timelineOf(timeline)).toEqual(onTourPage)
      await screenshotAtBothWidths(page, testInfo, 'booking-timeline', timeline)
    })

    await test.step('so does the cancel dialog; cancelling today refunds the first figure', async () => {
      await page.getByRole('button', { name: 'Cancel the booking' }).click()
      const dialog = page.getByRole('dialog', { name: 'Cancel the booking?' })
      const timeline = dialog.getByRole('group', { name: 'What you get back if you cancel' })
      expect(await timelineOf(timeline)).toEqual(onTourPage)
      await expect(dialog).toContainText(`You will get back ${onTourPage[0]![1]} (`)
      // The dialog fades in (300 ms): the picture and axe's colours wait until it has.
      await animationsEnded(dialog)
      await screenshotAtBothWidths(page, testInfo, 'cancel-dialog-timeline', timeline)
      await expectNoSeriousAxeViolations(page)
      await dialog.getByLabel('Why are you canceling?').fill('Plans moved to next year.')
      await dialog.getByRole('button', { name: 'Cancel the booking' }).click()
      await expect(dialog).toBeHidden()
      const refund = page.getByRole('listitem').filter({ hasText: /^Refund on cancellation/ })
      await expect(refund).toContainText(onTourPage[0]![1])
      const after = await owned()
      expect(after.refunds.filter((item) => item.reason === 'cancellation')).toEqual([
        expect.objectContaining({ amount: before.refund_timeline[0]!.amount }),
      ])
      // A cancelled booking has nothing left to cancel: no timeline.
      await expect(
        page.getByRole('group', { name: 'What you get back if you cancel' }),
      ).toHaveCount(0)
    })
  })
})
