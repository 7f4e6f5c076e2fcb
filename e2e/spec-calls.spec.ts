import type { APIRequestContext, Page, TestInfo } from '@playwright/test'
import {
  codeOf,
  newestMessage,
  postToApi,
  typeCode,
  uniqueEmail,
  visitorAddress,
} from './support/accounts.ts'
import { gotoHydrated } from './support/hydration.ts'
import { API_URL } from './support/servers.ts'
import { expect, test } from './support/test.ts'

// Issue 20 (decision 0035): §7 calls that had no page get the use the spec implies.

type ApiQuestion = { id: number; answer: string | null; question: string }
type ApiDate = {
  id: number
  is_busy: boolean
  not_guaranteed: boolean
  number_of_free_seats: number
}
type ApiTour = {
  id: number
  slug: string
  url: string
  questions: ApiQuestion[] | null
  dates: ApiDate[]
}

async function json<Body>(request: APIRequestContext, url: string): Promise<Body> {
  const response = await request.get(url)
  expect(response.ok(), url).toBe(true)
  return (await response.json()) as Body
}

async function seededTours(request: APIRequestContext): Promise<ApiTour[]> {
  const list = await json<{ data: { slug: string }[] }>(request, `${API_URL}/spa/tours?per_page=40`)
  const tours: ApiTour[] = []
  for (const { slug } of list.data) {
    tours.push(await json<ApiTour>(request, `${API_URL}/spa/tour?slug=${encodeURIComponent(slug)}`))
  }
  return tours
}

/**
 * A seeded question still waiting for its answer: the tour page does not list those, so its
 * neighbours (the seed numbers a tour's questions in a row) are asked about through the API.
 */
async function unansweredQuestion(
  request: APIRequestContext,
  tours: readonly ApiTour[],
): Promise<{ tour: ApiTour; question: ApiQuestion }> {
  for (const tour of tours) {
    const listed = new Set((tour.questions ?? []).map((question) => question.id))
    for (const id of listed) {
      for (const candidate of [id - 2, id - 1, id + 1, id + 2]) {
        if (candidate < 1 || listed.has(candidate)) continue
        const response = await request.get(`${API_URL}/spa/tour-question`, {
          params: { question_id: candidate, tour_id: tour.id },
        })
        if (!response.ok()) continue
        const question = (await response.json()) as ApiQuestion
        if (question.answer === null) return { tour, question }
      }
    }
  }
  throw new Error('the seeded catalogue has no unanswered question next to an answered one')
}

type NewBooking = { uuid: string; currency: string; tour: ApiTour }

/**
 * A booking of one tourist by a new account, on an instant date `fromEnd` places from the end of
 * the seeded list (the projects take different ones, so parallel runs do not share seats).
 */
async function newBooking(
  request: APIRequestContext,
  testInfo: TestInfo,
  label: string,
  fromEnd: number,
): Promise<NewBooking> {
  const email = uniqueEmail(testInfo, label)
  const password = 'juniper-harbour-64'
  const registered = await postToApi(request, '/crm/api/user/register', {
    first_name: 'Vera',
    last_name: 'Rates',
    email,
    password,
    confirm_password: password,
  })
  expect(registered.status(), await registered.text()).toBe(200)
  const { token } = (await registered.json()) as { token: string }
  const open = (await seededTours(request)).flatMap((tour) =>
    tour.dates
      .filter((date) => !date.is_busy && !date.not_guaranteed && date.number_of_free_seats >= 3)
      .map((date) => ({ tour, date })),
  )
  const pick = open[open.length - fromEnd - (testInfo.project.name === 'phone' ? 2 : 0)]
  if (pick === undefined) throw new Error('the seeded catalogue has too few instant dates')
  const created = await request.post(`${API_URL}/crm/api/request/create`, {
    headers: {
      'X-Authorization': `Bearer ${token}`,
      'X-Forwarded-For': visitorAddress(),
      'Idempotency-Key': `${label}-${testInfo.project.name}-${Date.now()}`,
    },
    data: {
      tour_date_id: pick.date.id,
      tourists: [{ first_name: 'Vera', last_name: 'Rates', birthday: '1990-05-12' }],
      contact: { first_name: 'Vera', last_name: 'Rates', email, phone: '+12025550143' },
      consent: true,
    },
  })
  expect(created.status(), await created.text()).toBe(200)
  const { uuid, currency } = (await created.json()) as { uuid: string; currency: string }
  return { uuid, currency, tour: pick.tour }
}

async function dismissCookieNotice(page: Page, url: string): Promise<void> {
  await page.context().addCookies([{ name: 'cookie_notice_dismissed', value: '1', url }])
}

test.describe('issue 20: the §7 calls the pages were missing', () => {
  test.beforeEach(async ({ page, baseURL }) => {
    await dismissCookieNotice(page, baseURL ?? '')
  })

  test('a link to a question the page does not list opens it (/spa/tour-question), also without a script', async ({
    page,
    browser,
    request,
    baseURL,
  }) => {
    const { tour, question } = await unansweredQuestion(request, await seededTours(request))
    const link = `${tour.url}?question=${question.id}#question-${question.id}`

    await gotoHydrated(page, link)
    const item = page.locator(`#question-${question.id}`)
    await expect(item).toContainText('The question you followed')
    await expect(item).toContainText(question.question)
    await expect(item).toContainText('The organizer has not answered yet.')
    await expect(item).toBeInViewport()
    await page.screenshot({ path: test.info().outputPath('linked-question.png') })

    const noScript = await browser.newContext({ javaScriptEnabled: false, baseURL: baseURL! })
    const plain = await noScript.newPage()
    await plain.goto(link)
    await expect(plain.locator(`#question-${question.id}`)).toContainText(
      'The organizer has not answered yet.',
    )
    await noScript.close()

    // Another tour's question is not shown on this one: the page is the tour's as usual.
    const other = await request.get(`${API_URL}/spa/tour-question`, {
      params: { question_id: question.id, tour_id: tour.id + 1 },
    })
    expect(other.status()).toBe(404)
  })

  test('each listed question has a link of its own that opens it marked', async ({
    page,
    request,
  }) => {
    const tours = await seededTours(request)
    const tour = tours.find((candidate) => (candidate.questions ?? []).length > 0)
    if (tour === undefined) throw new Error('the seeded catalogue has no answered question')
    const [first] = tour.questions ?? []

    await gotoHydrated(page, tour.url)
    const questions = page.getByRole('region', { name: 'Questions and answers' })
    await expect(questions.getByText('The question you followed')).toHaveCount(0)
    await questions.getByRole('link', { name: 'Link to this question' }).first().click()
    await expect(page).toHaveURL(`${tour.url}?question=${first!.id}#question-${first!.id}`)
    await expect(page.locator(`#question-${first!.id}`)).toContainText('The question you followed')
  })

  test('the pay page says what a charge in another currency comes to (/node-api/convert-price)', async ({
    page,
    request,
    baseURL,
  }, testInfo) => {
    // A booking keeps its date's currency; the visitor browses in another one.
    const { uuid, currency } = await newBooking(request, testInfo, 'converted', 2)
    const browsing = currency === 'EUR' ? 'USD' : 'EUR'
    const sign = browsing === 'EUR' ? '€' : 'US$'

    await page.context().addCookies([{ name: 'currency', value: browsing, url: baseURL! }])
    await gotoHydrated(page, `/booking/pay/uuid/${uuid}`)
    // Decision 0047: charged in the booking's currency, with what it comes to in whole units.
    await expect(page.getByTestId('charge-statement')).toHaveText(
      new RegExp(
        `^You will be charged .+ \\(≈ ${sign.replace('$', '\\$')}[\\d,]+ at today’s rate\\)\\.$`,
      ),
    )
    await page.screenshot({ path: test.info().outputPath('pay-converted.png') })

    // In the charge's own currency there is nothing to convert, and no line.
    await page.context().addCookies([{ name: 'currency', value: currency, url: baseURL! }])
    await gotoHydrated(page, `/booking/pay/uuid/${uuid}`)
    await expect(page.locator('.pay-due__amount')).toBeVisible()
    await expect(page.getByTestId('charge-statement')).toHaveCount(0)
  })

  test('registers with a code instead of a password (/crm/api/user/register-without-password)', async ({
    page,
    request,
  }, testInfo) => {
    const email = uniqueEmail(testInfo, 'code-register')
    await gotoHydrated(page, '/register')
    await page.getByRole('link', { name: 'Register with a code instead of a password' }).click()
    await expect(page).toHaveURL('/register?method=code')
    const main = page.getByRole('main')
    await main.getByRole('button', { name: 'Send the code' }).click()
    await expect(main.getByText('Please accept the terms to continue.')).toBeVisible()
    await main.getByLabel('First name').fill('Coral')
    await main.getByLabel('Last name').fill('Byrne')
    await main.getByLabel('E-mail or phone').fill(email)
    await main.getByRole('checkbox').check()
    await page.screenshot({ path: testInfo.outputPath('register-by-code.png') })
    await main.getByRole('button', { name: 'Send the code' }).click()
    await expect(main.getByText(/We sent a 5-digit code to/)).toBeVisible()

    await typeCode(page, codeOf(await newestMessage(request, email, /code/i)))
    await main.getByRole('button', { name: 'Log in', exact: true }).click()
    await expect(page).toHaveURL('/')
    // The name given at registration is the account's: register-without-password kept it.
    await expect(page.getByRole('banner').getByRole('button', { name: /Coral/ })).toBeVisible()
  })

  test('registers with a code without a script', async ({
    browser,
    request,
    baseURL,
  }, testInfo) => {
    const email = uniqueEmail(testInfo, 'code-register-plain')
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL: baseURL! })
    await context.addCookies([{ name: 'cookie_notice_dismissed', value: '1', url: baseURL! }])
    const page = await context.newPage()
    await page.goto('/register')
    await page.getByRole('link', { name: 'Register with a code instead of a password' }).click()
    const main = page.getByRole('main')
    await main.getByLabel('First name').fill('Plain')
    await main.getByLabel('Last name').fill('Byrne')
    await main.getByLabel('E-mail or phone').fill(email)
    await main.getByRole('checkbox').check()
    await main.getByRole('button', { name: 'Send the code' }).click()
    await expect(main.getByText(/We sent a 5-digit code to/)).toBeVisible()
    // Without a script the cells do not move on: the whole code typed into the first one counts.
    await main.getByRole('textbox', { name: 'Digit 1 of 5' }).fill('00000')
    await main.getByRole('button', { name: 'Log in', exact: true }).click()
    await expect(main.getByRole('textbox', { name: 'Digit 1 of 5' })).toBeVisible()
    const code = codeOf(await newestMessage(request, email, /code/i))
    await main.getByRole('textbox', { name: 'Digit 1 of 5' }).fill(code)
    await main.getByRole('button', { name: 'Log in', exact: true }).click()
    await expect(page).toHaveURL('/')
    await expect(page.getByRole('banner').getByRole('button', { name: /Plain/ })).toBeVisible()
    await context.close()
  })

  test('adding tourists shows the trip they join (/spa/tour-for-request)', async ({
    page,
    request,
  }, testInfo) => {
    const { uuid, tour } = await newBooking(request, testInfo, 'trip-card', 6)
    const details = await json<{
      title: string
      min_age: number
      organizer: { name: string }
      start_city: { name: string }
    }>(request, `${API_URL}/spa/tour-for-request?id=${tour.id}`)

    await gotoHydrated(page, `/order/${uuid}/add-tourists`)
    const card = page.getByRole('region', { name: 'The trip' })
    await expect(card.getByRole('link', { name: details.title })).toHaveAttribute('href', tour.url)
    await expect(card).toContainText(
      `By ${details.organizer.name} · starts in ${details.start_city.name}`,
    )
    await expect(card).toContainText(
      details.min_age > 0 ? `travellers aged ${details.min_age} and over` : 'travellers of any age',
    )
    await page.screenshot({ path: testInfo.outputPath('add-tourists-trip.png') })
  })

  test('the organizer area shows whom the account acts as, edits fresh data and lists the checks (organizer/info, organizer/view, user/verification-data)', async ({
    page,
    request,
  }, testInfo) => {
    const email = uniqueEmail(testInfo, 'organizer-checks')
    const password = 'juniper-harbour-64'
    const registered = await postToApi(request, '/crm/api/user/register', {
      first_name: 'Olga',
      last_name: 'Checks',
      email,
      password,
      confirm_password: password,
    })
    expect(registered.status(), await registered.text()).toBe(200)
    const { token } = (await registered.json()) as { token: string }
    const auth = { 'X-Authorization': `Bearer ${token}` }
    const countries = await json<{ data: { id: number }[] }>(
      request,
      `${API_URL}/crm/api/dropdown/country`,
    )
    const name = `Checked Trails ${testInfo.project.name} ${Date.now()}`
    const profile = {
      name,
      legal_type: 2,
      sales_model: 1,
      operator_type: 'author',
      country_id: countries.data[0]?.id,
      description: 'Small groups in the hills.',
    }
    const created = await request.post(`${API_URL}/crm/api/organizer/create`, {
      headers: auth,
      data: profile,
    })
    expect(created.status(), await created.text()).toBe(201)
    const { id } = (await created.json()) as { id: number }

    await gotoHydrated(page, '/login')
    const main = page.getByRole('main')
    await main.getByLabel('E-mail or phone').fill(email)
    await main.getByRole('textbox', { name: 'Password', exact: true }).fill(password)
    await main.getByRole('button', { name: 'Log in', exact: true }).click()
    await expect(page.getByRole('banner').getByRole('button', { name: /Olga/ })).toBeVisible()
    await gotoHydrated(page, '/settings/organizer')
    const section = page.getByRole('region', { name: 'Organizer profiles', exact: true })
    const acting = section.getByTestId('organizer-acting-info')
    await expect(acting.getByRole('heading', { name: `You act as ${name}` })).toBeVisible()
    await expect(acting).toContainText('Individual entrepreneur · Marketplace · Author · updated')

    const card = section.getByTestId('organizer-profile')
    await card.getByRole('button', { name: 'Checks' }).click()
    await expect(card.getByTestId('organizer-check-identity')).toContainText('Identity')
    await expect(card.getByText('No identity check has been started yet.')).toBeVisible()

    // Changed elsewhere after the list loaded: the edit form shows the profile as it is now.
    const updated = await request.post(`${API_URL}/crm/api/organizer/update`, {
      headers: auth,
      data: { ...profile, id, description: 'Now with river days.' },
    })
    expect(updated.status(), await updated.text()).toBe(200)
    await card.getByRole('button', { name: 'Edit' }).click()
    await expect(card.getByLabel('Description')).toHaveValue('Now with river days.')
    await card.getByRole('button', { name: 'Cancel' }).click()

    // Stripe Identity's fake page (issue 41), which sends its signed event and then the browser back.
    await card.getByRole('button', { name: 'Verify identity' }).click()
    await page.getByRole('button', { name: 'Verify', exact: true }).click()
    await expect(page).toHaveURL(/\/settings\/organizer\?verification=returned/)
    const history = card.getByTestId('organizer-check')
    await expect(history).toHaveCount(1)
    await expect(history).toContainText(/^Started .+: passed .+\d{4}/)
    await expect(card.getByRole('button', { name: 'Hide checks' })).toBeVisible()
    await page.screenshot({
      path: testInfo.outputPath(`organizer-checks-${testInfo.project.name}.png`),
      fullPage: true,
    })
  })

  test('the sign-in e-mail’s link asks "Sign in as …" and its button signs in (user/redirect-auth-via-code), also without a script', async ({
    page,
    browser,
    request,
    baseURL,
  }, testInfo) => {
    const email = uniqueEmail(testInfo, 'email-link')
    const password = 'juniper-harbour-64'
    const registered = await postToApi(request, '/crm/api/user/register', {
      first_name: 'Linus',
      last_name: 'Link',
      email,
      password,
      confirm_password: password,
    })
    expect(registered.status(), await registered.text()).toBe(200)

    const mailedLink = async () => {
      const sent = await postToApi(request, '/crm/api/user/send-auth-code', {
        login: email,
        code_sender: 'email',
      })
      expect(sent.status(), await sent.text()).toBe(200)
      const message = await newestMessage(request, email, /sign-in code/i)
      const href = /(https?:\/\/\S+\/login\?\S+)/.exec(message.body)?.[1]
      expect(href, message.body).toBeDefined()
      const link = new URL(href!)
      expect(link.searchParams.get('code')).toBe(codeOf(message))
      return `${link.pathname}${link.search}`
    }

    // Opening the link twice (as a mail scanner would, then the person) spends nothing.
    const link = await mailedLink()
    await gotoHydrated(page, link)
    await gotoHydrated(page, link)
    const panel = page.getByTestId('email-link-sign-in')
    await expect(panel.getByRole('heading', { name: `Sign in as ${email}` })).toBeVisible()
    await page.screenshot({ path: testInfo.outputPath(`email-link-${testInfo.project.name}.png`) })
    await panel.getByRole('button', { name: 'Sign in', exact: true }).click()
    await expect(page).toHaveURL('/')
    await expect(page.getByRole('banner').getByRole('button', { name: /Linus/ })).toBeVisible()

    const plain = await browser.newContext({ javaScriptEnabled: false, baseURL: baseURL! })
    await plain.addCookies([{ name: 'cookie_notice_dismissed', value: '1', url: baseURL! }])
    const plainPage = await plain.newPage()
    await plainPage.goto(await mailedLink())
    await plainPage.getByRole('button', { name: 'Sign in', exact: true }).click()
    await expect(plainPage).toHaveURL('/')
    await expect(plainPage.getByRole('banner').getByRole('button', { name: /Linus/ })).toBeVisible()
    await plain.close()
  })

  test('the organizer page previews a tour’s reviews when opened (/spa/tour-reviews)', async ({
    page,
    request,
  }, testInfo) => {
    const hub = await json<{ data: { id: number; reviews_count: number }[] }>(
      request,
      `${API_URL}/spa/hub-organizer-page?limit=100`,
    )
    const organizer = hub.data.find((candidate) => candidate.reviews_count > 0)
    if (organizer === undefined) throw new Error('the seeded catalogue has no reviewed organizer')
    await gotoHydrated(page, `/tour-provider/${String(organizer.id)}`)
    const preview = page.getByTestId('tour-reviews-preview').first()
    const tourId = await preview.getAttribute('data-tour-id')
    const reviews = await json<{ data: { author_name: string }[]; summary: { count: number } }>(
      request,
      `${API_URL}/spa/tour-reviews?id=${tourId ?? ''}`,
    )

    const asked = page.waitForRequest((sent) => sent.url().includes('/spa/tour-reviews'))
    await preview.getByText(/^Reviews \(\d+\)$/).click()
    await asked
    await expect(preview.getByTestId('tour-reviews-preview-item')).toHaveCount(reviews.data.length)
    await expect(preview).toContainText(`Rated `)
    await expect(preview).toContainText(reviews.data[0]?.author_name ?? 'no review')
    await expect(preview.getByRole('link', { name: 'All reviews of the tour' })).toBeVisible()
    await page.screenshot({
      path: testInfo.outputPath(`tour-reviews-preview-${testInfo.project.name}.png`),
    })
  })
})
