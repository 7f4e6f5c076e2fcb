import type { APIRequestContext, Page, TestInfo } from '@playwright/test'
import { postToApi, uniqueEmail, visitorAddress } from './support/accounts.ts'
import { expectNoSeriousAxeViolations } from './support/axe.ts'
import { openBeforeHydration } from './support/before-hydration.ts'
import { gotoHydrated } from './support/hydration.ts'
import { API_URL } from './support/servers.ts'
import { expect, test } from './support/test.ts'

type Booking = {
  uuid: string
  tourists: { id: number; arrival: Record<string, unknown> | null; departure: unknown }[]
}
type TourDate = { id: number; is_busy: boolean; number_of_free_seats: number }

/**
 * A booking of one tourist through the API, on a tour from the middle of the first search page
 * (the booking specs count seats on the last ones), one tour per project.
 */
async function booked(request: APIRequestContext, testInfo: TestInfo): Promise<Booking> {
  const password = 'saffron-lagoon-38'
  const email = uniqueEmail(testInfo, 'arrival')
  const registered = await postToApi(request, '/crm/api/user/register', {
    first_name: 'Ines',
    last_name: 'Arrival',
    email,
    password,
    confirm_password: password,
  })
  expect(registered.status(), await registered.text()).toBe(200)
  const { token } = (await registered.json()) as { token: string }
  const list = (await (
    await request.get(`${API_URL}/spa/tours`, { params: { limit: 20 } })
  ).json()) as { data: { slug: string }[] }
  const candidates: TourDate[] = []
  for (const { slug } of list.data.slice(4, 12)) {
    const tour = (await (
      await request.get(`${API_URL}/spa/tour`, { params: { slug } })
    ).json()) as {
      dates: TourDate[]
    }
    const date = tour.dates.find((candidate) => !candidate.is_busy)
    if (date !== undefined) candidates.push(date)
  }
  const date = candidates[testInfo.project.name === 'phone' ? 1 : 0]
  if (date === undefined) throw new Error('the seeded catalogue has too few bookable dates')
  const created = await request.post(`${API_URL}/crm/api/request/create`, {
    headers: { 'X-Authorization': `Bearer ${token}`, 'X-Forwarded-For': visitorAddress() },
    data: {
      tour_date_id: date.id,
      tourists: [{ first_name: 'Ines', last_name: 'Arrival', birthday: '1991-03-02' }],
      contact: { first_name: 'Ines', last_name: 'Arrival', email, phone: '+12025550143' },
      consent: true,
    },
  })
  expect(created.status(), await created.text()).toBe(200)
  return (await created.json()) as Booking
}

async function savedBooking(request: APIRequestContext, uuid: string): Promise<Booking> {
  const response = await request.get(`${API_URL}/crm/api/request/get-by-uuid`, {
    params: { uuid },
  })
  return (await response.json()) as Booking
}

function direction(page: Page, name: 'Arrival' | 'Departure') {
  return page.getByRole('group', { name, exact: true })
}

test.describe('§2 /arrival/{uuid}', () => {
  test('from the booking page: the tourist saves plane details and sees them back', async ({
    page,
    request,
    baseURL,
  }, testInfo) => {
    const booking = await booked(request, testInfo)
    await page
      .context()
      .addCookies([{ name: 'cookie_notice_dismissed', value: '1', url: baseURL ?? '' }])
    await gotoHydrated(page, `/booking/uuid/${booking.uuid}`)
    await page.getByRole('link', { name: 'Add arrival details' }).click()
    await expect(page).toHaveURL(new RegExp(`/arrival/${booking.uuid}$`))
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Arrival and departure')
    await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveText(
      'Arrival Ines',
    )
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex')

    const arrival = direction(page, 'Arrival')
    await expect(arrival.getByLabel('Airport')).toBeHidden()
    await arrival.getByRole('radio', { name: 'By plane' }).check()
    await arrival.getByLabel('Airport').fill('Fiumicino')
    await arrival.getByLabel('Flight number').fill('AZ 611')
    await arrival.getByLabel('Date').fill('2030-06-09')
    await arrival.getByLabel('Time').fill('14:30')
    await arrival.getByLabel('Notes for the organizer').fill('Two bags')
    await direction(page, 'Departure').getByRole('radio', { name: 'Lives in the city' }).check()
    await expectNoSeriousAxeViolations(page)
    await page.getByRole('button', { name: 'Save arrival details' }).click()

    await expect(page).toHaveURL(new RegExp(`/arrival/${booking.uuid}\\?saved=1$`))
    await expect(page.getByText('Saved. The organizer sees these details.')).toBeVisible()
    await page.reload()
    await expect(direction(page, 'Arrival').getByRole('radio', { name: 'By plane' })).toBeChecked()
    await expect(direction(page, 'Arrival').getByLabel('Flight number')).toHaveValue('AZ 611')
    await expect(
      direction(page, 'Departure').getByRole('radio', { name: 'Lives in the city' }),
    ).toBeChecked()
    const [tourist] = (await savedBooking(request, booking.uuid)).tourists
    expect(tourist?.arrival).toMatchObject({
      transport_type: 1,
      airport_name: 'Fiumicino',
      flight_number: 'AZ 611',
      date: '2030-06-09',
      time: '14:30',
      additional_info: 'Two bags',
    })
    expect(tourist?.departure).toMatchObject({ transport_type: 4 })
  })

  test('before hydration on a slow phone: the chosen type shows its fields, and the typing and the save take effect', async ({
    page,
    request,
  }, testInfo) => {
    const booking = await booked(request, testInfo)
    const early = await openBeforeHydration(page, `/arrival/${booking.uuid}`)
    const arrival = direction(page, 'Arrival')
    await arrival.getByRole('radio', { name: 'By train' }).check()
    await arrival.getByLabel('Station').fill('Termini')
    await page.getByRole('button', { name: 'Save arrival details' }).click()
    await early.hydrate()

    await expect(page).toHaveURL(new RegExp(`/arrival/${booking.uuid}\\?saved=1$`))
    const [tourist] = (await savedBooking(request, booking.uuid)).tourists
    expect(tourist?.arrival).toMatchObject({ transport_type: 2, station_name: 'Termini' })
  })

  test('the form works without JavaScript: a train departure is saved @desktop-only', async ({
    browser,
    request,
    baseURL,
  }, testInfo) => {
    const booking = await booked(request, testInfo)
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL })
    const page = await context.newPage()
    await page.goto(`/arrival/${booking.uuid}`)
    const departure = direction(page, 'Departure')
    await departure.getByRole('radio', { name: 'By train' }).check()
    await departure.getByLabel('Station').fill('Roma Termini')
    await departure.getByLabel('Train number').fill('FR 9512')
    await page.getByRole('button', { name: 'Save arrival details' }).click()
    await expect(page.getByText('Saved. The organizer sees these details.')).toBeVisible()
    await expect(direction(page, 'Departure').getByLabel('Station')).toHaveValue('Roma Termini')
    const [tourist] = (await savedBooking(request, booking.uuid)).tourists
    expect(tourist?.departure).toMatchObject({
      transport_type: 2,
      station_name: 'Roma Termini',
      train_number: 'FR 9512',
    })
    await context.close()
  })
})
