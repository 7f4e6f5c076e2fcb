import type { APIRequestContext, BrowserContext, TestInfo } from '@playwright/test'
import { registerThroughApi, siteHeader, uniqueEmail } from './support/accounts.ts'
import { bookThroughApi } from './support/bookings.ts'
import type { BookedThroughApi } from './support/bookings.ts'
import { expectNoSeriousAxeViolations } from './support/axe.ts'
import { gotoHydrated } from './support/hydration.ts'
import { API_URL } from './support/servers.ts'
import { expect, test } from './support/test.ts'

// B opening A's booking by number is refused on purpose (the 403 document is logged as an error).
test.use({ expectedConsoleErrors: [/status of 403/] })

type Account = { token: string; email: string }
type TourDate = {
  id: number
  number_of_free_seats: number
  is_busy: boolean
  not_guaranteed: boolean
}
type Booking = BookedThroughApi

async function registerAccount(
  request: APIRequestContext,
  testInfo: TestInfo,
  firstName: string,
): Promise<Account> {
  const email = uniqueEmail(testInfo, `booking-${firstName.toLowerCase()}`)
  const token = await registerThroughApi(request, {
    email,
    password: 'saffron-lagoon-38',
    firstName,
    lastName: 'Traveller',
  })
  return { token, email }
}

/** The storefront sees the account the way a signed-in browser shows it: the §4 session cookie. */
async function signIn(context: BrowserContext, baseURL: string, account: Account) {
  await context.addCookies([
    { name: 'cookie_notice_dismissed', value: '1', url: baseURL },
    { name: 'auth_token', value: encodeURIComponent(`Bearer ${account.token}`), url: baseURL },
  ])
}

/** A booking of one tourist (the account's owner), made through the API. */
function book(
  request: APIRequestContext,
  owner: Account,
  tourDateId: number,
  firstName: string,
): Promise<Booking> {
  return bookThroughApi(request, owner.token, {
    tourDateId,
    tourists: [{ first_name: firstName, last_name: 'Traveller', birthday: '1990-05-17' }],
    contact: { first_name: firstName, last_name: 'Traveller', email: owner.email },
  })
}

async function tourDates(request: APIRequestContext, slug: string): Promise<TourDate[]> {
  const response = await request.get(`${API_URL}/spa/tour`, { params: { slug } })
  return ((await response.json()) as { dates: TourDate[] }).dates
}

/**
 * A bookable date with room for a few tourists, on a tour with a second such date to move to.
 * Each project and each lane takes a different tour, from the end of the list, so parallel runs
 * (and the checkout journey) do not count each other's seats.
 */
async function bookableDate(
  request: APIRequestContext,
  testInfo: TestInfo,
  lane: 'manage' | 'instant' = 'manage',
) {
  const list = (await (
    await request.get(`${API_URL}/spa/tours`, { params: { limit: 20 } })
  ).json()) as {
    data: { slug: string }[]
  }
  const found: { slug: string; date: TourDate }[] = []
  for (const { slug } of list.data.toReversed()) {
    const [date, another] = (await tourDates(request, slug)).filter(
      (candidate) => !candidate.is_busy && candidate.number_of_free_seats >= 4,
    )
    if (date !== undefined && another !== undefined) found.push({ slug, date })
  }
  // The instant lane needs a payable booking at once (a guaranteed date) on a tour the manage
  // lane (the first two found) does not use.
  const candidates =
    lane === 'manage' ? found : found.slice(2).filter(({ date }) => !date.not_guaranteed)
  const pick = candidates[testInfo.project.name === 'phone' ? 1 : 0]
  if (pick === undefined) throw new Error('the seeded catalogue has too few bookable dates')
  return pick
}

async function freeSeats(request: APIRequestContext, slug: string, dateId: number) {
  return (await tourDates(request, slug)).find((date) => date.id === dateId)?.number_of_free_seats
}

test.describe('§2 §7 managing a booking', () => {
  test('the owner sees and cancels it, a stranger gets 403 by number but the uuid link works, QR and add tourists', async ({
    page,
    browser,
    request,
    baseURL,
  }, testInfo) => {
    // One booking's whole life (seven steps, two browsers) takes longer than the default 30 s.
    test.slow()
    const origin = baseURL ?? ''
    const owner = await registerAccount(request, testInfo, 'Ada')
    const stranger = await registerAccount(request, testInfo, 'Ben')
    const { slug, date } = await bookableDate(request, testInfo)
    const seatsBefore = date.number_of_free_seats

    const booking = await book(request, owner, date.id, 'Ada')
    const heading = `Booking №${booking.id}`
    let newDate = { id: date.id, seatsBefore }
    await signIn(page.context(), origin, owner)

    await test.step('§6 the owner finds it under My trips and opens booking/{id}', async () => {
      await gotoHydrated(page, '/')
      await siteHeader(page).getByRole('button', { name: 'Ada Traveller' }).click()
      await page.getByRole('link', { name: 'My trips' }).click()
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('My trips')
      await page.getByRole('link', { name: heading }).click()
      await expect(page).toHaveURL(new RegExp(`/booking/${booking.id}$`))
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading)
      await expect(page.getByRole('main').getByText('Ada Traveller').first()).toBeVisible()
      await expect(page.getByRole('link', { name: 'QR code' })).toBeVisible()
      await expectNoSeriousAxeViolations(page)
    })

    await test.step('§6 another account: 403 by number, the uuid link works', async () => {
      const other = await browser.newContext()
      await signIn(other, origin, stranger)
      const strangerPage = await other.newPage()
      await strangerPage.goto(`/booking/${booking.id}`)
      await expect(strangerPage.getByRole('heading', { level: 1 })).toHaveText('Access is denied')
      await gotoHydrated(strangerPage, `/booking/uuid/${booking.uuid}`)
      await expect(strangerPage.getByRole('heading', { level: 1 })).toHaveText(heading)
      await expect(strangerPage.getByRole('button', { name: 'Cancel the booking' })).toHaveCount(0)
      await other.close()
    })

    await test.step('the QR page draws the uuid link as SVG', async () => {
      await page.getByRole('link', { name: 'QR code' }).click()
      await expect(page).toHaveURL(new RegExp(`/booking/qr/uuid/${booking.uuid}$`))
      const code = page.getByRole('img', { name: 'QR code with the link to the booking' })
      await expect(code.locator('svg')).toBeVisible()
      await expect(page.getByText(`${origin}/booking/uuid/${booking.uuid}`)).toBeVisible()
    })

    await test.step('§7 add-tourists by the uuid link adds one tourist', async () => {
      await gotoHydrated(page, `/order/${booking.uuid}/add-tourists`)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Add tourists')
      await page.getByRole('button', { name: 'Add 1 tourist' }).click()
      await expect(page.getByText('Required field.').first()).toBeVisible()
      await page.getByLabel('First name').fill('Cleo')
      await page.getByLabel('Last name').fill('Traveller')
      await page.getByLabel('Date of birth').fill('2012-08-30')
      await page.getByRole('button', { name: 'Add 1 tourist' }).click()
      await expect(page).toHaveURL(new RegExp(`/booking/uuid/${booking.uuid}\\?added=1$`))
      await expect(page.getByText('1 tourist added')).toBeVisible()
      await expect(page.getByRole('heading', { name: '2 tourists' })).toBeVisible()
      expect(await freeSeats(request, slug, date.id)).toBe(seatsBefore - 2)
    })

    await test.step('§7 update-tourists: the owner corrects a tourist name', async () => {
      await gotoHydrated(page, `/booking/${booking.id}`)
      await page.getByRole('button', { name: /^Edit .*Cleo/ }).click()
      const dialog = page.getByRole('dialog', { name: /^Edit .*Cleo/ })
      const firstName = dialog.getByLabel('First name')
      await expect(firstName).toHaveValue('Cleo')
      await firstName.fill('')
      await dialog.getByRole('button', { name: 'Save' }).click()
      await expect(dialog.getByText('Required field.')).toBeVisible()
      await firstName.fill('Clementine')
      await dialog.getByRole('button', { name: 'Save' }).click()
      await expect(dialog).toBeHidden()
      await expect(page.getByRole('button', { name: /^Edit .*Clementine/ })).toBeVisible()
      await expect(page.getByRole('heading', { name: '2 tourists' })).toBeVisible()
    })

    await test.step('§7 request/tour-dates: the owner moves the booking; seats move with it', async () => {
      await page.getByRole('button', { name: 'Change the date' }).click()
      const dialog = page.getByRole('dialog', { name: 'Change the date' })
      await dialog.getByRole('button', { name: 'Move to this date' }).click()
      await expect(dialog.getByText('Choose a date.')).toBeVisible()
      await dialog.getByRole('radio').first().check()
      await expect(dialog.getByText('Choose a date.')).toBeHidden()
      await dialog.getByRole('button', { name: 'Move to this date' }).click()
      await expect(dialog).toBeHidden()
      const moved = await request.get(`${API_URL}/crm/api/request/get`, {
        headers: { 'X-Authorization': `Bearer ${owner.token}` },
        params: { id: booking.id },
      })
      const movedDateId = ((await moved.json()) as { tour_date: { id: number } }).tour_date.id
      expect(movedDateId).not.toBe(date.id)
      expect(await freeSeats(request, slug, date.id)).toBe(seatsBefore)
      newDate = { id: movedDateId, seatsBefore: (await freeSeats(request, slug, movedDateId))! + 2 }
    })

    await test.step('the owner cancels with a reason; the seats return', async () => {
      await gotoHydrated(page, `/booking/${booking.id}`)
      await page.getByRole('button', { name: 'Cancel the booking' }).click()
      const dialog = page.getByRole('dialog', { name: 'Cancel the booking?' })
      await dialog.getByRole('button', { name: 'Cancel the booking' }).click()
      await expect(dialog.getByText('Required field.')).toBeVisible()
      await dialog.getByLabel('Why are you canceling?').fill('Our plans changed.')
      await dialog.getByRole('button', { name: 'Cancel the booking' }).click()
      await expect(dialog).toBeHidden()
      await expect(page.getByText('Canceled by tourist')).toBeVisible()
      await expect(page.getByText('Our plans changed.')).toBeVisible()
      await expect(page.getByRole('button', { name: 'Cancel the booking' })).toHaveCount(0)
      expect(await freeSeats(request, slug, newDate.id)).toBe(newDate.seatsBefore)
    })
  })

  test('issue 14: a payment that arrives after the booking was cancelled is refunded, and the booking page says so', async ({
    page,
    request,
    baseURL,
  }, testInfo) => {
    const owner = await registerAccount(request, testInfo, 'Rita')
    const { date } = await bookableDate(request, testInfo, 'instant')
    const booking = await book(request, owner, date.id, 'Rita')
    const pay = await request.post(`${API_URL}/crm/api/invoice/pay`, {
      data: { uuid: booking.uuid },
    })
    expect(pay.status(), await pay.text()).toBe(200)
    const { checkout_url: checkoutUrl } = (await pay.json()) as { checkout_url: string }
    const cancel = await request.post(`${API_URL}/crm/api/request/cancel`, {
      headers: { 'X-Authorization': `Bearer ${owner.token}` },
      data: { id: booking.id, message: 'Plans changed.' },
    })
    expect(cancel.status()).toBe(200)

    // The checkout was open in another tab and is paid before the minute job closes it.
    await page.goto(checkoutUrl)
    await page.getByLabel('Card number').fill('4242 4242 4242 4242')
    await page.getByLabel('Expiry date').fill('12/34')
    await page.getByLabel('Security code (CVC)').fill('123')
    await page.getByLabel('Name on card').fill('Rita Traveller')
    await page.getByRole('button', { name: /^Pay / }).click()
    await expect(page).toHaveURL(/\/success\?booking=/)

    await signIn(page.context(), baseURL ?? '', owner)
    await gotoHydrated(page, `/booking/${booking.id}`)
    const refunds = page.getByRole('heading', { name: 'Refunds' })
    await expect(refunds).toBeVisible()
    await expect(
      page.getByText('A payment arrived after this invoice was canceled; it goes back.'),
    ).toBeVisible()
    await expect(page.getByText(/^Refunded on /)).toBeVisible()
    await refunds.scrollIntoViewIfNeeded()
    await page.screenshot({ path: testInfo.outputPath('refunds.png'), fullPage: true })
    await expectNoSeriousAxeViolations(page)
  })
})
