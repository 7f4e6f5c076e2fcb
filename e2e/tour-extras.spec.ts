import type { APIRequestContext, Page } from '@playwright/test'
import { gotoHydrated } from './support/hydration.ts'
import { GLOBAL_STOREFRONT_URL } from './support/servers.ts'
import { expect, test } from './support/test.ts'

type ApiDate = {
  id: number
  start: string
  end: string
  is_busy: boolean
  flight_included: boolean
}
type ApiCity = { name: string }
type ApiTour = {
  id: number
  slug: string
  type: 1 | 2
  dates: ApiDate[]
  route: ApiCity[]
  start_city: ApiCity
}

async function json<Body>(request: APIRequestContext, url: string): Promise<Body> {
  const response = await request.get(url)
  expect(response.ok(), url).toBe(true)
  return (await response.json()) as Body
}

/** The first seeded tour of a type (1 tour, 2 excursion) that passes `fits`. */
async function seededTour(
  request: APIRequestContext,
  type: 1 | 2,
  fits: (tour: ApiTour) => boolean,
  base = '',
): Promise<ApiTour> {
  const list = await json<{ data: { slug: string }[] }>(
    request,
    `${base}/spa/tours?type=${type}&per_page=50`,
  )
  for (const { slug } of list.data) {
    const tour = await json<ApiTour>(request, `${base}/spa/tour?slug=${encodeURIComponent(slug)}`)
    if (fits(tour)) return tour
  }
  throw new Error(`the seeded catalogue has no tour of type ${type} that fits`)
}

/** 'Dec 10, 2026', as the tour page writes a day in English. */
function dayText(day: string): string {
  return new Intl.DateTimeFormat('en-US', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${day}T00:00:00Z`))
}

function monthsBetween(from: string, to: string): number {
  const [fromYear = 0, fromMonth = 0] = from.split('-').map(Number)
  const [toYear = 0, toMonth = 0] = to.split('-').map(Number)
  return (toYear - fromYear) * 12 + (toMonth - fromMonth)
}

async function dismissCookieNotice(page: Page, url: string): Promise<void> {
  await page.context().addCookies([{ name: 'cookie_notice_dismissed', value: '1', url }])
}

test.describe('issue 20: tour page extras', () => {
  test.beforeEach(async ({ page, baseURL }) => {
    await dismissCookieNotice(page, baseURL ?? '')
    await dismissCookieNotice(page, GLOBAL_STOREFRONT_URL)
  })

  test("an excursion's day picker books the day chosen in its calendar (tour/excursion-dates)", async ({
    page,
    request,
  }) => {
    const openDays = (tour: ApiTour) =>
      [...new Set(tour.dates.filter((date) => !date.is_busy).map((date) => date.start))].sort()
    const excursion = await seededTour(request, 2, (tour) => openDays(tour).length >= 2)
    const [first = '', second = ''] = openDays(excursion)
    const secondDate = excursion.dates.find((date) => date.start === second && !date.is_busy)

    const datesCall = page.waitForRequest((call) =>
      call.url().includes(`/crm/api/tour/excursion-dates?id=${excursion.id}`),
    )
    await page.goto(`/${excursion.slug}`)
    await datesCall
    const picker = page.getByTestId('excursion-date-picker')
    const chosen = picker.getByTestId('excursion-chosen')
    await expect(chosen).toContainText(dayText(first))

    for (let step = 0; step < monthsBetween(first, second); step += 1) {
      await picker.locator('.tm-calendar__nav-button--next').click()
    }
    const days = picker.getByRole('grid').locator('td:not([data-outside]) button')
    const dayNumber = String(Number(second.slice(8)))
    await days.getByText(dayNumber, { exact: true }).click()

    await expect(chosen).toContainText(dayText(second))
    await expect(chosen.getByRole('link', { name: 'Book this day' })).toHaveAttribute(
      'href',
      new RegExp(`/booking/new/${secondDate?.id ?? 0}$`),
    )
    // §5: a day without an open date cannot be picked.
    const closedDay = Number(second.slice(8)) === 1 ? '2' : '1'
    await expect(days.getByText(closedDay, { exact: true })).toBeDisabled()
  })

  test('§3 flight_included shows on the dates whose price includes the flight', async ({
    page,
    request,
  }) => {
    const tour = await seededTour(request, 1, (candidate) =>
      candidate.dates.some((date) => date.flight_included),
    )
    await page.goto(`/${tour.slug}`)
    const dates = page.getByTestId('tour-dates')
    await expect(dates.getByText('Flight included')).toHaveCount(
      tour.dates.filter((date) => date.flight_included).length,
    )

    const plain = await seededTour(
      request,
      1,
      (candidate) =>
        candidate.dates.length > 0 && candidate.dates.every((date) => !date.flight_included),
    )
    await page.goto(`/${plain.slug}`)
    await expect(page.getByTestId('tour-dates')).toBeVisible()
    await expect(page.getByText('Flight included')).toHaveCount(0)
  })

  test("the route lists the tour's places, and its map (maps.spec.ts) loads as it scrolls near (/spa/tours-cities)", async ({
    page,
    request,
  }) => {
    const tour = await seededTour(request, 1, (candidate) => candidate.route.length >= 3)
    await gotoHydrated(page, `/${tour.slug}`)
    const route = page.getByTestId('tour-route')
    for (const city of tour.route) await expect(route.getByText(city.name).first()).toBeVisible()

    const citiesCall = page.waitForResponse((response) =>
      response.url().includes(`/spa/tours-cities?tour_id=${tour.id}`),
    )
    await route.getByTestId('tour-map').scrollIntoViewIfNeeded()
    expect((await citiesCall).ok()).toBe(true)
    await expect(route.locator('.place-map__marker--place')).toHaveCount(tour.route.length)
  })

  test('the ticket-quote widget: from ticket/tour-cities where TICKET_QUOTE_WIDGET=1 (the global storefront), not by default', async ({
    page,
    request,
  }) => {
    const tour = await seededTour(
      request,
      1,
      (candidate) => candidate.dates.some((date) => !date.is_busy) && candidate.route.length >= 2,
      GLOBAL_STOREFRONT_URL,
    )
    const quoteCall = page.waitForResponse((response) =>
      response.url().includes(`/crm/api/ticket/tour-cities?tour_id=${tour.id}`),
    )
    await page.goto(`${GLOBAL_STOREFRONT_URL}/${tour.slug}`)
    const cities = (await (await quoteCall).json()) as {
      start_city: ApiCity
      end_city: ApiCity
    }
    const widget = page.getByRole('region', { name: 'Getting there' })
    await expect(widget).toContainText(`There: to ${cities.start_city.name}`)
    await expect(widget).toContainText(`Back: from ${cities.end_city.name}`)
    const links = widget.getByRole('link', { name: 'Find tickets' })
    await expect(links).toHaveCount(2)
    await expect(links.first()).toHaveAttribute('target', '_blank')
    await expect(links.first()).toHaveAttribute(
      'href',
      new RegExp(`^https://www\\.google\\.com/travel/flights\\?q=Flights\\+to\\+`),
    )

    // §9: off on the base brand, so its page neither shows nor asks for it.
    let asked = false
    page.on('request', (call) => {
      if (call.url().includes('/crm/api/ticket/tour-cities')) asked = true
    })
    await gotoHydrated(page, `/${tour.slug}`)
    await expect(page.getByTestId('tour-dates')).toBeVisible()
    await expect(page.getByRole('region', { name: 'Getting there' })).toHaveCount(0)
    expect(asked).toBe(false)
  })
})

test.describe('issue 20: catalogue calls on the home and search pages', () => {
  test.beforeEach(async ({ page, baseURL }) => {
    await dismissCookieNotice(page, baseURL ?? '')
  })

  test('the home page lists the activities of index-page/all-rest-kinds, each to its landing', async ({
    page,
    request,
  }) => {
    const activities = await json<{ data: { slug: string; name: string }[] }>(
      request,
      '/crm/api/index-page/all-rest-kinds',
    )
    const [first] = activities.data
    expect(first).toBeDefined()
    await page.goto('/')
    const block = page.getByRole('region', { name: 'Activities' })
    await expect(block.getByRole('link')).toHaveCount(activities.data.length)
    await block.getByRole('link', { name: new RegExp(`^${first?.name ?? ''}`) }).click()
    await expect(page).toHaveURL(`/${first?.slug ?? ''}`)
  })

  test('quick dates from /spa/calendar-periods set the dates filter to a whole month', async ({
    page,
    request,
    isMobile,
  }) => {
    const answer = await json<{ months: { month: string }[] }>(request, '/spa/calendar-periods')
    await gotoHydrated(page, '/europe')
    // The second month with dates is a whole month ahead, whatever today is.
    const month = answer.months[1]?.month ?? ''
    const label = new Intl.DateTimeFormat('en-US', {
      month: 'short',
      year: 'numeric',
      timeZone: 'UTC',
    }).format(new Date(`${month}-01T00:00:00Z`))
    const [year = 0, monthNumber = 0] = month.split('-').map(Number)
    const lastDay = new Date(Date.UTC(year, monthNumber, 0)).getUTCDate()
    const wanted = new RegExp(`dateFrom=${month}-01&dateTo=${month}-${String(lastDay)}`)

    if (isMobile) {
      await page.getByRole('button', { name: 'Filters' }).click()
      const drawer = page.getByRole('dialog', { name: 'Filters' })
      const chip = drawer.getByRole('group', { name: 'Quick dates' }).getByRole('button', {
        name: label,
      })
      await chip.click()
      await expect(chip).toHaveAttribute('aria-pressed', 'true')
      await drawer.getByRole('button', { name: /^Show \d+ tours?$/ }).click()
    } else {
      const filters = page.getByRole('complementary', { name: 'Filters' })
      await filters
        .getByRole('group', { name: 'Quick dates' })
        .getByRole('button', { name: label })
        .click()
    }
    await expect(page).toHaveURL(wanted)
  })
})

test.describe('§5 country by IP: used only if found, cached value reused', () => {
  const COUNTRY_BY_IP = '**/spa/country-by-ip'

  async function countryCookie(page: Page): Promise<string | undefined> {
    const cookies = await page.context().cookies()
    return cookies.find((cookie) => cookie.name === 'country')?.value
  }

  test('a country found becomes the country cookie', async ({ page }) => {
    // The e2e API trusts no proxy's country header, so the answer stands for one that does.
    await page.route(COUNTRY_BY_IP, (route) =>
      route.fulfill({ json: { result: { id: 114, name: 'Spain', iso_code: 'ES' } } }),
    )
    await gotoHydrated(page, '/about')
    await expect.poll(() => countryCookie(page)).toBe('114')
  })

  test('nothing found leaves the cookie unset and is not asked again on the next page', async ({
    page,
  }) => {
    let asked = 0
    await page.route(COUNTRY_BY_IP, (route) => {
      asked += 1
      return route.fulfill({ json: { result: null } })
    })
    await gotoHydrated(page, '/about')
    await expect.poll(() => asked).toBe(1)
    await gotoHydrated(page, '/contacts')
    expect(asked).toBe(1)
    expect(await countryCookie(page)).toBeUndefined()
  })

  test('a stored country is reused, not asked about', async ({ page, baseURL }) => {
    await page.context().addCookies([{ name: 'country', value: '31', url: baseURL ?? '' }])
    let asked = false
    await page.route(COUNTRY_BY_IP, (route) => {
      asked = true
      return route.fulfill({ json: { result: { id: 114, name: 'Spain', iso_code: 'ES' } } })
    })
    await gotoHydrated(page, '/about')
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    expect(asked).toBe(false)
    expect(await countryCookie(page)).toBe('31')
  })
})
