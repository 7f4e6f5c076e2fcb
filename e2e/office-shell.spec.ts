import type { APIRequestContext, Page, TestInfo } from '@playwright/test'
import {
  registerThroughApi,
  signInContext,
  signInThroughApi,
  siteHeader,
  uniqueEmail,
} from './support/accounts.ts'
import { expectNoSeriousAxeViolations } from './support/axe.ts'
import { bookThroughApi, demoGuaranteedDates } from './support/bookings.ts'
import { gotoHydrated } from './support/hydration.ts'
import { STOREFRONT_URL } from './support/servers.ts'
import { expect, test } from './support/test.ts'

/** The README's demo organizer: it acts for the demo tour's organizer. */
const DEMO_ORGANIZER = { login: 'organizer@tourmarket.test', password: 'organizer-demo-2026' }

/** Through the API: signing in is not what these journeys test (see signInThroughApi). */
async function signInAsDemoOrganizer(page: Page, request: APIRequestContext) {
  const token = await signInThroughApi(request, DEMO_ORGANIZER)
  await signInContext(page.context(), STOREFRONT_URL, token)
}

/**
 * A new tourist books the demo tour, under a surname no other run uses, so the organizer's list
 * can be searched for exactly this booking.
 */
async function bookDemoTour(request: APIRequestContext, testInfo: TestInfo) {
  const { open } = await demoGuaranteedDates(request, 1)
  const date = open.at(-1) ?? open[0]!
  const surname = `Officeshell${Math.random().toString(36).slice(2, 8)}`
  const email = uniqueEmail(testInfo, 'office')
  const token = await registerThroughApi(request, {
    email,
    password: 'harbour-lantern-51',
    firstName: 'Olga',
    lastName: surname,
  })
  const booking = await bookThroughApi(request, token, {
    tourDateId: date.id,
    tourists: [{ first_name: 'Olga', last_name: surname, birthday: '1988-04-02' }],
    contact: { first_name: 'Olga', last_name: surname, email },
  })
  return { booking, surname }
}

function officeNav(page: Page) {
  return page.getByRole('navigation', { name: 'Organizer office' })
}

test('the demo organizer opens the office from the header, sees the overview and filters the bookings', async ({
  page,
  request,
}, testInfo) => {
  const { booking, surname } = await bookDemoTour(request, testInfo)
  await signInAsDemoOrganizer(page, request)
  await gotoHydrated(page, '/')

  await siteHeader(page).getByRole('button', { name: 'Demo Organizer' }).click()
  await page.getByRole('link', { name: 'Organizer office' }).click()
  await expect(page).toHaveURL(/\/office$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Overview')
  await expect(officeNav(page).getByRole('link', { name: 'Overview' })).toHaveAttribute(
    'aria-current',
    'page',
  )
  await expect(
    page.getByRole('heading', { name: 'Requests waiting for your answer' }),
  ).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Next departures' })).toBeVisible()
  await expectNoSeriousAxeViolations(page)

  await officeNav(page)
    .getByRole('link', { name: /^Bookings/ })
    .click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Bookings')
  await page.getByLabel('Search', { exact: true }).fill(surname.toUpperCase())
  await page.getByLabel('Status', { exact: true }).selectOption({ label: 'Pending prepayment' })
  await page.getByRole('button', { name: 'Apply' }).click()
  await expect(page).toHaveURL(new RegExp(`[?&]q=${surname.toUpperCase()}`))
  const table = page.getByTestId('office-booking-table')
  await expect(table.getByRole('row')).toHaveCount(2)
  await expect(table.getByRole('link', { name: `Booking №${String(booking.id)}` })).toHaveAttribute(
    'href',
    `/office/bookings/${String(booking.id)}`,
  )
  await expect(table).toContainText(`Olga ${surname}`)
  await expect(page.getByLabel('Search', { exact: true })).toHaveValue(surname.toUpperCase())
  await expectNoSeriousAxeViolations(page)

  await page.getByLabel('Status', { exact: true }).selectOption({ label: 'Tour complete' })
  await page.getByRole('button', { name: 'Apply' }).click()
  await expect(page.getByRole('heading', { name: 'No bookings match' })).toBeVisible()
  await page.getByRole('link', { name: 'Reset' }).first().click()
  await expect(page).toHaveURL(/\/office\/bookings$/)
  await expect(table.getByRole('row').nth(1)).toBeVisible()
})

test('a tourist opening the office is told plainly that the account acts for no organizer', async ({
  page,
  request,
}, testInfo) => {
  const token = await registerThroughApi(request, {
    email: uniqueEmail(testInfo, 'office-tourist'),
    password: 'harbour-lantern-51',
    firstName: 'Tomas',
  })
  await signInContext(page.context(), STOREFRONT_URL, token)
  for (const path of ['/office', '/office/bookings']) {
    await gotoHydrated(page, path)
    await expect(page).toHaveURL(/\/office$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'This account does not act for an organizer',
    )
  }
  await expect(page.getByRole('link', { name: 'Organizer profiles in settings' })).toHaveAttribute(
    'href',
    '/settings/organizer#organizer-profiles',
  )
  await expectNoSeriousAxeViolations(page)
  await siteHeader(page).getByRole('button', { name: 'Tomas Tester' }).click()
  await expect(page.getByRole('link', { name: 'Organizer office' })).toHaveCount(0)
})

test('signed out, the office sends the visitor to log in and back', async ({ page }) => {
  await page.goto('/office/bookings')
  await expect(page).toHaveURL(/\/login\?back=%2Foffice%2Fbookings$/)
})

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true })

  test('the sections scroll as tabs and the bookings read as cards', async ({
    page,
    request,
  }, testInfo) => {
    const { booking, surname } = await bookDemoTour(request, testInfo)
    await signInAsDemoOrganizer(page, request)
    await gotoHydrated(page, '/office')
    const nav = officeNav(page)
    await expect(nav.getByRole('link', { name: 'Team' })).toBeAttached()
    const tabs = nav.getByRole('list')
    const scrolls = await tabs.evaluate((list) => list.scrollWidth > list.clientWidth)
    expect(scrolls).toBe(true)
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
    await page.screenshot({ path: testInfo.outputPath('office-overview-390.png'), fullPage: true })
    await expectNoSeriousAxeViolations(page)

    await gotoHydrated(page, `/office/bookings?q=${surname}`)
    const row = page.getByTestId('office-booking-table').getByRole('row').nth(1)
    await expect(row).toContainText(`Booking №${String(booking.id)}`)
    // A card: the row's cells stack, each naming its column.
    await expect(page.getByTestId('office-booking-table').locator('thead')).toHaveCSS(
      'position',
      'absolute',
    )
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
    await page.screenshot({ path: testInfo.outputPath('office-bookings-390.png'), fullPage: true })
    await expectNoSeriousAxeViolations(page)
  })
})
