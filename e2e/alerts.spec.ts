import type { APIRequestContext } from '@playwright/test'
import {
  newestMessage,
  registerThroughApi,
  signInContext,
  signInThroughApi,
  uniqueEmail,
} from './support/accounts.ts'
import { expectNoSeriousAxeViolations } from './support/axe.ts'
import { bookThroughApi, demoGuaranteedDates } from './support/bookings.ts'
import { gotoHydrated } from './support/hydration.ts'
import { photograph } from './support/photograph.ts'
import { API_URL, STOREFRONT_URL } from './support/servers.ts'
import { expect, test } from './support/test.ts'

/** The README's demo organizer. */
const DEMO_ORGANIZER = { login: 'organizer@tourmarket.test', password: 'organizer-demo-2026' }
const password = 'Gentle-otter-paddles-47'

// A tampered unsubscribe link's page answers 400 on purpose.
test.use({ expectedConsoleErrors: [/status of 400 \(Bad Request\)/] })

function call(request: APIRequestContext, token: string, path: string, data: unknown) {
  return request.post(`${API_URL}${path}`, {
    headers: { 'X-Authorization': `Bearer ${token}` },
    data,
  })
}

/**
 * A date of the demo tour made for this journey (one seat, a day no other spec uses), so the
 * price cut and the sell-out touch nothing the seed's other journeys count; closed at the end.
 */
async function journeyDate(request: APIRequestContext, token: string, tourId: number) {
  const start = new Date(Date.now() + (500 + Math.floor(Math.random() * 200)) * 86_400_000)
  const created = await call(request, token, '/crm/api/office/date/create', {
    tour_id: tourId,
    start: start.toISOString().slice(0, 10),
    base_price_minor: 100_000,
    discount_percent: 0,
    number_of_seats: 1,
    not_guaranteed: false,
    min_travellers: null,
    prepayment_type: 1,
    prepayment_size: 20,
    full_payment_days: 14,
  })
  expect(created.status(), await created.text()).toBe(200)
  return ((await created.json()) as { id: number }).id
}

test('a tourist watches a favourite: a price cut and a freed seat are mailed, the mail’s link turns the alert off', async ({
  browser,
  page,
  request,
}, testInfo) => {
  const organizerToken = await signInThroughApi(request, DEMO_ORGANIZER)
  const { slug, title } = await demoGuaranteedDates(request, 1)
  const tour = (await (await request.get(`${API_URL}/spa/tour`, { params: { slug } })).json()) as {
    id: number
  }
  const dateId = await journeyDate(request, organizerToken, tour.id)
  try {
    const email = uniqueEmail(testInfo, 'alerts')
    await registerThroughApi(request, { email, password, firstName: 'Vera' })
    const token = await signInThroughApi(request, { login: email, password })
    await signInContext(page.context(), STOREFRONT_URL, token)
    expect(
      (await call(request, token, '/crm/api/favourite-tour/create', { tour_id: tour.id })).status(),
    ).toBe(200)

    // The favourites page leads to the tour's alert form; a plain form post turns it on.
    await gotoHydrated(page, '/favorites')
    await page.getByRole('link', { name: 'Alerts: dates, price, seats' }).first().click()
    await expect(page.getByRole('heading', { name: `Alerts for ${title}` })).toBeVisible()
    const form = page.getByRole('region', { name: `Alerts for ${title}` })
    await form.getByRole('spinbutton', { name: 'By at least, %' }).fill('15')
    await form.getByRole('button', { name: 'Turn on alerts' }).click()
    const card = page.locator('article', { has: page.getByRole('link', { name: title }) })
    await expect(card.getByRole('status')).toHaveText('Alert saved.')
    await expect(card.getByRole('spinbutton', { name: 'By at least, %' })).toHaveValue('15')
    await expectNoSeriousAxeViolations(page)
    await photograph(page, 'alerts-page')

    // The organizer cuts the price by 20 %: the mail arrives.
    const cut = await call(request, organizerToken, '/crm/api/office/date/update', {
      id: dateId,
      base_price_minor: 80_000,
    })
    expect(cut.status(), await cut.text()).toBe(200)
    const priceMail = await newestMessage(request, email, /^Price drop: .* is 20 % cheaper$/)
    expect(priceMail.body).toContain('(−20 %)')

    // Someone takes the only seat and cancels: the freed seat is mailed.
    const bookerEmail = uniqueEmail(testInfo, 'alerts-booker')
    await registerThroughApi(request, { email: bookerEmail, password, firstName: 'Ivan' })
    const bookerToken = await signInThroughApi(request, { login: bookerEmail, password })
    const booking = await bookThroughApi(request, bookerToken, {
      tourDateId: dateId,
      tourists: [{ first_name: 'Ivan', last_name: 'Booker', birthday: '1990-04-02' }],
      contact: { first_name: 'Ivan', last_name: 'Booker', email: bookerEmail },
    })
    const cancelled = await call(request, bookerToken, '/crm/api/request/cancel', {
      id: booking.id,
      message: 'Plans changed.',
    })
    expect(cancelled.status(), await cancelled.text()).toBe(200)
    const seatMail = await newestMessage(request, email, /^A seat is free again on /)
    expect(seatMail.body).toContain('1 seat free again')

    // The mail's link: a tampered one is refused with a clear page, the real one turns it off.
    const link = /Turn off these alerts: (\S+)/.exec(seatMail.body)?.[1]
    expect(link).toBeDefined()
    const path = new URL(link!).pathname + new URL(link!).search
    const tampered = path.replace(
      /token=(\d+)/,
      (_, id: string) => `token=${String(Number(id) + 1)}`,
    )
    const refused = await page.goto(tampered)
    expect(refused?.status()).toBe(400)
    const unsubscribe = page.getByTestId('alert-unsubscribe-page')
    await expect(unsubscribe.getByRole('alert')).toHaveText(/This link is not valid/)

    await gotoHydrated(page, path)
    await expect(unsubscribe).toContainText(title)
    await unsubscribe.getByRole('button', { name: 'Turn off' }).click()
    await expect(unsubscribe.getByRole('status')).toHaveText(/These alerts are off/)
    await expectNoSeriousAxeViolations(page)
    await photograph(page, 'alerts-unsubscribed')
    const listed = await request.get(`${API_URL}/spa/user/alerts`, {
      headers: { 'X-Authorization': `Bearer ${token}` },
    })
    const alerts = ((await listed.json()) as { data: { is_active: boolean }[] }).data
    expect(alerts.map((alert) => alert.is_active)).toEqual([false])

    // The alerts page's forms work without JavaScript: the alert back on, then removed.
    const plain = await browser.newContext({
      javaScriptEnabled: false,
      storageState: await page.context().storageState(),
    })
    const withoutScript = await plain.newPage()
    await withoutScript.goto(`${STOREFRONT_URL}/alerts`)
    const plainCard = withoutScript.locator('article', {
      has: withoutScript.getByRole('link', { name: title }),
    })
    await expect(plainCard).toContainText('Off')
    await plainCard.getByRole('checkbox', { name: 'Alert on' }).check()
    await plainCard.getByRole('button', { name: 'Save alert' }).click()
    await expect(plainCard.getByRole('status')).toHaveText('Alert saved.')
    await expect(plainCard).not.toContainText('Off')
    await plainCard.getByRole('button', { name: 'Remove' }).click()
    await expect(withoutScript.getByRole('status')).toHaveText('Alert removed.')
    await expect(withoutScript.getByText('No tour alerts yet.', { exact: false })).toBeVisible()
    await plain.close()

    // 'Save this search' on a tours page keeps its filter among the alerts.
    await gotoHydrated(page, '/tours?daysMax=7')
    await page.getByRole('button', { name: 'Save this search' }).click()
    await expect(page.getByRole('heading', { name: 'Saved searches' })).toBeVisible()
    // Named as the tours page named it: its heading and the filter's chip.
    await expect(
      page.getByRole('link', { name: /^Search: .+ · Duration, days: ≤ 7$/ }),
    ).toBeVisible()
    await expect(page.locator('[data-just-saved]').getByRole('status')).toHaveText('Alert saved.')
  } finally {
    // The journey's date leaves the catalogue: closed (it was booked once, so it stays listed in the office).
    const closed = await call(request, organizerToken, '/crm/api/office/date/close', { id: dateId })
    expect(closed.status(), await closed.text()).toBe(200)
  }
})
