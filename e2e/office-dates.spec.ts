import type { APIRequestContext, Page } from '@playwright/test'
import {
  registerThroughApi,
  signInContext,
  signInThroughApi,
  uniqueEmail,
} from './support/accounts.ts'
import { expectNoSeriousAxeViolations } from './support/axe.ts'
import { bookThroughApi, demoGuaranteedDates } from './support/bookings.ts'
import { gotoHydrated } from './support/hydration.ts'
import { API_URL, STOREFRONT_URL } from './support/servers.ts'
import { expect, test } from './support/test.ts'

/** The README's demo organizer. */
const DEMO_ORGANIZER = { login: 'organizer@tourmarket.test', password: 'organizer-demo-2026' }

// Reducing seats below those sold is refused with 409, which the browser logs.
test.use({ expectedConsoleErrors: [/status of 409/] })

type OfficeDateRow = { id: number; start: string; base_price_minor: number; is_closed: boolean }

/** A calendar day `days` from today (UTC), yyyy-MM-dd. */
function daysFromToday(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10)
}

/** The first Saturday on or after `day` (yyyy-MM-dd). */
function saturdayFrom(day: string): string {
  const date = new Date(`${day}T00:00:00Z`)
  date.setUTCDate(date.getUTCDate() + ((6 - date.getUTCDay() + 7) % 7))
  return date.toISOString().slice(0, 10)
}

async function officeDates(request: APIRequestContext, token: string, tourId: number) {
  const response = await request.get(`${API_URL}/crm/api/office/date/list`, {
    params: { tour_id: tourId },
    headers: { 'X-Authorization': `Bearer ${token}` },
  })
  expect(response.status(), await response.text()).toBe(200)
  return ((await response.json()) as { data: OfficeDateRow[] }).data
}

function dateRow(page: Page, id: number) {
  return page.getByTestId(`office-date-${String(id)}`)
}

// Both widths change the demo tour's dates: one at a time.
test.describe.configure({ mode: 'serial' })

for (const width of [1280, 390]) {
  test.describe(`at ${String(width)} px`, () => {
    test.use({ viewport: { width, height: 900 }, isMobile: width === 390, hasTouch: width === 390 })

    test('the demo organizer adds a date and a series, changes a price, is refused fewer seats than sold, and closes a date; the tour page shows the new dates', async ({
      page,
      request,
    }, testInfo) => {
      const token = await signInThroughApi(request, DEMO_ORGANIZER)
      await signInContext(page.context(), STOREFRONT_URL, token)
      const { slug } = await demoGuaranteedDates(request, 1)
      const tour = (await (
        await request.get(`${API_URL}/spa/tour`, { params: { slug } })
      ).json()) as {
        id: number
      }
      // Each project and run takes days of its own, far beyond the dates other journeys book.
      const offset = (width === 390 ? 500 : 400) + (Date.now() % 97)
      const start = daysFromToday(offset)
      const seriesFrom = saturdayFrom(daysFromToday(offset + 14))
      const seriesTo = daysFromToday(offset + 14 + 27)
      const datesPage = `/office/tours/${String(tour.id)}/dates`
      let added: OfficeDateRow | undefined

      await test.step('adds a date: its end follows the start as it is typed', async () => {
        await gotoHydrated(page, datesPage)
        await expect(
          page.getByRole('heading', { level: 1, name: 'Dates and prices' }),
        ).toBeVisible()
        const form = page.getByRole('form', { name: 'Add a date' })
        await form.getByLabel('Start', { exact: true }).fill(start)
        await expect(form.getByText(/^Ends on /)).toBeVisible()
        await form.getByLabel(/^Price per tourist/).fill('1234')
        await form.getByLabel('Seats', { exact: true }).fill('6')
        await form.getByRole('button', { name: 'Add the date' }).click()
        await expect(page.getByText('The date is added.', { exact: false })).toBeVisible()
        added = (await officeDates(request, token, tour.id)).find((date) => date.start === start)
        expect(added?.base_price_minor).toBe(123_400)
        await expect(dateRow(page, added!.id)).toContainText('0 sold · 6 free of 6')
        await expectNoSeriousAxeViolations(page)
      })

      await test.step('adds a series of Saturdays, counted before it is added', async () => {
        const form = page.getByRole('form', { name: 'Add a series' })
        await form.getByLabel('First day').fill(seriesFrom)
        await form.getByLabel('Last day').fill(seriesTo)
        await form.getByLabel('Saturday').check()
        await expect(form.getByText('This adds 4 dates.')).toBeVisible()
        await form.getByLabel(/^Price per tourist/).fill('990')
        // The other width's run may have put dates in the same weeks: count the new ones.
        const before = new Set((await officeDates(request, token, tour.id)).map((date) => date.id))
        await form.getByRole('button', { name: 'Add the series' }).click()
        await expect(page.getByText('4 dates are added.', { exact: false })).toBeVisible()
        const dates = await officeDates(request, token, tour.id)
        expect(
          dates.filter(
            (date) => !before.has(date.id) && date.start >= seriesFrom && date.start <= seriesTo,
          ),
        ).toHaveLength(4)
      })

      await test.step('changes the price of the new date', async () => {
        await dateRow(page, added!.id)
          .getByRole('link', { name: /^Edit the date/ })
          .click()
        const form = page.getByRole('form', { name: /^Edit the date/ })
        await form.getByLabel(/^Price per tourist/).fill('1500')
        await form.getByRole('button', { name: 'Save the date' }).click()
        await expect(page.getByText('The date is saved.', { exact: false })).toBeVisible()
        const saved = (await officeDates(request, token, tour.id)).find(
          (date) => date.id === added!.id,
        )
        expect(saved?.base_price_minor).toBe(150_000)
      })

      await test.step('is refused fewer seats than a tourist has booked', async () => {
        const touristToken = await registerThroughApi(request, {
          email: uniqueEmail(testInfo, 'dates-tourist'),
          password: 'Calm-lynx-rests-62',
          firstName: 'Dana',
        })
        await bookThroughApi(request, touristToken, {
          tourDateId: added!.id,
          tourists: [
            { first_name: 'Dana', last_name: 'Tester', birthday: '1990-04-02' },
            { first_name: 'Eli', last_name: 'Tester', birthday: '1992-08-11' },
          ],
          contact: { first_name: 'Dana', last_name: 'Tester', email: 'dana.tester@example.com' },
        })
        await gotoHydrated(page, `${datesPage}?edit=${String(added!.id)}`)
        await expect(dateRow(page, added!.id)).toContainText('2 sold · 4 free of 6')
        const form = page.getByRole('form', { name: /^Edit the date/ })
        await form.getByLabel('Seats', { exact: true }).fill('1')
        await form.getByRole('button', { name: 'Save the date' }).click()
        const seats = page
          .getByRole('form', { name: /^Edit the date/ })
          .getByLabel('Seats', { exact: true })
        await expect(seats).toHaveAttribute('aria-invalid', 'true')
        await expect(
          page
            .getByRole('form', { name: /^Edit the date/ })
            .getByText('2 seats are sold')
            .first(),
        ).toBeVisible()
        await expectNoSeriousAxeViolations(page)
      })

      await test.step('closes the date: its bookings stand, nobody books it anew', async () => {
        await gotoHydrated(page, datesPage)
        await dateRow(page, added!.id)
          .getByRole('button', { name: /^Close the date/ })
          .click()
        await expect(
          page.getByText('The date is closed to new bookings.', { exact: false }),
        ).toBeVisible()
        await expect(dateRow(page, added!.id)).toContainText('Closed')
        await expect(dateRow(page, added!.id).getByRole('button', { name: /^Delete/ })).toHaveCount(
          0,
        )
      })

      await test.step('the tour page shows the new dates at once', async () => {
        const seriesDate = (await officeDates(request, token, tour.id)).find(
          (date) => date.start === seriesFrom,
        )
        const shown = (await (
          await request.get(`${API_URL}/spa/tour`, { params: { slug } })
        ).json()) as {
          dates: { id: number }[]
        }
        expect(shown.dates.map((date) => date.id)).toEqual(
          expect.arrayContaining([added!.id, seriesDate!.id]),
        )
        await gotoHydrated(page, `/${slug}`)
        await expect(page.getByTestId('tour-dates').getByRole('listitem')).toHaveCount(
          shown.dates.length,
        )
      })
    })
  })
}
