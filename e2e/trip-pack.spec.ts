import type { APIRequestContext, Page, TestInfo } from '@playwright/test'
import {
  logOutThroughMenu,
  newestMessage,
  postToApi,
  registerThroughApi,
  signInContext,
  uniqueEmail,
} from './support/accounts.ts'
import { expectNoSeriousAxeViolations } from './support/axe.ts'
import { bookThroughApi, demoGuaranteedDates, payWithSandboxCard } from './support/bookings.ts'
import { gotoHydrated } from './support/hydration.ts'
import { photograph } from './support/photograph.ts'
import { expect, test } from './support/test.ts'

// Issue 44 item 6: the trip pack of a paid booking, kept on the device by its service worker.
// Offline, the page's own calls (the header's, the session's) fail as they would on a phone in
// airplane mode; the browser logs those, the refused stranger's 403 document, and a call still on
// its way as the traveller signs out (401: the session just ended).
test.use({
  expectedConsoleErrors: [/ERR_INTERNET_DISCONNECTED|Failed to fetch|status of (401|403)/],
})

const DEMO_ORGANIZER_EMAIL = 'organizer@tourmarket.test'

/**
 * A new traveller books the demo tour's guaranteed date and pays its prepayment with the sandbox
 * card, so the journey works on a booking of its own; the organizer is mailed the meet link.
 */
async function paidBooking(request: APIRequestContext, testInfo: TestInfo) {
  const { open } = await demoGuaranteedDates(request, 1)
  const date = open[testInfo.project.name === 'phone' ? 1 : 0] ?? open[0]!
  const email = uniqueEmail(testInfo, 'trip-pack')
  const token = await registerThroughApi(request, {
    email,
    password: 'harbour-lantern-51',
    firstName: 'Pia',
    lastName: 'Pack',
  })
  const booking = await bookThroughApi(request, token, {
    tourDateId: date.id,
    tourists: [{ first_name: 'Pia', last_name: 'Pack', birthday: '1990-04-02' }],
    contact: { first_name: 'Pia', last_name: 'Pack', email },
  })
  await payWithSandboxCard(request, booking, 'Pia Pack')
  const mail = await newestMessage(
    request,
    DEMO_ORGANIZER_EMAIL,
    new RegExp(`^Booking ${String(booking.id)} paid`),
  )
  const key = /\/meet\?key=([A-Za-z0-9_-]{43})/.exec(mail.body)?.[1]
  if (key === undefined) throw new Error(`no meet link mailed for booking ${String(booking.id)}`)
  return { booking, token, key }
}

/** The organizer saves the meeting text on the meet page (its API call, with the mailed key). */
async function organizerSavesMeeting(
  request: APIRequestContext,
  bookingId: number,
  key: string,
  text: string,
) {
  const response = await postToApi(request, '/spa/meet-save', {
    contract_id: bookingId,
    organizer_meet_data: text,
    files: [],
    key,
  })
  expect(response.status(), await response.text()).toBe(200)
}

async function expectPack(page: Page, meetingText: string) {
  await expect(
    page.getByRole('heading', { level: 1, name: /^Trip pack · booking № \d+$/ }),
  ).toBeVisible()
  await expect(
    page.getByRole('img', { name: 'QR code of the booking for the guide to scan' }),
  ).toBeVisible()
  await expect(page.getByTestId('trip-pack-meet-text')).toHaveText(meetingText)
  const program = page.getByRole('region', { name: 'Program day by day' })
  await expect(program.getByRole('heading', { level: 3, name: /^Day 1\. / })).toBeVisible()
  await expect(program.getByRole('link', { name: /^Open .+ on the map$/ }).first()).toHaveAttribute(
    'href',
    /^https:\/\/www\.openstreetmap\.org\/\?mlat=/,
  )
}

test.describe('issue 44 item 6: the offline trip pack', () => {
  test('saved for offline, it opens with the network off and picks up a new meeting when online', async ({
    page,
    request,
    baseURL,
  }, testInfo) => {
    test.slow()
    const { booking, token, key } = await paidBooking(request, testInfo)
    const firstText = `Meet at the north pier at 9:00 (booking ${String(booking.id)}).`
    await organizerSavesMeeting(request, booking.id, key, firstText)
    await signInContext(page.context(), baseURL ?? '', token)

    // The booking page leads to the pack.
    await gotoHydrated(page, `/booking/${String(booking.id)}`)
    await page.getByRole('link', { name: 'Trip pack (works offline)' }).click()
    await expect(page).toHaveURL(new RegExp(`/booking/trip-pack/${String(booking.id)}$`))
    await expectPack(page, firstText)
    const packPath = `/booking/trip-pack/${String(booking.id)}`
    await expect(page.getByRole('link', { name: /^Write to / })).toHaveAttribute('href', /^mailto:/)
    await expectNoSeriousAxeViolations(page)

    await page.getByRole('button', { name: 'Save for offline' }).click()
    await expect(
      page.getByRole('status').filter({ hasText: /^Saved for offline · updated / }),
    ).toBeVisible()
    await photograph(page, 'trip-pack-online')

    // Airplane mode: the reload comes from the worker's copy, with its QR code and program.
    await page.context().setOffline(true)
    await page.reload()
    await expectPack(page, firstText)
    await expect(
      page.getByRole('status').filter({ hasText: /^You are offline — showing the copy from / }),
    ).toBeVisible()
    await photograph(page, 'trip-pack-offline')

    // Online again, the organizer changes the meeting; the next visit shows it (network first).
    await page.context().setOffline(false)
    const newText = `Changed: meet at the south gate at 8:30 (booking ${String(booking.id)}).`
    await organizerSavesMeeting(request, booking.id, key, newText)
    await page.reload()
    await expectPack(page, newText)
    // And that is the copy kept now.
    await page.context().setOffline(true)
    await page.reload()
    await expectPack(page, newText)
    await page.context().setOffline(false)

    // Signing out removes the saved pack: a stranger on this phone, offline, finds nothing.
    const forgotten = page.waitForFunction(async () =>
      (await caches.keys()).every((name) => !name.startsWith('trip-pack:')),
    )
    await logOutThroughMenu(page, 'Pia Pack')
    await forgotten
    expect(
      await page.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).length),
    ).toBe(0)
    await page.context().setOffline(true)
    const offlineVisit = await page.goto(packPath).catch((error: unknown) => error)
    expect(offlineVisit).toBeInstanceOf(Error)
    await page.context().setOffline(false)
  })

  test('is the owner’s alone: another signed-in traveller gets the 403 screen', async ({
    page,
    request,
    baseURL,
  }, testInfo) => {
    const { booking } = await paidBooking(request, testInfo)
    const stranger = await registerThroughApi(request, {
      email: uniqueEmail(testInfo, 'trip-pack-stranger'),
      password: 'harbour-lantern-51',
      firstName: 'Sam',
      lastName: 'Stranger',
    })
    await signInContext(page.context(), baseURL ?? '', stranger)
    const response = await page.goto(`/booking/trip-pack/${String(booking.id)}`)
    expect(response?.status()).toBe(403)
    await expect(page.getByTestId('trip-pack-meet-text')).toHaveCount(0)
  })
})
