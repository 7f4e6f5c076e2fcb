import { expectNoSeriousAxeViolations } from './support/axe.ts'
import { gotoHydrated } from './support/hydration.ts'
import { expect, test } from './support/test.ts'

test.describe('§2 home (/)', () => {
  test('§3 renders the hero, stats, featured tours, collections and journal from the API', async ({
    page,
  }) => {
    // The catalogue's size comes from the API: finished tours (§8 410) are not counted.
    const info = (await (await page.request.get('/spa/info')).json()) as { totalCount: number }
    const response = await page.goto('/')

    expect(response?.status()).toBe(200)
    await expect(page).toHaveTitle('Tourmarket')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Tourmarket')
    const hero = page.locator('.home-hero__image')
    await expect(hero).toHaveAttribute('fetchpriority', 'high')
    await expect(hero).toHaveAttribute('srcset', /1600x0 1600w, .*2400x0 2400w/)

    const stats = page.getByRole('region', { name: 'The catalogue in numbers' })
    await expect(stats.getByRole('definition')).toHaveCount(7)
    await expect(stats).toContainText(info.totalCount.toLocaleString('en-US'))
    await expect(stats).toContainText('verified organizers')

    const destinations = page.getByRole('region', { name: 'Popular destinations' })
    await expect(destinations.getByRole('link')).toHaveCount(8)
    const featured = page.getByRole('region', { name: 'Tours to start with' })
    await expect(featured.getByRole('article')).toHaveCount(6)
    const collections = page.getByRole('region', { name: 'Collections' })
    await expect(collections.getByRole('link').first()).toContainText(/\d+ tours/)
    const journal = page.getByRole('region', { name: 'From the journal' })
    await expect(journal.getByRole('heading', { level: 3 })).toHaveCount(3)
  })

  test('§7 completion: typing suggests places, choosing Italy opens its landing page', async ({
    page,
  }) => {
    // Completion is a scripted control: it answers once the page has hydrated.
    await gotoHydrated(page, '/')
    const box = page.getByRole('combobox', { name: 'Where do you want to go?' })
    await box.click()
    await box.pressSequentially('ita')

    const listbox = page.getByRole('listbox', { name: 'Suggestions' })
    await expect(listbox.getByRole('option').first()).toBeVisible()
    await box.press('ArrowDown')
    await expect(box).toHaveAttribute('aria-activedescendant', /option-0$/)
    await listbox
      .getByRole('option', { name: /^Italy/ })
      .first()
      .click()

    await expect(page).toHaveURL('/italy')
  })

  test('§9 the currency switcher reprices the cards in EUR and is remembered', async ({ page }) => {
    await gotoHydrated(page, '/')
    const featured = page.getByRole('region', { name: 'Tours to start with' })
    await expect(featured).toContainText('US$')

    await page.getByRole('combobox', { name: 'Currency' }).selectOption('EUR')

    await expect(featured).toContainText('€')
    await expect(featured).not.toContainText('US$')
    const cookies = await page.context().cookies()
    expect(cookies.find((cookie) => cookie.name === 'currency')?.value).toBe('EUR')
    await page.reload()
    await expect(page.getByRole('combobox', { name: 'Currency' })).toHaveValue('EUR')
    await expect(featured).toContainText('€')
  })

  test('§1 the language switcher opens the Russian home page', async ({ page }) => {
    await page.goto('/')
    await page.getByRole('link', { name: 'Русский' }).click()

    await expect(page).toHaveURL('/ru')
    await expect(page.locator('html')).toHaveAttribute('lang', 'ru')
    await expect(page.getByRole('heading', { name: 'Популярные направления' })).toBeVisible()
    await expect(page.getByRole('link', { name: 'English' })).toHaveAttribute('href', '/')
  })

  test('§1 a Russian page reached without a page load speaks Russian: its text loads on the way', async ({
    page,
  }) => {
    // An English page carries only English text; a page in Russian brings the Russian with it.
    await gotoHydrated(page, '/')
    const russianText = page.waitForRequest((request) =>
      /\/catalogue-ru-[^/]+\.js$/.test(request.url()),
    )
    await page.getByRole('link', { name: 'Русский' }).click()
    await russianText

    await expect(page).toHaveURL('/ru')
    await expect(page.getByRole('button', { name: 'Отклонить все' })).toBeVisible()
    await expect(page.getByRole('link', { name: 'Войти' })).toBeVisible()
  })

  test('§1 a Russian page hydrates in Russian, with no text missing', async ({ page }) => {
    // A hydration mismatch fails any test (support/test.ts); a missing text only warns.
    const missingText: string[] = []
    page.on('console', (message) => {
      if (message.text().includes('Missing translation')) missingText.push(message.text())
    })
    await gotoHydrated(page, '/ru')
    await page.getByRole('button', { name: 'Отклонить все' }).click()
    await expect(page.getByRole('button', { name: 'Отклонить все' })).toBeHidden()
    expect(missingText).toEqual([])
  })

  test('§2 the footer shows the contacts and social links', async ({ page }) => {
    await page.goto('/')
    const footer = page.getByRole('contentinfo')

    await expect(footer.getByRole('link', { name: 'hello@tourmarket.example' })).toBeVisible()
    await expect(footer.getByRole('link', { name: 'Telegram' })).toHaveAttribute(
      'href',
      'https://t.me/tourmarket',
    )
    await expect(footer).toContainText(`© ${String(new Date().getFullYear())} Tourmarket`)
  })

  test('passes the axe accessibility check', async ({ page }) => {
    await page.goto('/')
    await expect(page.getByRole('heading', { name: 'From the journal' })).toBeVisible()

    await expectNoSeriousAxeViolations(page)
  })
})
