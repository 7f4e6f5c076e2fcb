import type { Page } from '@playwright/test'
import { expectNoSeriousAxeViolations } from './support/axe.ts'
import { gotoHydrated } from './support/hydration.ts'
import { expect, test } from './support/test.ts'

// Issue 42, forgiving search (docs/decisions/0058-forgiving-search.md): a misspelt place still
// finds its tours, and "Find" with an empty box opens the whole catalogue at /tours.

/** The number in the result count line, e.g. '37 tours found'. */
async function resultCount(page: Page): Promise<number> {
  const count = page.locator('.search-page__count')
  await expect(count).toHaveText(/\d/)
  return Number(((await count.textContent()) ?? '').replace(/[^\d]/g, ''))
}

/** The home page's own search form (the site header may have one too). */
function homeSearch(page: Page, label: string) {
  return page.getByRole('search').filter({ has: page.getByRole('combobox', { name: label }) })
}

test.describe('issue 42: forgiving search from the home page', () => {
  test('"Tbilsi" in the search box suggests Tbilisi and opens its tours', async ({ page }) => {
    await gotoHydrated(page, '/')
    const box = page.getByRole('combobox', { name: 'Where do you want to go?' })
    await box.click()
    await box.pressSequentially('Tbilsi')
    const listbox = page.getByRole('listbox', { name: 'Suggestions' })
    await expect(listbox.getByRole('option').first()).toContainText('Tbilisi')
    await box.press('Enter')

    await expect(page).toHaveURL('/tbilisi')
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Tbilisi')
    expect(await resultCount(page)).toBeGreaterThan(0)
    await expect(page.getByRole('article').first()).toBeVisible()
    await expectNoSeriousAxeViolations(page)
  })

  test('the catalogue searched for "Tbilsi" lists Tbilisi tours (no suggestion taken)', async ({
    page,
  }) => {
    await page.goto('/tours?placeName=Tbilsi')
    expect(await resultCount(page)).toBeGreaterThan(0)
    await expect(page.getByRole('article').first()).toContainText(/Tbilisi|Georgia/)
  })

  test('"Find" with an empty box opens every tour at /tours', async ({ page }) => {
    const all = (await (await page.request.get('/spa/tours-page?per_page=1')).json()) as {
      meta: { total: number }
    }
    await gotoHydrated(page, '/')
    await homeSearch(page, 'Where do you want to go?')
      .getByRole('button', { name: 'Find', exact: true })
      .click()

    await expect(page).toHaveURL('/tours')
    await expect(page).toHaveTitle(/^Tours \(\d+\)/)
    expect(await resultCount(page)).toBe(all.meta.total)
    await expect(page.getByRole('article').first()).toBeVisible()
    await expectNoSeriousAxeViolations(page)
  })

  test('the Russian site: "Тбилси" finds Tbilisi and an empty "Найти" opens /ru/tours', async ({
    page,
  }) => {
    await gotoHydrated(page, '/ru')
    const box = page.getByRole('combobox', { name: 'Куда вы хотите поехать?' })
    await box.click()
    await box.pressSequentially('Тбилси')
    await expect(page.getByRole('listbox').getByRole('option').first()).toContainText('Тбилиси')
    await box.press('Enter')
    await expect(page).toHaveURL('/ru/tbilisi')
    expect(await resultCount(page)).toBeGreaterThan(0)

    await gotoHydrated(page, '/ru')
    await homeSearch(page, 'Куда вы хотите поехать?')
      .getByRole('button', { name: 'Найти', exact: true })
      .click()
    await expect(page).toHaveURL('/ru/tours')
    expect(await resultCount(page)).toBeGreaterThan(0)
  })
})
