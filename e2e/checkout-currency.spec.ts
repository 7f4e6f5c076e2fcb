import type { APIRequestContext, Page, TestInfo } from '@playwright/test'
import { postToApi, signInContext, uniqueEmail, visitorAddress } from './support/accounts.ts'
import { gotoHydrated } from './support/hydration.ts'
import { API_URL } from './support/servers.ts'
import { expect, test } from './support/test.ts'

type ApiDate = {
  id: number
  is_busy: boolean
  not_guaranteed: boolean
  number_of_free_seats: number
  prepayment_type: { id: number }
}
type ApiTour = { slug: string; dates: ApiDate[] }

const PHONE_WIDTH = { width: 390, height: 844 }
const DESKTOP_WIDTH = { width: 1280, height: 900 }

/** A new account (a phone number is one account's: each gets its own). */
async function registerAccount(
  request: APIRequestContext,
  testInfo: TestInfo,
  label: string,
): Promise<{ token: string; email: string }> {
  const email = uniqueEmail(testInfo, label)
  const password = 'juniper-harbour-64'
  const response = await postToApi(request, '/crm/api/user/register', {
    first_name: 'Vera',
    last_name: 'Rates',
    email,
    phone: `+4477009${String(Math.floor(Math.random() * 100_000)).padStart(5, '0')}`,
    password,
    confirm_password: password,
  })
  expect(response.status(), await response.text()).toBe(200)
  return { token: ((await response.json()) as { token: string }).token, email }
}

async function seededTours(request: APIRequestContext): Promise<ApiTour[]> {
  const list = (await (
    await request.get(`${API_URL}/spa/tours`, { params: { per_page: 40 } })
  ).json()) as { data: { slug: string }[] }
  const tours: ApiTour[] = []
  for (const { slug } of list.data) {
    const answer = await request.get(`${API_URL}/spa/tour`, { params: { slug } })
    tours.push((await answer.json()) as ApiTour)
  }
  return tours
}

/** Books an instant date through the API (what the checkout posts) and answers its uuid. */
async function bookThroughApi(
  request: APIRequestContext,
  account: { token: string; email: string },
  date: ApiDate,
  label: string,
): Promise<string> {
  const created = await request.post(`${API_URL}/crm/api/request/create`, {
    headers: {
      'X-Authorization': `Bearer ${account.token}`,
      'X-Forwarded-For': visitorAddress(),
      'Idempotency-Key': `${label}-${Date.now()}`,
    },
    data: {
      tour_date_id: date.id,
      tourists: [{ first_name: 'Vera', last_name: 'Rates', birthday: '1990-05-12' }],
      contact: {
        first_name: 'Vera',
        last_name: 'Rates',
        email: account.email,
        phone: '+447700900123',
      },
      consent: true,
    },
  })
  expect(created.status(), await created.text()).toBe(200)
  return ((await created.json()) as { uuid: string }).uuid
}

async function screenshotAtBothWidths(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: test.info().outputPath(`${name}-1280.png`), fullPage: true })
  await page.setViewportSize(PHONE_WIDTH)
  await page.screenshot({ path: test.info().outputPath(`${name}-390.png`), fullPage: true })
  await page.setViewportSize(DESKTOP_WIDTH)
}

/** The whole roubles of an amount as the page writes it ('27 000 ₽' → 27000). */
function roubles(text: string | null): number {
  return Number((text ?? '').replace(/[^\d]/g, ''))
}

test.describe('issue 38: the currency the visitor sees and pays (decision 0047)', () => {
  test.beforeEach(async ({ page, context, baseURL }) => {
    await page.setViewportSize(DESKTOP_WIDTH)
    await context.addCookies([
      { name: 'currency', value: 'RUB', url: baseURL! },
      { name: 'cookie_notice_dismissed', value: '1', url: baseURL! },
    ])
  })

  test("the booking box's travellers change its total and carry to the checkout, which states the charge", async ({
    page,
    context,
    request,
    baseURL,
  }, testInfo) => {
    const account = await registerAccount(request, testInfo, 'widget')
    await signInContext(context, baseURL!, account.token)
    // A tour whose nearest open date (the one the box starts on) has room for three.
    const nearestOpen = (tour: ApiTour) => tour.dates.find((date) => !date.is_busy)
    const tour = (await seededTours(request)).find(
      (candidate) => (nearestOpen(candidate)?.number_of_free_seats ?? 0) >= 3,
    )
    if (tour === undefined) throw new Error('the seeded catalogue has no date with 3 seats')
    const roomy = nearestOpen(tour)!

    await gotoHydrated(page, `/${tour.slug}`)
    const box = page.getByTestId('tour-booking')
    await expect(box).toHaveAttribute('action', `/booking/new/${String(roomy.id)}`)
    const total = box.locator('.tour-booking__row--total dd')
    await expect(total).toHaveText(/₽$/)
    const forOne = roubles(await total.textContent())
    await box.getByRole('button', { name: 'More travellers' }).click()
    await expect(box.getByRole('group', { name: 'Travellers' })).toContainText('2 tourists')
    await expect.poll(async () => roubles(await total.textContent())).toBe(forOne * 2)
    await expect(box.getByText(/^Due (when booking|once confirmed)$/)).toBeVisible()
    await screenshotAtBothWidths(page, 'tour-widget')

    await box.getByRole('button', { name: 'Book' }).click()
    await expect(page).toHaveURL(`/booking/new/${String(roomy.id)}?tourists=2`)
    await expect(page.getByRole('group', { name: 'Tourist 2' })).toBeVisible()
    // A companion is asked what the brand's form asks, not how to reach them.
    await expect(page.getByRole('group', { name: 'Tourist 2' }).getByLabel('E-mail')).toHaveCount(0)
    // The lead traveller comes from the account.
    await expect(
      page.getByRole('group', { name: 'Tourist 1' }).getByLabel('First name'),
    ).toHaveValue('Vera')
    await expect(page.getByText('Tour price for 2 tourists')).toBeVisible()
    // Charged in the tour's currency, said before paying with what it comes to in roubles.
    await expect(page.getByTestId('charge-statement')).toHaveText(
      /^(Once the organizer confirms, you|You) will be charged (€|US\$)[\d,.]+ \(≈ [\d\u00a0 ]+\u00a0₽ at today’s rate\)\.$/,
    )
    await expect(page.locator('.cost-lines__approx')).toHaveText(
      /^≈ [\d\u00a0 ]+\u00a0₽ at today’s rate$/,
    )
    await screenshotAtBothWidths(page, 'checkout')
  })

  test('the pay page states the charge in the booking currency, the hold, and a card alone on the English site', async ({
    page,
    context,
    request,
    baseURL,
  }, testInfo) => {
    const account = await registerAccount(request, testInfo, 'pay')
    await signInContext(context, baseURL!, account.token)
    const date = (await seededTours(request))
      .flatMap((tour) => tour.dates)
      .findLast((candidate) => !candidate.is_busy && !candidate.not_guaranteed)
    if (date === undefined) throw new Error('the seeded catalogue has no instant date')
    const uuid = await bookThroughApi(request, account, date, 'pay-rub')

    await gotoHydrated(page, `/booking/pay/uuid/${uuid}`)
    await expect(page.getByTestId('charge-statement')).toHaveText(
      /^You will be charged (€|US\$)[\d,.]+ \(≈ [\d\u00a0 ]+\u00a0₽ at today’s rate\)\.$/,
    )
    await expect(page.getByTestId('hold-notice')).toHaveText(
      /^Your places are held until \d\d:\d\d \((60|59) minutes left\)\. /,
    )
    // SBP and Mir are for the Russian site and rouble invoices.
    await expect(page.getByRole('radio')).toHaveCount(1)
    await expect(page.getByRole('radio', { name: /Bank card/ })).toBeChecked()
    await expect(page.getByText('Visa, Mastercard', { exact: true })).toBeVisible()
    await screenshotAtBothWidths(page, 'pay')

    // Browsing in the charge's own currency there is nothing to convert, and nothing to state.
    const charged = (await (
      await request.get(`${API_URL}/crm/api/request/get-by-uuid`, { params: { uuid } })
    ).json()) as { currency: string }
    await context.addCookies([{ name: 'currency', value: charged.currency, url: baseURL! }])
    await gotoHydrated(page, `/booking/pay/uuid/${uuid}`)
    await expect(page.locator('.pay-due__amount')).toBeVisible()
    await expect(page.getByTestId('charge-statement')).toHaveCount(0)
  })

  test('a booking paid in full reads "Paid in full", not "Made prepayment"', async ({
    page,
    context,
    request,
    baseURL,
  }, testInfo) => {
    const account = await registerAccount(request, testInfo, 'paid-in-full')
    await signInContext(context, baseURL!, account.token)
    // §3 prepayment_type 3: the full price is due at booking.
    const date = (await seededTours(request))
      .flatMap((tour) => tour.dates)
      .find(
        (candidate) =>
          !candidate.is_busy && !candidate.not_guaranteed && candidate.prepayment_type.id === 3,
      )
    if (date === undefined) throw new Error('the seeded catalogue has no full-payment date')
    const uuid = await bookThroughApi(request, account, date, 'paid-in-full')

    await gotoHydrated(page, `/booking/pay/uuid/${uuid}`)
    await page.getByRole('button', { name: /^Pay / }).click()
    await expect(page).toHaveURL(new RegExp(`^${API_URL}/payments/sandbox/checkout/`))
    await page.getByLabel('Card number').fill('4242 4242 4242 4242')
    await page.getByLabel('Expiry date').fill('12/34')
    await page.getByLabel('Security code (CVC)').fill('123')
    await page.getByLabel('Name on card').fill('Vera Rates')
    await page.getByRole('button', { name: /^Pay / }).click()
    await expect(page).toHaveURL(/\/success\?booking=/)
    await page.getByRole('link', { name: 'Open the booking' }).click()
    await expect(page).toHaveURL(/\/booking\/uuid\//)
    await expect(page.locator('.bp-status').first()).toHaveText('Paid in full')
    await expect(page.getByRole('main').getByText('Made prepayment')).toHaveCount(0)
  })
})
