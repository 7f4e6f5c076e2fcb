import type { Locator, Page } from '@playwright/test'
import { expectNoSeriousAxeViolations } from './support/axe.ts'
import { expect, test } from './support/test.ts'

/** A hub's link reads "{name} {count} tour(s)": the name and the count it promises. */
async function nameAndCount(link: Locator): Promise<{ name: string; count: number }> {
  const text = ((await link.textContent()) ?? '').trim()
  const match = /^(.+?)\s*(\d+) tours?$/.exec(text)
  expect(match, `"${text}" names a place and its tour count`).not.toBeNull()
  return { name: match![1]!, count: Number(match![2]) }
}

/** The landing page answers 200 and finds as many tours as the hub said. */
async function expectLanding(page: Page, href: string, name: string, count: number) {
  expect((await page.request.get(href)).status()).toBe(200)
  await expect(page).toHaveURL(href)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name)
  await expect(page.locator('.search-page__count')).toHaveText(
    `${String(count)} ${count === 1 ? 'tour' : 'tours'} found`,
  )
}

/** The page's JSON-LD blocks, parsed. */
async function jsonLdOf(page: Page): Promise<Record<string, unknown>[]> {
  const scripts = await page.locator('script[type="application/ld+json"]').allTextContents()
  return scripts.flatMap((text) => JSON.parse(text) as Record<string, unknown>[])
}

test.describe('§2 /destinations', () => {
  test('world parts → a country → its landing page finds the tours the hub counted', async ({
    page,
  }) => {
    const response = await page.goto('/destinations')

    expect(response?.status()).toBe(200)
    await expect(page).toHaveTitle('Destinations | Tourmarket')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Destinations')
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/destinations$/)
    const breadcrumbs = page.getByRole('navigation', { name: 'Breadcrumbs' })
    await expect(breadcrumbs.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/')

    await page
      .getByRole('navigation', { name: 'World parts' })
      .getByRole('link', { name: 'Europe' })
      .click()
    await expect(page).toHaveURL(/#world-part-europe$/)
    const europe = page.getByRole('region', { name: 'Europe' })
    await expect(europe).toBeInViewport()

    const italy = europe.getByRole('link', { name: /^Italy \d+ tours?$/ })
    await expect(italy).toHaveAttribute('href', '/italy')
    const { count } = await nameAndCount(italy)
    const jsonLd = await jsonLdOf(page)
    expect(jsonLd.map((block) => block['@type'])).toEqual(['BreadcrumbList', 'ItemList'])
    expect(JSON.stringify(jsonLd[1])).toMatch(/"name":"Italy","url":"http:[^"]+\/italy"/)

    await italy.click()
    await expectLanding(page, '/italy', 'Italy', count)
  })

  test('a country’s regions open natively and a region leads to its landing page', async ({
    page,
  }) => {
    await page.goto('/destinations')
    const europe = page.getByRole('region', { name: 'Europe' })
    const regionsOfItaly = europe.getByRole('listitem').filter({ hasText: /^Italy/ })
    const summary = regionsOfItaly.locator('summary')
    await expect(summary).toHaveText(/^\d+ regions?$/)
    const regions = regionsOfItaly.getByRole('list', { name: 'Regions of Italy' })
    await expect(regions).toBeHidden()

    await summary.click()
    await expect(regions).toBeVisible()
    const first = regions.getByRole('listitem').first()
    const link = first.getByRole('link')
    const { name, count } = await nameAndCount(first)
    const href = (await link.getAttribute('href')) ?? ''
    expect(href).toMatch(/^\/[a-z0-9-]+$/)

    await link.click()
    await expectLanding(page, href, name, count)
  })

  test('every country and region linked has tours', async ({ page }) => {
    await page.goto('/destinations')
    const counts = await page
      .locator('.hub-country .hub-count, .hub-regions .hub-count')
      .allTextContents()
    expect(counts.length).toBeGreaterThan(40)
    for (const text of counts) expect(text).toMatch(/^[1-9]\d* tours?$/)
  })

  test('Russian: names in Russian, links to the Russian landing pages', async ({ page }) => {
    const response = await page.goto('/ru/destinations')

    expect(response?.status()).toBe(200)
    await expect(page).toHaveTitle('Направления | Tourmarket')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Направления')
    const europe = page.getByRole('region', { name: 'Европа' })
    const italy = europe.getByRole('link', { name: /^Италия \d+ тур/ })
    await expect(italy).toHaveAttribute('href', '/ru/italy')

    await italy.click()
    await expect(page).toHaveURL('/ru/italy')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Италия')
  })

  test('no serious accessibility violations, regions open', async ({ page }) => {
    await page.goto('/destinations')
    await page.locator('.hub-regions summary').first().click()
    await expectNoSeriousAxeViolations(page)
  })
})

test.describe('§2 /collections', () => {
  test('a collection leads to its landing page with the tours the hub counted', async ({
    page,
  }) => {
    const response = await page.goto('/collections')

    expect(response?.status()).toBe(200)
    await expect(page).toHaveTitle('Collections | Tourmarket')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Collections')
    await expect(page.getByRole('heading', { level: 2, name: 'By season' })).toBeVisible()
    const winter = page.getByRole('region', { name: 'Winter' })
    const collection = winter.getByRole('link').first()
    const { name, count } = await nameAndCount(collection)
    const href = (await collection.getAttribute('href')) ?? ''
    expect(href).toMatch(/^\/[a-z0-9-]+$/)
    const jsonLd = await jsonLdOf(page)
    expect(jsonLd.map((block) => block['@type'])).toEqual(['BreadcrumbList', 'ItemList'])

    await collection.click()
    await expectLanding(page, href, name, count)
  })

  test('Russian: collection names in Russian, links to /ru', async ({ page }) => {
    await page.goto('/ru/collections')

    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Подборки')
    const links = page.locator('.hub-collection__link')
    await expect(links.first()).toHaveAttribute('href', /^\/ru\/[a-z0-9-]+$/)
    await expect(links.first()).toContainText(/[А-Яа-яЁё]/)
    await expect(links.first()).toContainText(/\d+ тур/)
  })

  test('no serious accessibility violations', async ({ page }) => {
    await page.goto('/collections')
    await expectNoSeriousAxeViolations(page)
  })
})

test.describe('§2 hubs before hydration', () => {
  test.use({ javaScriptEnabled: false })

  test('regions open and their links work without JavaScript', async ({ page }) => {
    await page.goto('/destinations')
    const regionsOfItaly = page.getByRole('list', { name: 'Regions of Italy' })
    await page
      .getByRole('region', { name: 'Europe' })
      .getByRole('listitem')
      .filter({ hasText: /^Italy/ })
      .locator('summary')
      .click()
    await expect(regionsOfItaly).toBeVisible()
    const link = regionsOfItaly.getByRole('link').first()
    const href = (await link.getAttribute('href')) ?? ''
    await link.click()
    await expect(page).toHaveURL(href)
    await expect(page.locator('.search-page__count')).toHaveText(/^[1-9]\d* tours? found$/)
  })
})
