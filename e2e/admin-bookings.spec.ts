// Issue 43: the operator console's bookings section, as support uses it. A tourist's paid booking
// is found by the tourist's e-mail, its history read, and it is cancelled with everything paid
// refunded through the payment provider; a content editor is not shown bookings and is refused
// them. Each console page passes axe with nothing serious.
import type { TestInfo } from '@playwright/test'
import { registerThroughApi, signInContext, uniqueEmail } from './support/accounts.ts'
import { expectNoSeriousAxeViolations } from './support/axe.ts'
import { signInStaffThroughApi } from './support/staff.ts'
import { bookThroughApi, demoGuaranteedDates, payWithSandboxCard } from './support/bookings.ts'
import { gotoHydrated } from './support/hydration.ts'
import { STOREFRONT_URL } from './support/servers.ts'
import { expect, test } from './support/test.ts'

/** The README's demo staff: support works with bookings, content does not. */
const DEMO_SUPPORT = { login: 'support@tourmarket.test', password: 'support-demo-2026' }
const DEMO_CONTENT = { login: 'content@tourmarket.test', password: 'content-demo-2026' }

async function paidBookingOfNewTourist(
  request: Parameters<typeof registerThroughApi>[0],
  testInfo: TestInfo,
) {
  const email = uniqueEmail(testInfo, 'console')
  const surname = `Console${Math.random().toString(36).slice(2, 8)}`
  const token = await registerThroughApi(request, {
    email,
    password: 'harbour-lantern-43-console',
    firstName: 'Ida',
    lastName: surname,
  })
  const { open } = await demoGuaranteedDates(request, 1)
  // The latest date: the other booking specs take theirs from the start; this one frees its seat.
  const date = open.at(-1)!
  const booking = await bookThroughApi(request, token, {
    tourDateId: date.id,
    tourists: [{ first_name: 'Ida', last_name: surname, birthday: '1988-04-02' }],
    contact: { first_name: 'Ida', last_name: surname, email },
  })
  await payWithSandboxCard(request, booking, `Ida ${surname}`)
  return { email, surname, booking }
}

test('support finds a tourist’s booking by e-mail, reads its history and cancels it with a refund', async ({
  page,
  request,
}, testInfo) => {
  const { email, booking } = await paidBookingOfNewTourist(request, testInfo)
  await signInContext(
    page.context(),
    STOREFRONT_URL,
    await signInStaffThroughApi(request, DEMO_SUPPORT),
  )

  await gotoHydrated(page, `${STOREFRONT_URL}/admin`)
  await expect(page.getByRole('heading', { level: 1, name: 'Operator console' })).toBeVisible()
  const nav = page.getByRole('navigation', { name: 'Operator console' })
  await expect(nav.getByRole('link')).toHaveText(['Bookings', 'Support'])
  await expectNoSeriousAxeViolations(page)

  await nav.getByRole('link', { name: 'Bookings' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Bookings' })).toBeVisible()
  await page.getByRole('searchbox', { name: 'Find a booking' }).fill(email)
  await page.getByRole('button', { name: 'Find' }).click()
  await expect(page).toHaveURL(/\/admin\/bookings\?q=/)
  const table = page.getByTestId('admin-booking-table')
  await expect(table.getByRole('link')).toHaveText([`Booking №${String(booking.id)}`])
  await expect(table).toContainText(email)
  await expectNoSeriousAxeViolations(page)

  await table.getByRole('link', { name: `Booking №${String(booking.id)}` }).click()
  await expect(
    page.getByRole('heading', { level: 1, name: `Booking №${String(booking.id)}` }),
  ).toBeVisible()
  const history = page.getByTestId('admin-booking-history')
  await expect(history).toContainText('Booked')
  await expect(history).toContainText('Mail: booking-paid')
  await expectNoSeriousAxeViolations(page)

  await page
    .getByRole('textbox', { name: 'Reason (the tourist reads it)' })
    .fill('The tourist asked support to cancel by phone.')
  await page.getByRole('radio', { name: /^Everything paid/ }).check()
  await page.getByRole('button', { name: 'Cancel the booking' }).click()
  await expect(
    page.getByRole('status').filter({ hasText: 'The booking is cancelled' }),
  ).toBeVisible()
  await expect(page.getByTestId('admin-booking-refunds')).toContainText(/refunded|pending/)
  await expect(history).toContainText('Action: booking.refund')
  await expect(history).toContainText('The tourist asked support to cancel by phone.')
  await expect(page.getByText('This booking can no longer be cancelled.')).toBeVisible()
  await expectNoSeriousAxeViolations(page)
})

test.describe('refused', () => {
  // The refusals are the 404 page, which the browser reports as a failed document load.
  test.use({ expectedConsoleErrors: [/status of 404/] })

  test('a content editor is not shown bookings and is refused them', async ({ page, request }) => {
    await signInContext(
      page.context(),
      STOREFRONT_URL,
      await signInStaffThroughApi(request, DEMO_CONTENT),
    )
    await gotoHydrated(page, `${STOREFRONT_URL}/admin`)
    await expect(page.getByRole('heading', { level: 1, name: 'Operator console' })).toBeVisible()
    await expect(
      page.getByRole('navigation', { name: 'Operator console' }).getByRole('link'),
    ).toHaveText([
      'Journal',
      'Help center',
      'Collections',
      'Destinations',
      'Uploaded photos',
      'Legal pages',
    ])
    await expect(page.getByText('Content editor')).toBeVisible()
    await expectNoSeriousAxeViolations(page)

    const refused = await page.goto(`${STOREFRONT_URL}/admin/bookings`)
    expect(refused?.status()).toBe(404)
  })

  test('a tourist does not find the console', async ({ page, request }, testInfo) => {
    const token = await registerThroughApi(request, {
      email: uniqueEmail(testInfo, 'not-staff'),
      password: 'harbour-lantern-43-tourist',
      firstName: 'Ola',
      lastName: 'Tourist',
    })
    await signInContext(page.context(), STOREFRONT_URL, token)
    const refused = await page.goto(`${STOREFRONT_URL}/admin`)
    expect(refused?.status()).toBe(404)
  })
})
