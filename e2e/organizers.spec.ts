import type { APIRequestContext, Page } from '@playwright/test'
import { postToApi, registerThroughApi, uniqueEmail } from './support/accounts.ts'
import { expectNoSeriousAxeViolations } from './support/axe.ts'
import { gotoHydrated } from './support/hydration.ts'
import { expect, test } from './support/test.ts'

/** §4: the session token travels in this cookie as 'Bearer {token}'. */
const SESSION_COOKIE = 'auth_token'
const PASSWORD = 'a-long-walk-in-the-hills'

type HubAnswer = {
  data: { id: number; name: string; reviews_count: number; tours_count: number }[]
  meta: { total: number; total_pages: number }
  countries: { id: number; name: string; organizers_count: number }[]
}

type Organizer = { id: number; name: string; reviewsCount: number; tourSlug: string }

/** Through the storefront, which forwards /spa and /crm to the API. */
async function hub(request: APIRequestContext, query = ''): Promise<HubAnswer> {
  return (await (await request.get(`/spa/hub-organizer-page?${query}`)).json()) as HubAnswer
}

/** A seeded organizer with more than one page of reviews (§9: 5 a page), and one of its tours. */
async function organizerWithReviews(request: APIRequestContext): Promise<Organizer> {
  const found = (await hub(request, 'limit=100')).data.find(
    (organizer) => organizer.reviews_count > 5 && organizer.tours_count > 0,
  )
  if (found === undefined) throw new Error('the seeded catalogue has no organizer with 6 reviews')
  const info = (await (
    await request.get(`/crm/api/organizer/public-info?id=${String(found.id)}`)
  ).json()) as { tour_ids: number[] }
  const cards = (await (
    await request.get(`/crm/api/tour/get-by-ids?ids=${info.tour_ids.join(',')}`)
  ).json()) as { data: { slug: string }[] }
  const tour = cards.data[0]
  if (tour === undefined) throw new Error(`organizer ${String(found.id)} has no listed tour`)
  return { id: found.id, name: found.name, reviewsCount: found.reviews_count, tourSlug: tour.slug }
}

function reviewTexts(page: Page) {
  return page.getByTestId('organizer-reviews').getByRole('listitem').allInnerTexts()
}

test.describe('§2 /tour-provider/{id}: the organizer page', () => {
  test('tour page → organizer → its reviews page 2 → one of its tours', async ({
    page,
    request,
  }) => {
    const organizer = await organizerWithReviews(request)
    await page.goto(`/${organizer.tourSlug}`)

    await page.getByTestId('tour-organizer').getByRole('link', { name: 'Organizer’s page' }).click()

    await expect(page).toHaveURL(`/tour-provider/${String(organizer.id)}`)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(organizer.name)
    await expect(page).toHaveTitle(`${organizer.name} | Tourmarket`)
    const reviews = page.getByRole('region', { name: 'Reviews' })
    await expect(page.getByTestId('organizer-reviews').getByRole('listitem')).toHaveCount(5)
    await expect(reviews).toContainText(`1–5 of ${String(organizer.reviewsCount)}`)
    const firstPage = await reviewTexts(page)

    await reviews
      .getByRole('navigation', { name: 'Review pages' })
      .getByRole('link', { name: 'Page 2', exact: true })
      .click()

    await expect(page).toHaveURL(
      `/tour-provider/${String(organizer.id)}?reviews-page=2#organizer-reviews`,
    )
    await expect(reviews).toContainText(`6–${String(Math.min(10, organizer.reviewsCount))} of`)
    await expect(reviews.getByRole('link', { name: 'Page 2', exact: true })).toHaveAttribute(
      'aria-current',
      'page',
    )
    expect(await reviewTexts(page)).not.toEqual(firstPage)

    const tours = page.getByRole('region', { name: /^Tours/ })
    const firstTour = tours.getByRole('article').first().getByRole('link').first()
    const tourTitle = await firstTour.innerText()
    await firstTour.click()

    await expect(page.getByRole('heading', { level: 1 })).toHaveText(tourTitle)
    await expect(page.getByTestId('tour-organizer')).toContainText(organizer.name)
  })

  test('reviews page 2 opens directly, server-rendered, without JavaScript, at one URL', async ({
    browser,
    request,
  }) => {
    const organizer = await organizerWithReviews(request)
    const context = await browser.newContext({ javaScriptEnabled: false })
    const page = await context.newPage()
    // A zero-padded id is the same organizer: it redirects to the one URL.
    const response = await page.goto(`/tour-provider/0${String(organizer.id)}?reviews-page=2`)

    expect(response?.status()).toBe(200)
    expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe(
      `/tour-provider/${String(organizer.id)}?reviews-page=2`,
    )
    await expect(page.getByTestId('organizer-reviews').getByRole('listitem')).not.toHaveCount(0)
    await expect(page.getByRole('region', { name: 'Reviews' })).toContainText('6–')
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      'href',
      new RegExp(`/tour-provider/${String(organizer.id)}\\?reviews-page=2$`),
    )
    const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents()
    const organization = jsonLd
      .map((text) => JSON.parse(text) as unknown)
      .flat()
      .find(
        (item): item is { '@type': string; aggregateRating: { reviewCount: number } } =>
          typeof item === 'object' &&
          item !== null &&
          '@type' in item &&
          item['@type'] === 'Organization',
      )
    expect(organization?.aggregateRating.reviewCount).toBe(organizer.reviewsCount)
    expect(jsonLd.join()).toContain('"BreadcrumbList"')
    await context.close()
  })

  test('Ask the organizer: signed out it leads to log in and back; signed in the chat opens', async ({
    page,
    request,
    baseURL,
  }, testInfo) => {
    const organizer = await organizerWithReviews(request)
    const path = `/tour-provider/${String(organizer.id)}`
    await page.goto(path)
    await expect(page.getByRole('link', { name: 'Ask the organizer' })).toHaveAttribute(
      'href',
      `/login?back=${encodeURIComponent(path)}`,
    )

    const email = uniqueEmail(testInfo, 'organizer-page')
    await registerThroughApi(request, { email, password: PASSWORD, firstName: 'Olga' })
    const auth = await postToApi(request, '/crm/api/user/auth', {
      login: email,
      password: PASSWORD,
    })
    const { token } = (await auth.json()) as { token: string }
    await page
      .context()
      .addCookies([
        { name: SESSION_COOKIE, value: encodeURIComponent(`Bearer ${token}`), url: baseURL ?? '' },
      ])
    await gotoHydrated(page, path)
    await page.getByRole('button', { name: 'Ask the organizer' }).click()
    const question = `Do you run trips in winter? (${String(Date.now())})`
    const dialog = page.getByRole('dialog')
    await dialog.getByRole('textbox', { name: 'Your question' }).fill(question)
    await dialog.getByRole('button', { name: 'Send' }).click()

    await expect(page).toHaveURL(/\/chat\/\d+$/)
    await expect(page.getByRole('main')).toContainText(question)
  })

  test('§1 the Russian tour page links the Russian organizer page', async ({ page, request }) => {
    const organizer = await organizerWithReviews(request)
    await page.goto(`/ru/${organizer.tourSlug}`)

    await page
      .getByTestId('tour-organizer')
      .getByRole('link', { name: 'Страница организатора' })
      .click()

    await expect(page).toHaveURL(`/ru/tour-provider/${String(organizer.id)}`)
    await expect(page.getByRole('heading', { level: 2, name: 'Об организаторе' })).toBeVisible()
    await expect(page.getByRole('region', { name: 'Отзывы' })).toContainText(
      `1–5 из ${String(organizer.reviewsCount)}`,
    )
  })

  test('has no serious accessibility violations', async ({ page, request }) => {
    const organizer = await organizerWithReviews(request)
    await page.goto(`/tour-provider/${String(organizer.id)}`)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(organizer.name)
    await expectNoSeriousAxeViolations(page)
  })
})

test.describe('§2 /tour-providers: the organizer hub', () => {
  test('pages through the organizers, 20 a page, with §9 page links', async ({ page, request }) => {
    const answer = await hub(request)
    expect(answer.meta.total_pages).toBeGreaterThan(1)
    await page.goto('/tour-providers')

    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Tour organizers')
    await expect(page.getByTestId('organizers-count')).toHaveText(
      `${String(answer.meta.total)} organizers`,
    )
    const cards = page.getByRole('article')
    await expect(cards).toHaveCount(20)
    await expect(cards.first()).toContainText(answer.data[0]?.name ?? '')
    const firstPage = await cards.allInnerTexts()

    await page
      .getByRole('navigation', { name: 'Organizer pages' })
      .getByRole('link', { name: 'Page 2', exact: true })
      .click()

    await expect(page).toHaveURL('/tour-providers?page=2')
    await expect(page.getByRole('navigation', { name: 'Organizer pages' })).toContainText(
      `21–40 of ${String(answer.meta.total)}`,
    )
    expect(await cards.allInnerTexts()).not.toEqual(firstPage)

    const name = await cards.first().getByRole('heading', { level: 2 }).innerText()
    await cards.first().getByRole('link').click()
    await expect(page).toHaveURL(/\/tour-provider\/\d+$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(name)
  })

  test('filters by country with a plain form, also without JavaScript', async ({
    browser,
    request,
  }) => {
    const { countries } = await hub(request)
    const country = countries.find((option) => option.organizers_count > 1)
    if (country === undefined) throw new Error('no seeded country has two organizers')
    const context = await browser.newContext({ javaScriptEnabled: false })
    const page = await context.newPage()
    await page.goto('/tour-providers')

    await page.getByLabel('Country').selectOption(String(country.id))
    await page.getByRole('button', { name: 'Show', exact: true }).click()

    await expect(page).toHaveURL(`/tour-providers?country=${String(country.id)}`)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      `Tour organizers in ${country.name}`,
    )
    await expect(page.getByTestId('organizers-count')).toHaveText(
      `${String(country.organizers_count)} organizers`,
    )
    const cards = page.getByRole('article')
    await expect(cards).toHaveCount(country.organizers_count)
    for (const text of await cards.allInnerTexts()) expect(text).toContain(country.name)
    await expect(page.getByLabel('Country')).toHaveValue(String(country.id))
    await context.close()
  })

  test('§1 the Russian hub links Russian organizer pages', async ({ page }) => {
    await page.goto('/ru/tour-providers')

    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Организаторы туров')
    await expect(page.getByRole('article').first().getByRole('link')).toHaveAttribute(
      'href',
      /^\/ru\/tour-provider\/\d+$/,
    )
  })

  test('has no serious accessibility violations', async ({ page }) => {
    await page.goto('/tour-providers')
    await expect(page.getByRole('article')).toHaveCount(20)
    await expectNoSeriousAxeViolations(page)
  })
})

test.describe('§8 organizer pages that do not exist answer 404', () => {
  // The browser reports the document's own 404 on the console; that is the point of these tests.
  test.use({ expectedConsoleErrors: [/status of 404/] })

  test('an unknown organizer, a malformed id, a page past the last', async ({ page }) => {
    for (const path of [
      '/tour-provider/2147483647',
      '/tour-provider/abc',
      '/tour-provider/1?reviews-page=9999',
      '/tour-providers?page=9999',
    ]) {
      const response = await page.goto(path)
      expect(response?.status(), path).toBe(404)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found')
    }
  })

  // An unpublished organizer is refused by the API itself (apps/api/test/organizer.test.ts): the
  // demo catalogue publishes every organizer, so there is none to open here.
})
