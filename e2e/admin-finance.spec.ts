// Issue 43 item 6: the operator console's finance section, as finance uses it. A tourist's paid
// booking is cancelled by support with everything refunded; finance finds its payment and refund
// in the ledger, both borne out by the payment provider, and downloads the payouts CSV. Support
// is not shown finance and is refused it. Each console page passes axe with nothing serious.
import type { TestInfo } from '@playwright/test'
import { readFile } from 'node:fs/promises'
import { registerThroughApi, signInContext, uniqueEmail } from './support/accounts.ts'
import { expectNoSeriousAxeViolations } from './support/axe.ts'
import { signInStaffThroughApi } from './support/staff.ts'
import { bookThroughApi, demoGuaranteedDates, payWithSandboxCard } from './support/bookings.ts'
import { gotoHydrated } from './support/hydration.ts'
import { API_URL, STOREFRONT_URL } from './support/servers.ts'
import { expect, test } from './support/test.ts'

/** The README's demo staff: finance reads the money, support cancels bookings. */
const DEMO_FINANCE = { login: 'finance@tourmarket.test', password: 'finance-demo-2026' }
const DEMO_SUPPORT = { login: 'support@tourmarket.test', password: 'support-demo-2026' }

async function refundedBookingOfNewTourist(
  request: Parameters<typeof registerThroughApi>[0],
  testInfo: TestInfo,
) {
  const email = uniqueEmail(testInfo, 'finance')
  const surname = `Ledger${Math.random().toString(36).slice(2, 8)}`
  const token = await registerThroughApi(request, {
    email,
    password: 'harbour-lantern-43-finance',
    firstName: 'Eva',
    lastName: surname,
  })
  const { open } = await demoGuaranteedDates(request, 1)
  // The latest date, as the bookings console spec takes: the cancel frees its seat again.
  const date = open.at(-1)!
  const booking = await bookThroughApi(request, token, {
    tourDateId: date.id,
    tourists: [{ first_name: 'Eva', last_name: surname, birthday: '1985-09-12' }],
    contact: { first_name: 'Eva', last_name: surname, email },
  })
  await payWithSandboxCard(request, booking, `Eva ${surname}`)
  const support = await signInStaffThroughApi(request, DEMO_SUPPORT)
  const cancelled = await request.post(`${API_URL}/crm/api/admin/booking/cancel`, {
    headers: { 'X-Authorization': `Bearer ${support}` },
    data: { id: booking.id, message: 'The tourist asked to cancel.', refund: 'rules' },
  })
  expect(cancelled.status(), await cancelled.text()).toBe(200)
  return booking
}

test('finance finds a refunded booking’s payment and refund in the ledger and downloads payouts', async ({
  page,
  request,
}, testInfo) => {
  const booking = await refundedBookingOfNewTourist(request, testInfo)
  await signInContext(
    page.context(),
    STOREFRONT_URL,
    await signInStaffThroughApi(request, DEMO_FINANCE),
  )

  await gotoHydrated(page, `${STOREFRONT_URL}/admin`)
  const nav = page.getByRole('navigation', { name: 'Operator console' })
  await expect(nav.getByRole('link')).toHaveText(['Finance'])
  await nav.getByRole('link', { name: 'Finance' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Finance' })).toBeVisible()

  const today = new Date().toISOString().slice(0, 10)
  await page.getByLabel('From (UTC)').fill(today)
  await page.getByLabel('To (UTC)').fill(today)
  await page.getByRole('button', { name: 'Show' }).click()
  await expect(page).toHaveURL(/\/admin\/finance\?from=/)
  const ledger = page.getByTestId('admin-finance-ledger')
  const bookingLink = `Booking №${String(booking.id)}`
  const payment = ledger.getByTestId('ledger-payment').filter({ hasText: bookingLink })
  const refund = ledger.getByTestId('ledger-refund').filter({ hasText: bookingLink })
  await expect(payment).toContainText('Paid')
  await expect(payment).toContainText('payment.succeeded')
  await expect(payment).toContainText('Matches')
  await expect(refund).toContainText('Refunded')
  await expect(refund).toContainText('cancellation')
  await expect(refund).toContainText('Matches')
  await expectNoSeriousAxeViolations(page)

  await page.getByRole('link', { name: 'Payouts' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Payouts' })).toBeVisible()
  await expectNoSeriousAxeViolations(page)
  const downloading = page.waitForEvent('download')
  await page.getByRole('link', { name: 'Download CSV' }).click()
  const download = await downloading
  expect(download.suggestedFilename()).toMatch(/^payouts-\d{4}\.csv$/)
  const csv = await readFile(await download.path(), 'utf8')
  expect(csv.split('\r\n')[0]).toBe(
    '\uFEFFMonth,organizer_id,Organizer,Currency,Bookings,Sold less refunds,Commission,Net,Paid out,Due',
  )
})

test.describe('refused', () => {
  // The refusals are the 404 page, which the browser reports as a failed document load.
  test.use({ expectedConsoleErrors: [/status of 404/] })

  test('support is not shown finance and is refused it', async ({ page, request }) => {
    await signInContext(
      page.context(),
      STOREFRONT_URL,
      await signInStaffThroughApi(request, DEMO_SUPPORT),
    )
    await gotoHydrated(page, `${STOREFRONT_URL}/admin`)
    const nav = page.getByRole('navigation', { name: 'Operator console' })
    await expect(nav.getByRole('link', { name: 'Bookings' })).toBeVisible()
    await expect(nav.getByRole('link', { name: 'Finance' })).toHaveCount(0)
    await expectNoSeriousAxeViolations(page)

    const refused = await page.goto(`${STOREFRONT_URL}/admin/finance`)
    expect(refused?.status()).toBe(404)
    const csv = await page.request.get(`${STOREFRONT_URL}/admin/finance/payouts.csv`)
    expect(csv.status()).toBe(404)
  })
})
