// Issue 43: on the console's booking page support moves a tourist's booking to another date of
// its tour, and the tourist's own booking page shows the new date; then support sends one of the
// tourist's booking mails again, and it is in the dev outbox and the booking's history. Each page
// passes axe with nothing serious.
import type { APIRequestContext } from '@playwright/test'
import { registerThroughApi, signInContext, uniqueEmail } from './support/accounts.ts'
import { expectNoSeriousAxeViolations } from './support/axe.ts'
import { bookThroughApi, demoGuaranteedDates } from './support/bookings.ts'
import { gotoHydrated } from './support/hydration.ts'
import { API_URL, STOREFRONT_URL } from './support/servers.ts'
import { signInStaffThroughApi } from './support/staff.ts'
import { expect, test } from './support/test.ts'

/** The README's demo support agent. */
const DEMO_SUPPORT = { login: 'support@tourmarket.test', password: 'support-demo-2026' }

/** The dev outbox's mails to one address. */
async function outboxSubjects(request: APIRequestContext, recipient: string): Promise<string[]> {
  const response = await request.get(`${API_URL}/dev/outbox`, { params: { recipient, limit: 50 } })
  const { data } = (await response.json()) as { data: { subject: string | null }[] }
  return data.map((mail) => mail.subject ?? '')
}

/**
 * A new tourist's booking of the demo tour's second-latest date, and the latest (the booking
 * specs take theirs from the start).
 */
async function bookingToMove(request: APIRequestContext, email: string) {
  const surname = `Mover${Math.random().toString(36).slice(2, 8)}`
  const token = await registerThroughApi(request, {
    email,
    password: 'harbour-lantern-43-mover',
    firstName: 'Vera',
    lastName: surname,
  })
  const { open } = await demoGuaranteedDates(request, 2)
  expect(open.length).toBeGreaterThanOrEqual(2)
  const to = open.at(-1)!
  const booking = await bookThroughApi(request, token, {
    tourDateId: open.at(-2)!.id,
    tourists: [{ first_name: 'Vera', last_name: surname, birthday: '1986-09-12' }],
    contact: { first_name: 'Vera', last_name: surname, email },
  })
  return { booking, to }
}

test('support moves a booking to another date and sends the tourist a mail again', async ({
  page,
  request,
}, testInfo) => {
  const email = uniqueEmail(testInfo, 'console-move')
  const { booking, to } = await bookingToMove(request, email)
  const bookingPath = `${STOREFRONT_URL}/admin/bookings/${String(booking.id)}`

  await signInContext(
    page.context(),
    STOREFRONT_URL,
    await signInStaffThroughApi(request, DEMO_SUPPORT),
  )

  await test.step('support moves the booking to the latest date', async () => {
    await gotoHydrated(page, bookingPath)
    await expect(page.getByRole('heading', { level: 2, name: 'Change the date' })).toBeVisible()
    await expectNoSeriousAxeViolations(page)
    const select = page.getByRole('combobox', { name: 'New date' })
    await select.selectOption(String(to.id))
    const chosen = (await select.locator('option:checked').textContent()) ?? ''
    const newDates = chosen.split(' · ')[0]!
    await page.getByRole('button', { name: 'Move to this date' }).click()
    await expect(
      page.getByRole('status').filter({ hasText: 'The booking is moved to the new date.' }),
    ).toBeVisible()
    await expect(page.getByText(`· ${newDates}`)).toBeVisible()
    const history = page.getByTestId('admin-booking-history')
    await expect(history).toContainText('Action: booking.change-date')
    await expect(history).toContainText('Mail: booking-date-changed')
    await expectNoSeriousAxeViolations(page)

    // The tourist's booking page says the new date.
    const tourist = await page.context().browser()!.newPage()
    await gotoHydrated(tourist, `${STOREFRONT_URL}/booking/uuid/${booking.uuid}`)
    await expect(tourist.locator('.bp-tour__dates')).toContainText(newDates)
    await tourist.close()
    const moved = `Booking ${String(booking.id)} moved to ${newDates.split(' – ')[0]!}`
    await expect
      .poll(async () => (await outboxSubjects(request, email)).some((s) => s.startsWith(moved)))
      .toBe(true)
  })

  await test.step('support sends the booking’s first mail again', async () => {
    const received = `Booking ${String(booking.id)} received`
    await expect
      .poll(async () =>
        (await outboxSubjects(request, email)).filter((s) => s.startsWith(received)),
      )
      .toHaveLength(1)
    const history = page.getByTestId('admin-booking-history')
    await expect(history.getByText('Mail: booking-created')).toHaveCount(1)
    await history
      .getByRole('button', { name: `Resend the mail “booking-created” to ${email}` })
      .click()
    await expect(
      page.getByRole('status').filter({ hasText: `The mail is sent again to ${email}.` }),
    ).toBeVisible()
    await expect(history.getByText('Mail: booking-created')).toHaveCount(2)
    await expect(history).toContainText('Action: booking.mail-resend')
    await expect
      .poll(async () =>
        (await outboxSubjects(request, email)).filter((s) => s.startsWith(received)),
      )
      .toHaveLength(2)
    await expectNoSeriousAxeViolations(page)
  })
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('the date change and the resend are plain form posts', async ({
    page,
    request,
  }, testInfo) => {
    const email = uniqueEmail(testInfo, 'console-move-nojs')
    const { booking, to } = await bookingToMove(request, email)
    await signInContext(
      page.context(),
      STOREFRONT_URL,
      await signInStaffThroughApi(request, DEMO_SUPPORT),
    )
    await page.goto(`${STOREFRONT_URL}/admin/bookings/${String(booking.id)}`)
    await page.getByRole('combobox', { name: 'New date' }).selectOption(String(to.id))
    await page.getByRole('button', { name: 'Move to this date' }).click()
    await expect(page).toHaveURL(/\?done=change-date$/)
    await expect(page.getByRole('status')).toHaveText(
      'The booking is moved to the new date. The tourist is mailed about it.',
    )
    const history = page.getByTestId('admin-booking-history')
    await history
      .getByRole('button', { name: `Resend the mail “booking-created” to ${email}` })
      .click()
    await expect(page).toHaveURL(/\?done=resend$/)
    await expect(history.getByText('Mail: booking-created')).toHaveCount(2)
  })
})
