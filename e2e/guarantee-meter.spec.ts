// Issue 44 item 1: a date that runs only once enough travellers book shows "7 of at least 10
// travellers booked", the day the organizer decides and the full refund by then — on cards, the
// tour page and the booking — and the tour page's figure moves live when someone else books.
import type { APIRequestContext, Locator, Page, TestInfo } from '@playwright/test'
import { registerThroughApi, signInContext, uniqueEmail } from './support/accounts.ts'
import { expectNoSeriousAxeViolations } from './support/axe.ts'
import { bookThroughApi } from './support/bookings.ts'
import { gotoHydrated } from './support/hydration.ts'
import { API_URL } from './support/servers.ts'
import { expect, test } from './support/test.ts'

type Guarantee = { booked: number; min_travellers: number; decision_date: string }
type TourDate = {
  id: number
  start: string
  is_busy: boolean
  number_of_free_seats: number
  departure_guarantee: Guarantee | null
}
type Tour = { id: number; slug: string; title: string; dates: TourDate[] }

/**
 * A not-guaranteed date still short of its minimum, with seats free, whose decision day is ahead.
 * Each project takes its own tour, so the two widths never count each other's seats.
 */
async function waitingDate(request: APIRequestContext, testInfo: TestInfo) {
  const today = new Date().toISOString().slice(0, 10)
  const list = (await (
    await request.get(`${API_URL}/spa/tours`, { params: { limit: 60 } })
  ).json()) as { data: { slug: string }[] }
  const found: { tour: Tour; date: TourDate; guarantee: Guarantee }[] = []
  for (const { slug } of list.data.slice(10)) {
    const tour = (await (
      await request.get(`${API_URL}/spa/tour`, { params: { slug } })
    ).json()) as Tour
    const date = tour.dates.find(
      (candidate) =>
        !candidate.is_busy &&
        candidate.number_of_free_seats >= 3 &&
        candidate.departure_guarantee !== null &&
        candidate.departure_guarantee.min_travellers > candidate.departure_guarantee.booked &&
        candidate.departure_guarantee.decision_date > today,
    )
    if (date?.departure_guarantee != null) {
      found.push({ tour, date, guarantee: date.departure_guarantee })
    }
    if (found.length > 1) break
  }
  const pick = found[testInfo.project.name === 'phone' ? 1 : 0]
  if (pick === undefined) throw new Error('the seeded catalogue has too few waiting dates')
  return pick
}

async function photograph(target: Page | Locator, testInfo: TestInfo, name: string) {
  await target.screenshot({ path: testInfo.outputPath(`${name}.png`) })
}

test.beforeEach(async ({ context, baseURL }) => {
  await context.addCookies([{ name: 'cookie_notice_dismissed', value: '1', url: baseURL ?? '' }])
})

test('the tour page’s meter moves when another visitor books the date, and back when they cancel', async ({
  page,
  browser,
  request,
  baseURL,
}, testInfo) => {
  test.slow()
  const { tour, date, guarantee } = await waitingDate(request, testInfo)
  const meter = page.getByTestId(`tour-date-guarantee-${String(date.id)}`)
  const counted = (booked: number) =>
    new RegExp(`^${String(booked)} of at least ${String(guarantee.min_travellers)} booked · `)

  await test.step('the tour page shows the date’s meter with its words, not colour alone', async () => {
    await gotoHydrated(page, `/${tour.slug}`)
    await expect(meter).toHaveText(counted(guarantee.booked))
    const bar = meter.getByRole('meter')
    await expect(bar).toHaveAttribute('value', String(guarantee.booked))
    await expect(bar).toHaveAttribute('max', String(guarantee.min_travellers))
    await expectNoSeriousAxeViolations(page)
    await photograph(page.getByTestId('tour-dates'), testInfo, 'tour-page-dates')
  })

  // A second visitor in a browser of their own, signed in.
  const other = await browser.newContext({ viewport: page.viewportSize() })
  const token = await registerThroughApi(request, {
    email: uniqueEmail(testInfo, 'guarantee'),
    password: 'meadow-lantern-44',
    firstName: 'Greta',
    lastName: 'Meter',
  })
  await signInContext(other, baseURL ?? '', token)
  const otherPage = await other.newPage()
  let booking: { id: number; uuid: string } | undefined
  try {
    await test.step('the checkout shows the meter and the refund promise', async () => {
      await gotoHydrated(otherPage, `/booking/new/${String(date.id)}`)
      const checkoutMeter = otherPage.getByTestId('trip-guarantee')
      await expect(checkoutMeter).toContainText(
        `${String(guarantee.booked)} of at least ${String(guarantee.min_travellers)} travellers booked`,
      )
      await expect(checkoutMeter).toContainText(/If it does not run, you get a full refund by /)
      await photograph(otherPage, testInfo, 'checkout')
    })

    await test.step('the other visitor books a seat: the first page counts it without a reload', async () => {
      booking = await bookThroughApi(other.request, token, {
        tourDateId: date.id,
        tourists: [{ first_name: 'Greta', last_name: 'Meter', birthday: '1991-03-04' }],
        contact: { first_name: 'Greta', last_name: 'Meter', email: 'greta.meter@example.com' },
      })
      await expect(meter).toHaveText(counted(guarantee.booked + 1))
    })

    await test.step('their booking page shows the date’s meter', async () => {
      await gotoHydrated(otherPage, `/booking/uuid/${booking!.uuid}`)
      const bookingMeter = otherPage.getByTestId('booking-guarantee')
      await expect(bookingMeter).toContainText(
        `${String(guarantee.booked + 1)} of at least ${String(guarantee.min_travellers)} travellers booked`,
      )
      // One more may have made the minimum: then it runs, else the decision day is still ahead.
      await expect(bookingMeter).toContainText(
        /The organizer decides by .+ whether this date runs\.|Enough travellers have booked: this date runs\./,
      )
      await expectNoSeriousAxeViolations(otherPage)
      await photograph(otherPage, testInfo, 'booking-page')
    })
  } finally {
    // The seat goes back, so the seed is as it was; the first page hears that too.
    if (booking !== undefined) {
      const canceled = await other.request.post(`${API_URL}/crm/api/request/cancel`, {
        headers: { 'X-Authorization': `Bearer ${token}` },
        data: { id: booking.id, message: 'Only checking the meter.' },
      })
      expect(canceled.status(), await canceled.text()).toBe(200)
    }
    await other.close()
  }
  await expect(meter).toHaveText(counted(guarantee.booked))
})

test('a card shows a not-guaranteed date’s meter in one line', async ({ page }, testInfo) => {
  await gotoHydrated(page, '/europe')
  const card = page
    .locator('.tour-card')
    .filter({ has: page.getByTestId('tour-card-guarantee') })
    .first()
  const line = card.getByTestId('tour-card-guarantee')
  await expect(line).toHaveText(
    /^[A-Z][a-z]{2} \d{1,2}: \d+ of at least \d+ booked · (decision by .+|runs)$/,
  )
  await expect(line.getByRole('meter')).toBeAttached()
  await photograph(card, testInfo, 'card')
})
