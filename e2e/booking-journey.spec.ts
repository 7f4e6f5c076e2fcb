import type { APIRequestContext, Locator, Page, TestInfo } from '@playwright/test'
import { postToApi, uniqueEmail, visitorAddress } from './support/accounts.ts'
import { expectNoSeriousAxeViolations } from './support/axe.ts'
import { gotoHydrated } from './support/hydration.ts'
import { API_URL } from './support/servers.ts'
import { expect, test } from './support/test.ts'

// The sandbox answers a declined card with HTTP 402, which the browser logs as an error.
test.use({ expectedConsoleErrors: [/status of 402/] })

type Account = { token: string; email: string; password: string }
type TourDate = {
  id: number
  number_of_free_seats: number
  is_busy: boolean
  not_guaranteed: boolean
}

const SUCCESS_CARD = '4242 4242 4242 4242'
const DECLINED_CARD = '4000 0000 0000 0002'

async function registerAccount(request: APIRequestContext, testInfo: TestInfo): Promise<Account> {
  const email = uniqueEmail(testInfo, 'checkout')
  const password = 'juniper-harbour-64'
  const response = await postToApi(request, '/crm/api/user/register', {
    first_name: 'Vera',
    last_name: 'Journey',
    email,
    password,
    confirm_password: password,
  })
  expect(response.status(), await response.text()).toBe(200)
  const { token } = (await response.json()) as { token: string }
  return { token, email, password }
}

/**
 * A guaranteed date (instant booking: decision 0016 starts it at pending prepayment) with room
 * for a few tourists. The projects take different tours from the start of the list, so parallel
 * runs do not count each other's seats (the booking-management spec takes its tours from the end).
 */
async function instantDate(
  request: APIRequestContext,
  testInfo: TestInfo,
  offset: number,
): Promise<{ slug: string; date: TourDate }> {
  const list = (await (
    await request.get(`${API_URL}/spa/tours`, { params: { limit: 20 } })
  ).json()) as { data: { slug: string }[] }
  const found: { slug: string; date: TourDate }[] = []
  for (const { slug } of list.data) {
    const tour = (await (
      await request.get(`${API_URL}/spa/tour`, { params: { slug } })
    ).json()) as { dates?: TourDate[] }
    const date = (tour.dates ?? []).find(
      (candidate) =>
        !candidate.is_busy && !candidate.not_guaranteed && candidate.number_of_free_seats >= 4,
    )
    if (date !== undefined) found.push({ slug, date })
  }
  const pick = found[(testInfo.project.name === 'phone' ? 2 : 0) + offset]
  if (pick === undefined) throw new Error('the seeded catalogue has too few instant dates')
  return pick
}

/** Presses from the keyboard: on phones the tour page's booking sheet covers the bottom edge. */
async function press(target: Locator): Promise<void> {
  await target.focus()
  await target.press('Enter')
}

/** The sandbox's hosted checkout on the API origin: the card form, labelled like a real one. */
async function payOnSandbox(page: Page, card: string): Promise<void> {
  await expect(page).toHaveURL(new RegExp(`^${API_URL}/payments/sandbox/checkout/`))
  await page.getByLabel('Card number').fill(card)
  await page.getByLabel('Expiry date').fill('12/34')
  await page.getByLabel('Security code (CVC)').fill('123')
  await page.getByLabel('Name on card').fill('Vera Journey')
  await page.getByRole('button', { name: /^Pay / }).click()
}

test.beforeEach(async ({ context, baseURL }) => {
  await context.addCookies([{ name: 'cookie_notice_dismissed', value: '1', url: baseURL ?? '' }])
})

test.describe('decision 0016 booking and payment', () => {
  // Whole journeys across two origins (sign-in, checkout, hosted payment, result pages).
  test.slow()

  test('Book, log in, fill two tourists, pay with the sandbox card, see it paid on the booking', async ({
    page,
    request,
  }, testInfo) => {
    const account = await registerAccount(request, testInfo)
    const { slug, date } = await instantDate(request, testInfo, 0)

    await test.step('the date’s Book leads through the login to its checkout', async () => {
      await gotoHydrated(page, `/${slug}`)
      await press(page.getByTestId('tour-dates').locator(`a[href="/booking/new/${date.id}"]`))
      await expect(page).toHaveURL(`/login?back=${encodeURIComponent(`/booking/new/${date.id}`)}`)
      await page.getByLabel('E-mail or phone').fill(account.email)
      await page.getByRole('textbox', { name: 'Password', exact: true }).fill(account.password)
      await page.getByRole('main').getByRole('button', { name: 'Log in' }).click()
      // Signing in fetches the profile, then the checkout loads its quote from the server.
      await expect(page).toHaveURL(`/booking/new/${date.id}`, { timeout: 15_000 })
      await expect(page).toHaveTitle(/^Book .+ \| Tourmarket$/)
    })

    await test.step('§5 the form names what is missing and focuses the first field', async () => {
      const contact = page.getByRole('region', { name: 'Contact person' })
      // The contact comes from the profile.
      await expect(contact.getByLabel('E-mail')).toHaveValue(account.email)
      await expect(contact.getByLabel('First name')).toHaveValue('Vera')
      // So does the lead traveller: what is left to fill first is the birthday.
      const lead = page.getByRole('group', { name: 'Tourist 1' })
      await expect(lead.getByLabel('First name')).toHaveValue('Vera')
      await page.getByRole('button', { name: 'Book and pay' }).click()
      const first = lead.getByLabel('Date of birth')
      await expect(first).toBeFocused()
      await expect(first).toHaveAttribute('aria-invalid', 'true')
      await expect(page.getByText('Please accept the terms to book.')).toBeVisible()
    })

    await test.step('two tourists: the server prices the group again', async () => {
      const total = page.locator('.cost-lines__row--total dd')
      const forOne = await total.textContent()
      await page.getByRole('button', { name: 'More tourists' }).click()
      await expect(page.getByRole('group', { name: 'Tourist 2' })).toBeVisible()
      await expect(page.getByText('Tour price for 2 tourists')).toBeVisible()
      await expect(total).not.toHaveText(forOne ?? '')

      for (const [index, name] of [
        [1, 'Vera'],
        [2, 'Ivan'],
      ] as const) {
        const tourist = page.getByRole('group', { name: `Tourist ${index}` })
        await tourist.getByLabel('First name').fill(name)
        await tourist.getByLabel('Last name').fill('Journey')
        await tourist.getByLabel('Date of birth').fill(index === 1 ? '1990-05-12' : '1988-01-02')
      }
      await page
        .getByRole('region', { name: 'Contact person' })
        .getByRole('textbox', { name: 'Phone' })
        .fill('+1 202 555 0143')
      await page.getByRole('checkbox', { name: /I accept the/ }).check()
      await expectNoSeriousAxeViolations(page)
      await page.getByRole('button', { name: 'Book and pay' }).click()
    })

    await test.step('instant booking goes straight to paying the prepayment', async () => {
      await expect(page).toHaveURL(/\/booking\/pay\/uuid\/[0-9a-f-]{36}$/)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Pay for your booking')
      await expect(page.getByRole('radio', { name: /Bank card/ })).toBeChecked()
      await expectNoSeriousAxeViolations(page)
      await page.getByRole('button', { name: /^Pay / }).click()
      await payOnSandbox(page, SUCCESS_CARD)
    })

    await test.step('/success confirms the payment and links to the booking', async () => {
      await expect(page).toHaveURL(/\/success\?booking=[0-9a-f-]{36}$/)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Payment received')
      await expect(page.getByText(/^We received .+ for your booking\.$/)).toBeVisible()
      await page.getByRole('link', { name: 'Open the booking' }).click()
      await expect(page).toHaveURL(/\/booking\/uuid\/[0-9a-f-]{36}$/)
      // "Paid in full" where the date asks the whole price at booking (§3 prepayment_type 3).
      await expect(
        page
          .getByRole('main')
          .getByText(/^(Made prepayment|Paid in full)$/)
          .first(),
      ).toBeVisible()
    })
  })

  test('a declined card: /payment-failed, Try again, then the payment goes through', async ({
    page,
    request,
  }, testInfo) => {
    const account = await registerAccount(request, testInfo)
    const { date } = await instantDate(request, testInfo, 1)
    // The checkout has its own journey; this one starts at the pay step of a fresh booking.
    const created = await request.post(`${API_URL}/crm/api/request/create`, {
      headers: {
        'X-Authorization': `Bearer ${account.token}`,
        'X-Forwarded-For': visitorAddress(),
        'Idempotency-Key': `journey-${testInfo.project.name}-${Date.now()}`,
      },
      data: {
        tour_date_id: date.id,
        tourists: [{ first_name: 'Vera', last_name: 'Journey', birthday: '1990-05-12' }],
        contact: {
          first_name: 'Vera',
          last_name: 'Journey',
          email: account.email,
          phone: '+12025550143',
        },
        consent: true,
      },
    })
    expect(created.status(), await created.text()).toBe(200)
    const { uuid } = (await created.json()) as { uuid: string }

    await test.step('the declined card: the sandbox says so, and back at the storefront', async () => {
      await gotoHydrated(page, `/booking/pay/uuid/${uuid}`)
      await page.getByRole('button', { name: /^Pay / }).click()
      await payOnSandbox(page, DECLINED_CARD)
      await expect(page.getByRole('alert')).toContainText('Your card was declined')
      await page.getByRole('link', { name: 'Cancel and return to Tourmarket' }).click()
      await expect(page).toHaveURL(`/payment-failed?booking=${uuid}`)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        'The payment did not go through',
      )
      await expectNoSeriousAxeViolations(page)
      // §2 /fail, the generic result address, sends a failure on to the same page.
      await gotoHydrated(page, `/fail?booking=${uuid}&status=failed`)
      await expect(page).toHaveURL(`/payment-failed?booking=${uuid}`)
    })

    await test.step('Try again opens the pay page, and the good card pays it', async () => {
      await page.getByRole('link', { name: 'Try again' }).click()
      await expect(page).toHaveURL(`/booking/pay/uuid/${uuid}`)
      await page.getByRole('button', { name: /^Pay / }).click()
      await payOnSandbox(page, SUCCESS_CARD)
      await expect(page).toHaveURL(`/success?booking=${uuid}`)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Payment received')
    })
  })
})
