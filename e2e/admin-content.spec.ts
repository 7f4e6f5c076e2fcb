// Issue 43 item 5: the operator console's help-centre articles, as a content editor uses them. An
// article is written in Markdown, previewed, saved (on no help page yet), published and read on
// /help-center and its section, edited and read again, then unpublished, so the help centre's
// own journeys meet the seeded articles only. Each console page passes axe with nothing serious;
// the list and the editor are photographed at 1280 and 390 px. Support is refused the section.
import { signInContext } from './support/accounts.ts'
import { expectNoSeriousAxeViolations } from './support/axe.ts'
import { gotoHydrated } from './support/hydration.ts'
import { STOREFRONT_URL } from './support/servers.ts'
import { signInStaffThroughApi } from './support/staff.ts'
import type { Page } from '@playwright/test'
import { expect, test } from './support/test.ts'

/** The README's demo staff: content edits the help centre, support does not. */
const DEMO_CONTENT = { login: 'content@tourmarket.test', password: 'content-demo-2026' }
const DEMO_SUPPORT = { login: 'support@tourmarket.test', password: 'support-demo-2026' }

/** The page at the desktop and phone widths, for a look at its layout (the test's output). */
async function photograph(page: Page, name: string) {
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 })
    await page.screenshot({
      path: test.info().outputPath(`${name}-${String(width)}.png`),
      fullPage: true,
    })
  }
  await page.setViewportSize({ width: 1280, height: 900 })
}

test('a content editor writes, publishes and edits a help article that /help-center then shows', async ({
  page,
  request,
}, testInfo) => {
  const marker = `${testInfo.workerIndex}-${Date.now().toString(36)}`
  const title = `Changing a departure date ${marker}`
  const edited = `Moving to another departure ${marker}`
  const slug = `changing-a-departure-${marker}`

  await signInContext(
    page.context(),
    STOREFRONT_URL,
    await signInStaffThroughApi(request, DEMO_CONTENT),
  )
  await gotoHydrated(page, `${STOREFRONT_URL}/admin`)
  const nav = page.getByRole('navigation', { name: 'Operator console' })
  await expect(nav.getByRole('link')).toHaveText([
    'Journal',
    'Help center',
    'Collections',
    'Destinations',
    'Uploaded photos',
    'Legal pages',
  ])
  await nav.getByRole('link', { name: 'Help center' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Help center articles' })).toBeVisible()
  await expect(nav.getByRole('link', { name: 'Help center' })).toHaveAttribute(
    'aria-current',
    'page',
  )
  await expect(page.getByTestId('admin-help-table')).toBeVisible()
  await expectNoSeriousAxeViolations(page)
  await photograph(page, 'admin-help-list')

  await page.getByRole('link', { name: 'Write an article' }).click()
  await expect(
    page.getByRole('heading', { level: 1, name: 'New help center article' }),
  ).toBeVisible()
  await page.getByRole('textbox', { name: 'Title', exact: true }).fill(title)
  await page.getByRole('textbox', { name: 'Address', exact: true }).fill(slug)
  await page.getByRole('textbox', { name: 'Section address' }).fill('booking')
  await page.getByRole('textbox', { name: 'Section name', exact: true }).fill('Booking')
  await page.getByRole('textbox', { name: 'Section name in Russian' }).fill('Бронирование')
  await page
    .getByRole('textbox', { name: 'Text (Markdown)', exact: true })
    .fill('## Before you write\n\nThe **organizer** confirms a new date within a day.')

  await page.getByRole('button', { name: 'Preview' }).click()
  const preview = page.getByTestId('admin-help-preview')
  await expect(preview.getByRole('heading', { level: 2, name: 'Before you write' })).toBeVisible()
  await expect(preview.locator('strong')).toHaveText('organizer')
  await expectNoSeriousAxeViolations(page)
  await photograph(page, 'admin-help-editor')

  await page.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'not published yet' })).toBeVisible()
  await expect(page).toHaveURL(/\/admin\/help-center\/\d+\?done=created$/)
  const articleId = /\/admin\/help-center\/(\d+)/.exec(page.url())![1]!
  await expect(page.getByText('Not published: nobody but the console sees it.')).toBeVisible()
  await expectNoSeriousAxeViolations(page)
  expect((await request.get(`${STOREFRONT_URL}/help-center/${slug}`)).status()).toBe(404)

  await page.getByRole('button', { name: 'Publish' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Published.' })).toBeVisible()
  await gotoHydrated(page, `${STOREFRONT_URL}/help-center/booking`)
  await page.getByRole('link', { name: title }).click()
  await expect(page).toHaveURL(new RegExp(`/help-center/${slug}$`))
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title)
  await expect(page.getByRole('heading', { level: 2, name: 'Before you write' })).toBeVisible()

  // An edit of a published article shows at once.
  await gotoHydrated(page, `${STOREFRONT_URL}/admin/help-center/${articleId}`)
  await page.getByRole('textbox', { name: 'Title', exact: true }).fill(edited)
  await page.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Saved.' })).toBeVisible()
  await gotoHydrated(page, `${STOREFRONT_URL}/help-center/${slug}`)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(edited)

  // Unpublished, it leaves the help centre again (its own journeys meet the seeded articles).
  await gotoHydrated(page, `${STOREFRONT_URL}/admin/help-center/${articleId}`)
  await page.getByRole('button', { name: 'Unpublish' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Unpublished' })).toBeVisible()
  expect((await request.get(`${STOREFRONT_URL}/help-center/${slug}`)).status()).toBe(404)
  expect(await (await request.get(`${STOREFRONT_URL}/help-center/booking`)).text()).not.toContain(
    edited,
  )
})

test.describe('refused', () => {
  // The refusal is the 404 page, which the browser reports as a failed document load.
  test.use({ expectedConsoleErrors: [/status of 404/] })

  test('support is not shown the help centre’s articles and is refused them', async ({
    page,
    request,
  }) => {
    await signInContext(
      page.context(),
      STOREFRONT_URL,
      await signInStaffThroughApi(request, DEMO_SUPPORT),
    )
    await gotoHydrated(page, `${STOREFRONT_URL}/admin`)
    await expect(
      page.getByRole('navigation', { name: 'Operator console' }).getByRole('link', {
        name: 'Help center',
      }),
    ).toHaveCount(0)
    expect((await page.goto(`${STOREFRONT_URL}/admin/help-center`))?.status()).toBe(404)
    expect((await page.goto(`${STOREFRONT_URL}/admin/help-center/new`))?.status()).toBe(404)
  })
})
