import { AxeBuilder } from '@axe-core/playwright'
import type { APIRequestContext, Locator, Page } from '@playwright/test'
import { gotoHydrated } from './support/hydration.ts'
import { expect, test } from './support/test.ts'

/** Axe on the page's main content, the maps included. */
async function expectNoSeriousAxeViolations(page: Page): Promise<void> {
  const { violations } = await new AxeBuilder({ page }).include('main').analyze()
  const blocking = violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({
      rule: violation.id,
      targets: violation.nodes.map((node) => node.target.join(' ')),
    }))
  expect(blocking, `axe found serious or critical violations on ${page.url()}`).toEqual([])
}

const isPhone = (page: Page) => (page.viewportSize()?.width ?? 0) < 576

/** How many tours a map's markers stand for: a cluster counts its tours, a marker one. */
async function toursOnMap(map: Locator): Promise<number> {
  const counts = await map
    .locator('.place-map__marker')
    .evaluateAll((markers) =>
      markers.map((marker) => Number(marker.getAttribute('data-count') ?? 1)),
    )
  return counts.reduce((sum, count) => sum + count, 0)
}

/** The results' cards (in the page also while the phone shows the map). */
function cards(page: Page) {
  return page.locator('.search-page__grid > li')
}

/** Waits until the results map stands for exactly the cards on the page. */
async function expectMapMatchesCards(page: Page, map: Locator): Promise<number> {
  const count = await cards(page).count()
  expect(count).toBeGreaterThan(0)
  await expect(map).toHaveAccessibleName(new RegExp(`^Map of the ${String(count)} tours? on`))
  await expect.poll(() => toursOnMap(map)).toBe(count)
  return count
}

/** Shows the results map: beside the list on a wide screen, through the switch on a phone. */
async function showResultsMap(page: Page): Promise<Locator> {
  const map = page.getByTestId('results-map')
  if (isPhone(page)) {
    const view = page.getByRole('group', { name: 'View' })
    await expect(view.getByRole('button', { name: 'List' })).toHaveAttribute('aria-pressed', 'true')
    await expect(map).toBeHidden()
    await view.getByRole('button', { name: 'Map' }).click()
    await expect(view.getByRole('button', { name: 'Map' })).toHaveAttribute('aria-pressed', 'true')
    await expect(cards(page).first()).toBeHidden()
  } else {
    await expect(page.getByRole('group', { name: 'View' })).toBeHidden()
  }
  await expect(map.getByTestId('place-map-canvas')).toBeVisible()
  return map
}

/** Applies "Easy" difficulty: in the filter column on a wide screen, in the drawer on a phone. */
async function chooseEasyTours(page: Page) {
  if (isPhone(page)) {
    await page.getByRole('button', { name: 'Filters' }).click()
    const drawer = page.getByRole('dialog', { name: 'Filters' })
    await drawer.getByRole('checkbox', { name: /^Easy/ }).click()
    await drawer.getByRole('button', { name: /^Show \d+ tours?$/ }).click()
  } else {
    await page.getByRole('checkbox', { name: /^Easy/ }).click()
  }
  await expect(page).toHaveURL(/difficulty=1/)
}

test.describe('issue 42: the search results on a map', () => {
  test('the map shows the filtered tours, clustered, and follows a filter change', async ({
    page,
  }) => {
    const places = page.waitForResponse((response) => response.url().includes('countries-110m'))
    await gotoHydrated(page, '/italy')
    const map = await showResultsMap(page)
    // No tile server is configured in tests: the bundled basemap draws, from the site itself.
    expect((await places).ok()).toBe(true)
    await expect(map.getByText('Natural Earth')).toBeVisible()

    const before = await expectMapMatchesCards(page, map)
    await expect(map.locator('.place-map__marker[data-count]').first()).toBeVisible()
    await expectNoSeriousAxeViolations(page)

    await chooseEasyTours(page)
    await expect(page.locator('.search-page__count')).not.toHaveText(
      `${String(before)} tours found`,
    )
    if (isPhone(page)) await expect(map).toBeVisible()
    await expectMapMatchesCards(page, map)
  })

  test('a cluster opens on the keyboard and its tours lead to their pages', async ({ page }) => {
    await gotoHydrated(page, '/italy')
    const map = await showResultsMap(page)
    await expectMapMatchesCards(page, map)

    const cluster = map.locator('.place-map__marker[data-count]').first()
    const inCluster = Number(await cluster.getAttribute('data-count'))
    await cluster.focus()
    await expect(cluster).toHaveAccessibleName(`${String(inCluster)} tours here`)
    await page.keyboard.press('Enter')
    // A cluster zooms in until its tours part, or lists them when they start in one city.
    const link = map.locator('.place-map__popup a').first()
    await expect
      .poll(async () => (await link.count()) + (await map.locator('[data-place-id]').count()))
      .toBeGreaterThan(0)
    if ((await link.count()) === 0) {
      await map.locator('[data-place-id]').first().focus()
      await page.keyboard.press('Enter')
    }
    const href = (await link.getAttribute('href')) ?? ''
    const name = (await link.textContent()) ?? ''
    await link.click()
    await expect(page).toHaveURL(href)
    // The link says the tour's title and its price.
    await expect
      .poll(async () => {
        const heading = await page.getByRole('heading', { level: 1 }).textContent()
        return name.startsWith(`${heading ?? ''}, `)
      })
      .toBe(true)
  })
})

type ApiCity = { name: string }
type ApiTour = { id: number; slug: string; route: ApiCity[] }

/** The first seeded tour whose route has at least three places. */
async function tourWithRoute(request: APIRequestContext): Promise<ApiTour> {
  const list = await request.get('/spa/tours?per_page=50')
  expect(list.ok()).toBe(true)
  for (const { slug } of ((await list.json()) as { data: { slug: string }[] }).data) {
    const answer = await request.get(`/spa/tour?slug=${encodeURIComponent(slug)}`)
    const tour = (await answer.json()) as ApiTour
    if (tour.route.length >= 3) return tour
  }
  throw new Error('the seeded catalogue has no tour with a route of three places')
}

test.describe('issue 42: the tour page map', () => {
  test('the route and the meeting point on one map, loaded as it scrolls near', async ({
    page,
    request,
  }) => {
    const tour = await tourWithRoute(request)
    await gotoHydrated(page, `/${tour.slug}`)
    const map = page.getByTestId('tour-map')
    // Server-rendered, it holds its place; the map itself waits until it is near.
    await expect(map).toHaveAccessibleName('Map of the route and the meeting point')
    await expect(map.getByTestId('place-map-canvas')).toHaveCount(0)

    const cities = page.waitForResponse((response) =>
      response.url().includes(`/spa/tours-cities?tour_id=${String(tour.id)}`),
    )
    await page.getByRole('link', { name: 'See the meeting point on the map' }).click()
    await expect(page).toHaveURL(/#tour-map$/)
    expect((await cities).ok()).toBe(true)
    await expect(map.getByTestId('place-map-canvas')).toBeVisible()

    for (const [index, city] of tour.route.entries()) {
      await expect(
        map.getByRole('button', { name: `${String(index + 1)}. ${city.name}`, exact: true }),
      ).toBeVisible()
    }
    await expect(map.locator('.place-map__marker--place')).toHaveCount(tour.route.length)
    const meeting = map.getByRole('button', { name: 'Meeting point', exact: true })
    await expect(meeting).toBeVisible()
    await meeting.focus()
    await page.keyboard.press('Enter')
    await expect(map.locator('.leaflet-popup-content')).toHaveText('Meeting point')
    await expectNoSeriousAxeViolations(page)
  })
})
