import { readFileSync } from 'node:fs'
import type { APIRequestContext, TestInfo } from '@playwright/test'
import { newestMessage, postToApi, registerThroughApi, uniqueEmail } from './support/accounts.ts'
import { bookThroughApi, demoGuaranteedDates, payWithSandboxCard } from './support/bookings.ts'
import { expectNoSeriousAxeViolations } from './support/axe.ts'
import { gotoHydrated } from './support/hydration.ts'
import { API_URL } from './support/servers.ts'
import { expect, test } from './support/test.ts'

// Issue 38 item 7: the QR page is a voucher (travellers, tour, dates, meeting point, organizer,
// number and status, the code, Add to calendar, printable); a cancelled booking shows no code.

/** The README's demo organizer: it acts for the demo tour's organizer, so it gets the meet links. */
const DEMO_ORGANIZER_EMAIL = 'organizer@tourmarket.test'
const MEETING_TEXT = 'The blue gate of the harbour, 8:30. Look for the green flag.'

/** A guaranteed date of the demo tour, the projects apart, away from the meet journey's first ones. */
async function demoGuaranteedDate(request: APIRequestContext, testInfo: TestInfo) {
  const { title, open } = await demoGuaranteedDates(request, 2)
  const date = open.at(testInfo.project.name === 'phone' ? -2 : -1) ?? open[0]!
  return { title, date }
}

/** A new account books two travellers on the date (guaranteed: payable at once). */
async function bookTwo(request: APIRequestContext, testInfo: TestInfo, tourDateId: number) {
  const email = uniqueEmail(testInfo, 'voucher')
  const token = await registerThroughApi(request, {
    email,
    password: 'quiet-harbour-lantern-77',
    firstName: 'Vera',
    lastName: 'Voucher',
  })
  const booking = await bookThroughApi(request, token, {
    tourDateId,
    tourists: [
      { first_name: 'Vera', last_name: 'Voucher', birthday: '1990-04-02' },
      { first_name: 'Oskar', last_name: 'Voucher', birthday: '1988-11-23' },
    ],
    contact: { first_name: 'Vera', last_name: 'Voucher', email },
  })
  return { booking, token }
}

/** The organizer saves the meeting text through the meet link the paid booking mailed them. */
async function saveMeetingText(request: APIRequestContext, bookingId: number) {
  const mail = await newestMessage(
    request,
    DEMO_ORGANIZER_EMAIL,
    new RegExp(`^Booking ${String(bookingId)} paid`),
  )
  const key = /\/meet\?key=([A-Za-z0-9_-]{43})/.exec(mail.body)?.[1]
  expect(key, mail.body).toBeDefined()
  const saved = await postToApi(request, '/spa/meet-save', {
    contract_id: bookingId,
    organizer_meet_data: MEETING_TEXT,
    files: [],
    key,
  })
  expect(saved.status(), await saved.text()).toBe(200)
}

test.describe('issue 38 the voucher', () => {
  test('a paid booking’s voucher: travellers, dates, meeting point, organizer, the code and a calendar file', async ({
    page,
    request,
  }, testInfo) => {
    test.slow()
    const { title, date } = await demoGuaranteedDate(request, testInfo)
    const { booking } = await bookTwo(request, testInfo, date.id)
    await payWithSandboxCard(request, booking, 'Vera Voucher')
    await saveMeetingText(request, booking.id)

    const response = await gotoHydrated(page, `/booking/qr/uuid/${booking.uuid}`)
    expect(response?.headers()['referrer-policy']).toBe('same-origin')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      `Voucher for booking №${String(booking.id)}`,
    )
    const facts = page.locator('.bp-qr__facts')
    await expect(facts).toContainText('Voucher Vera')
    await expect(facts).toContainText('Voucher Oskar')
    await expect(facts).toContainText(title)
    await expect(facts).toContainText(MEETING_TEXT)
    await expect(facts).toContainText(String(booking.id))
    await expect(page.locator('.bp-qr > .bp-status')).toHaveText(/Made prepayment|Paid in full/)
    const code = page.getByRole('img', { name: 'QR code with the link to the booking' })
    await expect(code.locator('svg')).toBeVisible()
    await expectNoSeriousAxeViolations(page)

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Add to calendar' }).click(),
    ])
    expect(download.suggestedFilename()).toMatch(/booking-\d+\.ics$/)
    const calendar = readFileSync(await download.path(), 'utf8')
    expect(calendar).toContain('BEGIN:VEVENT')
    expect(calendar).toMatch(/DTSTART;VALUE=DATE:\d{8}/)
    expect(calendar).toContain('Voucher Oskar')
    expect(calendar).toContain('LOCATION:The blue gate of the harbour')

    // On paper: the code and the facts, none of the site's furniture or buttons.
    await page.emulateMedia({ media: 'print' })
    await expect(page.locator('.site-header')).toBeHidden()
    await expect(page.getByRole('link', { name: 'Add to calendar' })).toBeHidden()
    await expect(code).toBeVisible()
  })

  test('a cancelled booking shows that it was cancelled, with no code, no calendar and no pay link', async ({
    page,
    request,
  }, testInfo) => {
    const { date } = await demoGuaranteedDate(request, testInfo)
    const { booking, token } = await bookTwo(request, testInfo, date.id)
    const cancel = await request.post(`${API_URL}/crm/api/request/cancel`, {
      headers: { 'X-Authorization': `Bearer ${token}` },
      data: { id: booking.id, message: 'Plans changed.' },
    })
    expect(cancel.status(), await cancel.text()).toBe(200)

    await gotoHydrated(page, `/booking/qr/uuid/${booking.uuid}`)
    await expect(page.getByText('This booking was cancelled')).toBeVisible()
    await expect(page.locator('.bp-qr > .bp-status')).toHaveText('Canceled by tourist')
    await expect(
      page.getByRole('img', { name: 'QR code with the link to the booking' }),
    ).toHaveCount(0)
    await expect(page.locator('svg[shape-rendering], .bp-qr__code')).toHaveCount(0)
    await expect(page.getByRole('link', { name: 'Add to calendar' })).toHaveCount(0)
    await expect(page.getByText('Meeting point', { exact: true })).toHaveCount(0)
    const calendar = await request.get(`/booking/qr/uuid/${booking.uuid}/calendar.ics`)
    expect(calendar.status()).toBe(404)

    await gotoHydrated(page, `/booking/uuid/${booking.uuid}`)
    await expect(page.getByRole('link', { name: 'QR code' })).toHaveCount(0)
    await expect(page.getByRole('link', { name: /^Pay / })).toHaveCount(0)
  })
})
