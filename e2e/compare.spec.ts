import type { Page, TestInfo } from '@playwright/test'
import { expectNoSeriousAxeViolations } from './support/axe.ts'
import { gotoHydrated } from './support/hydration.ts'
import { expect, test } from './support/test.ts'

const ROWS = [
  'Days',
  'Price per day',
  'Dates in the next three months',
  'Difficulty',
  'Comfort',
  'Group size',
  'Accommodation',
  'Departure guarantee',
  'Rating',
  'Cancellation',
]

test.beforeEach(async ({ context, baseURL }) => {
  await context.addCookies([{ name: 'cookie_notice_dismissed', value: '1', url: baseURL ?? '' }])
})

/** The first three featured tours on the home page, made favourites with their hearts. */
async function favouriteThreeTours(page: Page): Promise<{ id: number; title: string }[]> {
  await gotoHydrated(page, '/')
  const cards = page.getByRole('region', { name: 'Tours to start with' }).getByRole('article')
  const tours: { id: number; title: string }[] = []
  for (const index of [0, 1, 2]) {
    const card = cards.nth(index)
    const heart = card.getByRole('button', { name: 'Add to favourites' })
    tours.push({
      id: Number(await heart.getAttribute('data-tour-id')),
      title: ((await card.getByRole('heading').textContent()) ?? '').trim(),
    })
    await heart.click()
    await expect(card.getByRole('button', { name: 'Remove from favourites' })).toBeVisible()
  }
  return tours
}

function comparison(page: Page) {
  return page.getByRole('table', { name: 'The tours compared' })
}

async function screenshotAtBothWidths(page: Page, testInfo: TestInfo, name: string) {
  await page.screenshot({ path: testInfo.outputPath(`${name}-1280.png`), fullPage: true })
  await page.setViewportSize({ width: 390, height: 844 })
  await page.screenshot({ path: testInfo.outputPath(`${name}-390.png`), fullPage: true })
  await page.setViewportSize({ width: 1280, height: 800 })
}

test.describe('issue 44 item 3: compare tours', () => {
  test('three favourites side by side, one removed, the address shared and read without an account or JavaScript', async ({
    page,
    browser,
    baseURL,
  }, testInfo) => {
    // The favourites page lists the newest first; the form keeps that order.
    const tours = (await favouriteThreeTours(page)).toReversed()
    const [first, second, third] = tours as [
      { id: number; title: string },
      { id: number; title: string },
      { id: number; title: string },
    ]

    await test.step('favourites: tick three tours and press Compare (a plain GET form)', async () => {
      await gotoHydrated(page, '/favorites')
      const form = page.getByRole('group', { name: 'Compare' })
      for (const tour of tours) await form.getByRole('checkbox', { name: tour.title }).check()
      await form.scrollIntoViewIfNeeded()
      await screenshotAtBothWidths(page, testInfo, 'favourites-compare-form')
      await page.getByRole('button', { name: 'Compare', exact: true }).click()
      await expect(page).toHaveURL(
        new RegExp(`/compare\\?ids=${String(first.id)},${String(second.id)},${String(third.id)}$`),
      )
    })

    await test.step('the comparison shows the three tours with every row', async () => {
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Compare tours')
      const table = comparison(page)
      const columns = table.getByRole('columnheader')
      await expect(columns).toHaveCount(3)
      for (const [index, tour] of tours.entries()) {
        await expect(
          columns.nth(index).getByRole('link', { name: tour.title, exact: true }),
        ).toHaveAttribute('href', new RegExp(`-${String(tour.id)}$`))
      }
      await expect(table.getByRole('rowheader')).toHaveText(ROWS)
      const price = table.getByRole('row', { name: /^Price per day/ })
      await expect(price.getByRole('cell').first()).toContainText(/a day|Price on request/)
      await expect(table.getByRole('row', { name: /^Days/ }).getByRole('cell').first()).toHaveText(
        /^\d+ days?$/,
      )
      await expect(
        table
          .getByRole('row', { name: /^Cancellation/ })
          .getByRole('cell')
          .first(),
      ).not.toBeEmpty()
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/)
      await expectNoSeriousAxeViolations(page)
      await screenshotAtBothWidths(page, testInfo, 'compare-three')
    })

    await test.step('"Remove" is a plain link to the address without that tour', async () => {
      await comparison(page)
        .getByRole('link', { name: `Remove ${second.title} from the comparison` })
        .click()
      await expect(page).toHaveURL(
        new RegExp(`/compare\\?ids=${String(first.id)},${String(third.id)}$`),
      )
      await expect(comparison(page).getByRole('columnheader')).toHaveCount(2)
    })

    const shared = page.url()

    await test.step('the shared address opens in a new browser without an account', async () => {
      const other = await browser.newContext({ baseURL })
      const visitor = await other.newPage()
      await gotoHydrated(visitor, shared)
      const columns = comparison(visitor).getByRole('columnheader')
      await expect(columns).toHaveCount(2)
      await expect(columns.first()).toContainText(first.title)
      await expect(columns.last()).toContainText(third.title)
      await other.close()
    })

    await test.step('and reads the same with JavaScript off, Remove included', async () => {
      const noScript = await browser.newContext({ baseURL, javaScriptEnabled: false })
      const reader = await noScript.newPage()
      await reader.goto(shared)
      await expect(comparison(reader).getByRole('rowheader')).toHaveText(ROWS)
      await expect(comparison(reader).getByRole('columnheader')).toHaveCount(2)
      await comparison(reader)
        .getByRole('link', { name: `Remove ${first.title} from the comparison` })
        .click()
      await expect(reader.getByRole('heading', { level: 1 })).toHaveText(
        'Choose at least two tours to compare',
      )
      await noScript.close()
    })

    await test.step('Russian: the same comparison under /ru', async () => {
      await gotoHydrated(page, `/ru/compare?ids=${String(first.id)},${String(third.id)}`)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Сравнение туров')
      await expect(
        page.getByRole('table', { name: 'Сравниваемые туры' }).getByRole('rowheader').first(),
      ).toHaveText('Дней')
    })
  })

  test('the tour page keeps a compare list on the device and links to it once two are chosen', async ({
    page,
  }, testInfo) => {
    await gotoHydrated(page, '/')
    const cards = page.getByRole('region', { name: 'Tours to start with' }).getByRole('article')
    const firstLink = cards.nth(0).getByRole('heading').getByRole('link')
    const secondLink = cards.nth(1).getByRole('heading').getByRole('link')
    const firstHref = (await firstLink.getAttribute('href')) ?? ''
    const secondHref = (await secondLink.getAttribute('href')) ?? ''
    const idOf = (href: string) => /-(\d+)$/.exec(href)?.[1] ?? ''

    await gotoHydrated(page, firstHref)
    await page.getByRole('button', { name: 'Add to compare' }).click()
    await expect(page.getByRole('button', { name: 'Remove from compare' })).toHaveAttribute(
      'aria-pressed',
      'true',
    )
    await expect(page.getByText('Add one more tour to compare')).toBeVisible()
    await page.screenshot({ path: testInfo.outputPath('tour-page-compare-1280.png') })

    await gotoHydrated(page, secondHref)
    await page.getByRole('button', { name: 'Add to compare' }).click()
    await page.getByRole('link', { name: 'Compare 2 tours' }).click()
    await expect(page).toHaveURL(
      new RegExp(`/compare\\?ids=${idOf(firstHref)},${idOf(secondHref)}$`),
    )
    await expect(comparison(page).getByRole('columnheader')).toHaveCount(2)
  })
})

test.describe('issue 44 item 3: addresses that cannot be compared', () => {
  test.use({ expectedConsoleErrors: [/status of 40[04]/] })

  test('too few, too many, not ids and unknown tours each get a page saying what to do', async ({
    page,
  }, testInfo) => {
    const few = await page.goto('/compare?ids=5')
    expect(few?.status()).toBe(200)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Choose at least two tours to compare',
    )
    await expect(page.getByRole('link', { name: 'Go to your favourites' })).toBeVisible()
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/)

    const many = await page.goto('/compare?ids=1,2,3,4,5')
    expect(many?.status()).toBe(400)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'At most four tours fit side by side',
    )

    const invalid = await page.goto('/compare?ids=1,abc')
    expect(invalid?.status()).toBe(400)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'This comparison address is not valid',
    )

    const unknown = await page.goto('/compare?ids=987654321,987654322')
    expect(unknown?.status()).toBe(404)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Some of these tours are not on the site',
    )
    await expect(page.getByText('987654321, 987654322')).toBeVisible()
    await expectNoSeriousAxeViolations(page)
    await screenshotAtBothWidths(page, testInfo, 'compare-unknown')
  })
})
