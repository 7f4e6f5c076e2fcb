import type { Page } from '@playwright/test'
import { expectNoSeriousAxeViolations } from './support/axe.ts'
import { openBeforeHydration } from './support/before-hydration.ts'
import { expect, test } from './support/test.ts'

const articlePath = /\/journal\/[a-z0-9]+(?:-[a-z0-9]+)*-\d+$/
const cyrillic = /[А-Яа-яЁё]/

type JsonLd = Record<string, unknown> & { '@type': string }

/** Every JSON-LD block on the page, parsed (a block that is not JSON fails the test). */
async function jsonLdOf(page: Page): Promise<JsonLd[]> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents()
  expect(blocks.length).toBeGreaterThan(0)
  return blocks.flatMap((block) => {
    const parsed = JSON.parse(block) as JsonLd | JsonLd[]
    return Array.isArray(parsed) ? parsed : [parsed]
  })
}

/** An article page: heading, author, date, reading time, tags, cover, a captioned figure, JSON-LD. */
async function expectArticle(page: Page, title: string): Promise<void> {
  await expect(page).toHaveURL(articlePath)
  const article = page.getByRole('article').first()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title)
  await expect(article).toContainText(/By [A-Z][a-zà-ÿ]+ [A-Z][a-z]+/)
  await expect(article.locator('time')).toHaveAttribute('datetime', /^\d{4}-\d{2}-\d{2}$/)
  await expect(article).toContainText(/\d+ min read/)
  await expect(article.getByRole('heading', { name: 'Tags' })).toBeVisible()
  await expect(article.getByRole('listitem').first()).toHaveText(/^#\S+/)

  const cover = page.locator('.journal-article__cover')
  await expect(cover).toHaveAttribute('alt', title)
  await expect
    .poll(() => cover.evaluate((image: HTMLImageElement) => image.naturalWidth))
    .toBeGreaterThan(0)

  const figure = article.locator('figure').first()
  await expect(figure.locator('figcaption')).toHaveText(/\w+/)
  const figureSource = await figure.locator('img').getAttribute('src')
  expect(figureSource).toMatch(/^\/media\/[a-z]+-\d+\/\d+x\d+$/)
  expect((await page.request.get(figureSource ?? '')).status()).toBe(200)

  const jsonLd = await jsonLdOf(page)
  const schemaArticle = jsonLd.find((item) => item['@type'] === 'Article')
  expect(schemaArticle).toMatchObject({ headline: title, author: { '@type': 'Person' } })
  expect(String(schemaArticle?.datePublished)).toMatch(/^\d{4}-\d{2}-\d{2}T/)
  const breadcrumbs = jsonLd.find((item) => item['@type'] === 'BreadcrumbList')
  expect(breadcrumbs?.itemListElement).toHaveLength(4)
}

test.describe('§2 journal (/journal)', () => {
  test('home → journal teaser → article → similar article', async ({ page }) => {
    await page.goto('/')
    const teaser = page.getByRole('region', { name: 'From the journal' })
    await expect(teaser.getByRole('link', { name: 'All journal articles' })).toHaveAttribute(
      'href',
      '/journal',
    )
    const firstPost = teaser.getByRole('heading', { level: 3 }).first().getByRole('link')
    const title = (await firstPost.textContent()) ?? ''
    await firstPost.click()
    await expectArticle(page, title)

    const similar = page.getByRole('region', { name: 'Read next' })
    await expect(similar.getByRole('article')).toHaveCount(3)
    const next = similar.getByRole('heading', { level: 3 }).first().getByRole('link')
    const nextTitle = (await next.textContent()) ?? ''
    expect(nextTitle).not.toBe(title)
    await next.click()
    await expectArticle(page, nextTitle)
  })

  test('§9 the index shows 20 posts a page and pages on to page 2 with its own canonical link', async ({
    page,
  }) => {
    const response = await page.goto('/journal')
    expect(response?.status()).toBe(200)
    await expect(page).toHaveTitle('Journal | Tourmarket')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Journal')
    const cards = page.locator('.journal-grid').getByRole('article')
    await expect(cards).toHaveCount(20)
    const breadcrumbs = (await jsonLdOf(page)).find((item) => item['@type'] === 'BreadcrumbList')
    expect(breadcrumbs?.itemListElement).toHaveLength(2)

    const pages = page.getByRole('navigation', { name: 'Journal pages' })
    await expect(pages.getByRole('link', { name: 'Page 1' })).toHaveAttribute(
      'aria-current',
      'page',
    )
    await pages.getByRole('link', { name: 'Page 2' }).click()

    await expect(page).toHaveURL('/journal?page=2')
    await expect(page).toHaveTitle('Journal, page 2 | Tourmarket')
    await expect(pages.getByRole('link', { name: 'Page 2' })).toHaveAttribute(
      'aria-current',
      'page',
    )
    await expect(cards.first()).toBeVisible()
    expect(await cards.count()).toBeLessThanOrEqual(20)
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      'href',
      /\/journal\?page=2$/,
    )
  })

  test('a section lists only its posts, marked in the section navigation', async ({ page }) => {
    await page.goto('/journal')
    const sections = page.getByRole('navigation', { name: 'Journal sections' })
    await expect(sections.getByRole('link', { name: 'All articles' })).toHaveAttribute(
      'aria-current',
      'page',
    )
    await sections.getByRole('link', { name: 'Culture' }).click()

    await expect(page).toHaveURL('/journal/culture')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Culture')
    await expect(sections.getByRole('link', { name: 'Culture' })).toHaveAttribute(
      'aria-current',
      'page',
    )
    const meta = page.locator('.journal-card__meta')
    await expect(meta.first()).toBeVisible()
    for (const text of await meta.allTextContents()) expect(text).toMatch(/^Culture · /)
    const breadcrumbs = page.getByRole('navigation', { name: 'Breadcrumbs' })
    await expect(breadcrumbs.getByRole('link', { name: 'Journal' })).toHaveAttribute(
      'href',
      '/journal',
    )
  })

  test('§1 a Russian article shows its Russian text and links to Russian pages', async ({
    page,
  }) => {
    await page.goto('/ru/journal')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Журнал')
    const first = page.locator('.journal-card__link').first()
    const title = (await first.textContent()) ?? ''
    expect(title).toMatch(cyrillic)
    await first.click()

    await expect(page).toHaveURL(/\/ru\/journal\/[a-z0-9-]+-\d+$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title)
    const article = page.getByRole('article').first()
    await expect(article).toContainText('Автор:')
    await expect(article).toContainText('мин чтения')
    await expect(article.locator('.journal-article__body p').first()).toHaveText(cyrillic)
    await expect(article.locator('figcaption').first()).toHaveText(cyrillic)
    await expect(article.locator('.journal-tags__tag').first()).toHaveText(cyrillic)
    const breadcrumbs = page.getByRole('navigation', { name: 'Навигационная цепочка' })
    await expect(breadcrumbs.getByRole('link', { name: 'Журнал' })).toHaveAttribute(
      'href',
      '/ru/journal',
    )
    const schemaArticle = (await jsonLdOf(page)).find((item) => item['@type'] === 'Article')
    expect(schemaArticle).toMatchObject({ headline: title, inLanguage: 'ru' })
  })

  test('works before hydration: a post’s link opens its article', async ({ page }) => {
    const { hydrate } = await openBeforeHydration(page, '/journal')
    const first = page.locator('.journal-card__link').first()
    const title = (await first.textContent()) ?? ''
    await first.click()
    await expect(page).toHaveURL(articlePath)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title)
    await hydrate()
  })

  test('axe finds no serious violations on the index and on an article', async ({ page }) => {
    await page.goto('/journal')
    await expect(page.locator('.journal-grid').getByRole('article').first()).toBeVisible()
    await expectNoSeriousAxeViolations(page)
    await page.locator('.journal-card__link').first().click()
    await expect(page).toHaveURL(articlePath)
    await expectNoSeriousAxeViolations(page)
  })
})

test.describe('§8 journal pages that do not exist answer 404', () => {
  test.use({ expectedConsoleErrors: [/status of 404/] })

  test('an unknown article, an unknown section and a page past the last', async ({ page }) => {
    for (const path of [
      '/journal/no-such-article-99999',
      '/journal/no-such-section',
      '/journal?page=99',
      '/ru/journal/no-such-article-99999',
    ]) {
      const response = await page.goto(path)
      expect(response?.status(), path).toBe(404)
    }
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Страница не найдена')
  })
})
