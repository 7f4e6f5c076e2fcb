import { AxeBuilder } from '@axe-core/playwright'
import type { Page } from '@playwright/test'
import { gotoHydrated } from './support/hydration.ts'
import { API_URL } from './support/servers.ts'
import { expect, test } from './support/test.ts'

/**
 * Axe on the page's main content: the search page is what this spec owns; the site header and
 * footer are checked by the shell's own specs.
 */
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

/** The result count line, e.g. '37 tours found'. */
function resultCount(page: Page) {
  return page.locator('.search-page__count')
}

async function countOf(page: Page): Promise<number> {
  const text = (await resultCount(page).textContent()) ?? ''
  return Number(text.replace(/[^\d]/g, ''))
}

/** The "from" prices of the cards on the page, as numbers. */
async function cardPrices(page: Page): Promise<number[]> {
  const texts = await page.locator('.tour-card__price strong').allTextContents()
  return texts.map((text) => Number(text.replace(/[^\d.]/g, '')))
}

test.describe('§2 tour search: landing', () => {
  test('§3 a landing slug shows its heading, lead and breadcrumbs', async ({ page }) => {
    await page.goto('/italy')

    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Italy')
    const breadcrumbs = page.getByRole('navigation', { name: 'Breadcrumbs' })
    await expect(breadcrumbs.getByRole('link', { name: 'Europe' })).toHaveAttribute(
      'href',
      '/europe',
    )
    await expect(breadcrumbs.locator('[aria-current="page"]')).toHaveText('Italy')
    await expect(page.locator('.search-page__lead')).toContainText('Italy with local guides')
    await expect(resultCount(page)).toHaveText(/^\d+ tours found$/)
    await expect(page).toHaveTitle('Italy | Tourmarket')
    await expectNoSeriousAxeViolations(page)
  })

  test('§5 the URL is the normalised filter: a junk key and a default are dropped by redirect', async ({
    page,
  }) => {
    const response = await page.goto('/italy?junk=1&sort=default&difficulty=3,1')

    expect(response?.request().redirectedFrom()?.url()).toContain('junk=1')
    await expect(page).toHaveURL('/italy?difficulty=1,3')
  })
})

test.describe('§7 tour-accommodations: the accommodation filter', { tag: '@desktop-only' }, () => {
  test('lists every kind the catalogue offers; one this landing has none of shows 0 and cannot be ticked', async ({
    page,
    request,
  }) => {
    const catalogue = (await (await request.get(`${API_URL}/spa/tour-accommodations`)).json()) as {
      data: { id: string; label: string; tours_count: number }[]
    }
    const here = (await (
      await request.get(`${API_URL}/spa/tours-page`, {
        params: { slug: 'iceland', expand: 'filters' },
      })
    ).json()) as { filters: { accommodation: { value: string; count: number }[] } }
    const offered = catalogue.data.filter((kind) => kind.tours_count > 0 && kind.id !== 'not-set')
    const missing = offered.find(
      (kind) => !here.filters.accommodation.some((option) => option.value === kind.id),
    )
    const present = offered.find((kind) =>
      here.filters.accommodation.some((option) => option.value === kind.id),
    )
    if (missing === undefined || present === undefined) {
      throw new Error(
        'the seed gives Iceland every accommodation kind or none: pick another landing',
      )
    }

    await gotoHydrated(page, '/iceland')
    const group = page.getByRole('group', { name: 'Accommodation' })
    await expect(group.getByRole('checkbox')).toHaveCount(offered.length)
    await expect(
      group.getByRole('checkbox', { name: new RegExp(`^${missing.label}`) }),
    ).toBeDisabled()
    await expect(group.getByText(missing.label)).toBeVisible()
    const enabled = group.getByRole('checkbox', { name: new RegExp(`^${present.label}`) })
    await expect(enabled).toBeEnabled()
    await enabled.click()
    await expect(page).toHaveURL(new RegExp(`accommodation=${present.id}`))
  })
})

test.describe('§8 tour search: unknown landing', () => {
  // The browser logs the document's own 404; that is the point of this test.
  test.use({ expectedConsoleErrors: [/status of 404/] })

  test('an unknown landing slug answers 404', async ({ page }) => {
    const response = await page.goto('/no-such-landing-anywhere')
    expect(response?.status()).toBe(404)
  })
})

test.describe('§2 tour search: the issue journey', { tag: '@desktop-only' }, () => {
  // The journey uses the filter column, which desktops have; phones use the drawer (below).
  test.use({ viewport: { width: 1280, height: 800 }, isMobile: false, hasTouch: false })

  test('filters by dates, price, duration and difficulty, sorts, pages, and comes back to the same place', async ({
    page,
  }) => {
    // Europe has enough tours to leave several pages after all four filters.
    await gotoHydrated(page, '/europe')
    const all = await countOf(page)

    await page.getByRole('button', { name: /^Dates/ }).click()
    await page.locator('.tm-calendar__nav-button--next').click()
    const grid = page.getByRole('grid').first()
    const day = (number: string) =>
      grid.locator('td:not([data-outside]) button').getByText(number, { exact: true })
    await day('1').click()
    await day('28').click()
    await page.getByRole('button', { name: 'Apply' }).click()
    await expect(page).toHaveURL(/dateFrom=\d{4}-\d{2}-01&dateTo=\d{4}-\d{2}-28/)

    await page.getByRole('slider', { name: 'Price, maximum' }).press('ArrowLeft')
    await expect(page).toHaveURL(/priceMax=4500/)
    await page.getByRole('slider', { name: 'Duration, days, maximum' }).press('ArrowLeft')
    await expect(page).toHaveURL(/daysMax=19/)
    // click, not check: the box is ticked by the navigation it starts, not at once.
    await page.getByRole('checkbox', { name: /^Easy/ }).click()
    await expect(page).toHaveURL(/difficulty=1/)
    await expect(page.getByRole('checkbox', { name: /^Easy/ })).toBeChecked()
    const filtered = await countOf(page)
    expect(filtered).toBeLessThan(all)
    await expect(page.getByRole('list', { name: 'Active filters' }).getByRole('link')).toHaveCount(
      5,
    )

    await page.getByRole('combobox', { name: 'Sort' }).click()
    await page.getByRole('option', { name: 'Cheapest first' }).click()
    await expect(page).toHaveURL(/sort=price/)
    await expect(page.getByRole('combobox', { name: 'Sort' })).toHaveText(/Cheapest first/)
    await expect(page.locator('.search-page__grid')).toHaveAttribute('aria-busy', 'false')
    const prices = await cardPrices(page)
    expect(prices).toEqual(prices.toSorted((first, second) => first - second))

    await page
      .getByRole('navigation', { name: 'Pages' })
      .getByRole('link', { name: 'Page 2' })
      .click()
    await expect(page).toHaveURL(/page=2/)
    await expect(
      page.getByRole('navigation', { name: 'Pages' }).locator('[aria-current="page"]'),
    ).toHaveText('2')
    await expect(page.locator('.search-page__grid')).toHaveAttribute('aria-busy', 'false')
    const resultsUrl = page.url()
    const firstTitle = await page.locator('.tour-card__title').first().textContent()

    const card = page.locator('.tour-card').nth(4)
    await card.scrollIntoViewIfNeeded()
    const scrollBefore = await page.evaluate(() => window.scrollY)
    await card.getByRole('link').click()
    await expect(page).toHaveURL(/\/[a-z0-9-]+-\d+$/)
    await page.goBack()

    await expect(page).toHaveURL(resultsUrl)
    await expect(page.locator('.tour-card__title').first()).toHaveText(firstTitle ?? '')
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeCloseTo(scrollBefore, -2)
  })

  test('a removed chip removes its filter only', async ({ page }) => {
    await gotoHydrated(page, '/italy?difficulty=1,2&priceMax=2000')

    await page.getByRole('link', { name: 'Remove filter: Easy' }).click()

    await expect(page).toHaveURL('/italy?difficulty=2&priceMax=2000')
  })
})

test.describe('§3 tour search: near a place, and cruise filters', { tag: '@desktop-only' }, () => {
  // The filter column, which desktops have; the phones' drawer is tested below.
  test.use({ viewport: { width: 1280, height: 800 }, isMobile: false, hasTouch: false })

  test('a city and a radius narrow the results, and the chip removes the place search', async ({
    page,
  }) => {
    await gotoHydrated(page, '/italy')
    const all = await countOf(page)
    const filters = page.getByRole('complementary', { name: 'Filters' })
    const city = filters.getByRole('combobox', { name: 'Select city' })

    // A radius chosen before the city waits for it: nothing is searched yet.
    await filters.getByRole('combobox', { name: 'Radius' }).click()
    await page.getByRole('option', { name: '100 km' }).click()
    await expect(filters.getByRole('combobox', { name: 'Radius' })).toHaveText(/100 km/)
    await expect(page).toHaveURL('/italy')
    await city.fill('Rom')
    await page.getByRole('option', { name: /^Rome/ }).click()

    await expect(page).toHaveURL(
      /^[^?]+\/italy\?placeName=Rome&radius=100&lat=41\.\d+&lng=12\.\d+$/,
    )
    const chip = page.getByRole('link', { name: 'Remove filter: Within 100 km of Rome' })
    await expect(chip).toBeVisible()
    await expect(page.locator('.search-page__grid')).toHaveAttribute('aria-busy', 'false')
    const near = await countOf(page)
    expect(near).toBeGreaterThan(0)
    expect(near).toBeLessThan(all)
    await expect(city).toHaveValue('Rome')
    await expectNoSeriousAxeViolations(page)

    await chip.click()
    await expect(page).toHaveURL('/italy')
    await expect(resultCount(page)).toHaveText(`${String(all)} tours found`)
    await expect(city).toHaveValue('')
  })

  test('cruise mode filters by direction and by round trips, each with its chip', async ({
    page,
  }) => {
    await gotoHydrated(page, '/europe?isCruisesSearch=1')
    const all = await countOf(page)
    const filters = page.getByRole('complementary', { name: 'Filters' })
    const roundTrips = filters.getByRole('checkbox', { name: 'Round-trip cruises only' })

    await roundTrips.click()
    await expect(page).toHaveURL('/europe?isCruisesSearch=1&onlyReturningCruises=1')
    await expect(roundTrips).toBeChecked()
    // The chip comes with the new results: the URL changes before they are on screen.
    await expect(
      page.getByRole('link', { name: 'Remove filter: Round-trip cruises only' }),
    ).toBeVisible()
    const returning = await countOf(page)
    expect(returning).toBeGreaterThan(0)
    expect(returning).toBeLessThan(all)

    const direction = filters.getByRole('group', { name: 'Direction' })
    const waterName = await direction
      .locator('.search-filters__option > span')
      .first()
      .textContent()
    await direction.getByRole('checkbox').first().click()
    await expect(page).toHaveURL(/onlyReturningCruises=1&waterObject=\d+$/)
    await expect(
      page.getByRole('link', { name: `Remove filter: ${waterName ?? ''}` }),
    ).toBeVisible()

    await page.getByRole('link', { name: 'Remove filter: Round-trip cruises only' }).click()
    await expect(page).toHaveURL(/^[^?]+\/europe\?isCruisesSearch=1&waterObject=\d+$/)
    await expect(roundTrips).not.toBeChecked()
  })
})

test.describe('§2 tour search on phones', { tag: '@phone-only' }, () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true })

  test('filters open in a drawer whose apply button shows the live count', async ({ page }) => {
    await gotoHydrated(page, '/italy')
    const before = await countOf(page)

    await page.getByRole('button', { name: 'Filters' }).click()
    const drawer = page.getByRole('dialog', { name: 'Filters' })
    await drawer.getByRole('checkbox', { name: /^Easy/ }).click()
    await expect(drawer.getByRole('checkbox', { name: /^Easy/ })).toBeChecked()
    const apply = drawer.getByRole('button', { name: /^Show \d+ tours?$/ })
    await expect(apply).not.toHaveText(`Show ${String(before)} tours`)
    const shown = Number(((await apply.textContent()) ?? '').replace(/[^\d]/g, ''))
    await apply.click()

    await expect(page).toHaveURL('/italy?difficulty=1')
    await expect(resultCount(page)).toHaveText(`${String(shown)} tours found`)
    await expectNoSeriousAxeViolations(page)
  })

  test('the drawer searches near a place with a live count', async ({ page }) => {
    await gotoHydrated(page, '/italy')
    const before = await countOf(page)

    await page.getByRole('button', { name: 'Filters' }).click()
    const drawer = page.getByRole('dialog', { name: 'Filters' })
    await drawer.getByRole('combobox', { name: 'Select city' }).fill('Rom')
    await page.getByRole('option', { name: /^Rome/ }).click()
    const apply = drawer.getByRole('button', { name: /^Show \d+ tours?$/ })
    await expect(apply).not.toHaveText(`Show ${String(before)} tours`)
    const nearer = Number(((await apply.textContent()) ?? '').replace(/[^\d]/g, ''))
    await drawer.getByRole('combobox', { name: 'Radius' }).click()
    await page.getByRole('option', { name: '200 km' }).click()
    await expect(apply).toHaveText(/^Show \d+ tours?$/)
    const shown = Number(((await apply.textContent()) ?? '').replace(/[^\d]/g, ''))
    expect(shown).toBeGreaterThanOrEqual(nearer)
    await apply.click()

    await expect(page).toHaveURL(
      /^[^?]+\/italy\?placeName=Rome&radius=200&lat=41\.\d+&lng=12\.\d+$/,
    )
    await expect(resultCount(page)).toHaveText(new RegExp(`^${String(shown)} tours? found$`))
    await expect(
      page.getByRole('link', { name: 'Remove filter: Within 200 km of Rome' }),
    ).toBeVisible()
    await expectNoSeriousAxeViolations(page)
  })

  test('the drawer offers round-trip cruises in cruise mode', async ({ page }) => {
    await gotoHydrated(page, '/europe?isCruisesSearch=1')
    const before = await countOf(page)

    await page.getByRole('button', { name: 'Filters' }).click()
    const drawer = page.getByRole('dialog', { name: 'Filters' })
    await drawer.getByRole('checkbox', { name: 'Round-trip cruises only' }).click()
    const apply = drawer.getByRole('button', { name: /^Show \d+ tours?$/ })
    await expect(apply).not.toHaveText(`Show ${String(before)} tours`)
    const shown = Number(((await apply.textContent()) ?? '').replace(/[^\d]/g, ''))
    await apply.click()

    await expect(page).toHaveURL('/europe?isCruisesSearch=1&onlyReturningCruises=1')
    await expect(resultCount(page)).toHaveText(`${String(shown)} tours found`)
  })
})

test.describe('§2 tour search: nothing found', () => {
  test('offers to reset the filters and popular destinations', async ({ page }) => {
    await page.goto('/italy?priceMax=1')

    await expect(page.getByRole('heading', { name: 'Nothing found' })).toBeVisible()
    await expect(
      page.getByRole('navigation', { name: 'Popular destinations' }).getByRole('link'),
    ).not.toHaveCount(0)
    await page.getByRole('link', { name: 'Reset filters' }).first().click()
    await expect(page).toHaveURL('/italy')
    await expect(page.locator('.tour-card').first()).toBeVisible()
    await expectNoSeriousAxeViolations(page)
  })
})

test.describe('§2 tours upon request', () => {
  test('lists the on-request tours under their own heading', async ({ page }) => {
    await page.goto('/tours-upon-request?junk=1')

    await expect(page).toHaveURL('/tours-upon-request')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Tours upon request')
    await expect(resultCount(page)).toHaveText(/tours? found$/)
  })

  test('§2 /tours-upon-request/{slug}: a country’s list, reached from the whole list', async ({
    page,
  }) => {
    await gotoHydrated(page, '/tours-upon-request')
    const countries = page.getByRole('navigation', { name: 'Tours upon request by country' })
    const first = countries.getByRole('link').first()
    const name = ((await first.textContent()) ?? '').replace(/\d+$/, '').trim()
    await first.click()

    await expect(page).toHaveURL(/\/tours-upon-request\/[a-z-]+$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Tours upon request: ${name}`)
    await expect(countries.getByRole('link', { name })).toHaveAttribute('aria-current', 'page')
    await expect(page.locator('.tour-card').first()).toBeVisible()
    const path = new URL(page.url()).pathname
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      'href',
      new RegExp(`${path}$`),
    )
    await expect(page.locator('meta[name="robots"]')).toHaveCount(0)
    await page
      .getByRole('navigation', { name: 'Breadcrumbs' })
      .getByRole('link', { name: 'Tours upon request' })
      .click()
    await expect(page).toHaveURL('/tours-upon-request')
    await expectNoSeriousAxeViolations(page)
  })

  test('a place without tours upon request: an empty state that leads on, not indexed', async ({
    page,
    request,
  }) => {
    // A region of the demo catalogue with tours but none upon request, asked of the API.
    const facets = (await (
      await request.get(`${API_URL}/spa/tours-page?per_page=1&expand=filters`)
    ).json()) as { filters: { regions: { slug: string; name: string }[] } }
    let empty: { slug: string; name: string } | undefined
    for (const region of facets.filters.regions) {
      const list = (await (
        await request.get(`${API_URL}/spa/tours-by-request?per_page=1&slug=${region.slug}`)
      ).json()) as { meta: { total: number } }
      if (list.meta.total === 0) {
        empty = region
        break
      }
    }
    if (empty === undefined) throw new Error('the demo catalogue has no region without them')

    const response = await page.goto(`/tours-upon-request/${empty.slug}`)
    expect(response?.status()).toBe(200)
    const state = page.getByTestId('by-request-empty')
    await expect(state.getByRole('heading')).toHaveText('No tours upon request here yet')
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex')
    await expect(page.locator('link[rel="canonical"]')).toHaveCount(0)
    await state.getByRole('link', { name: `Tours in ${empty.name}` }).click()
    await expect(page).toHaveURL(`/${empty.slug}`)
    await expect(page.locator('.tour-card').first()).toBeVisible()
  })
})

test.describe('§2 tours upon request: an unknown place', () => {
  // The browser reports the page's own 404 answer.
  test.use({ expectedConsoleErrors: [/status of 404/] })

  test('a slug that names no place is 404', async ({ page }) => {
    const response = await page.goto('/tours-upon-request/atlantis-nowhere')
    expect(response?.status()).toBe(404)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found')
  })
})
