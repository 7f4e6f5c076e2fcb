// Issue 43 item 3: uploaded files moderation, as an admin uses it. The admin opens the review
// photos in the console, hides one shown on its tour page with a reason, and the tour page's
// reviews no longer show it (the media route refuses it); then restores it, and the page shows it
// again, so the seed the other journeys meet is untouched. The console page passes axe with
// nothing serious and is photographed at 1280 and 390 px.
import type { APIRequestContext, Page } from '@playwright/test'
import { signInContext } from './support/accounts.ts'
import { expectNoSeriousAxeViolations } from './support/axe.ts'
import { gotoHydrated } from './support/hydration.ts'
import { API_URL, STOREFRONT_URL } from './support/servers.ts'
import { signInStaffThroughApi } from './support/staff.ts'
import { expect, test } from './support/test.ts'

/** The README's demo admin. */
const DEMO_ADMIN = { login: 'admin@tourmarket.test', password: 'admin-demo-2026' }

type ConsoleUpload = { key: string; place: string; used_on: { path: string } }

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

/** A review photo on the console's first page whose tour page shows it among its first reviews. */
async function reviewPhotoOnItsTourPage(
  request: APIRequestContext,
  staffToken: string,
): Promise<ConsoleUpload> {
  const list = (await (
    await request.get(`${API_URL}/crm/api/admin/uploads?place=review&limit=24`, {
      headers: { 'X-Authorization': `Bearer ${staffToken}` },
    })
  ).json()) as { data: ConsoleUpload[] }
  for (const upload of list.data) {
    const html = await (await request.get(`${STOREFRONT_URL}${upload.used_on.path}`)).text()
    if (html.includes(`/media/${upload.key}/`)) return upload
  }
  throw new Error('no review photo on the first page is shown on its tour page')
}

test('an admin hides a review photo, which leaves its tour page, then restores it', async ({
  page,
  request,
}) => {
  const staffToken = await signInStaffThroughApi(request, DEMO_ADMIN)
  await signInContext(page.context(), STOREFRONT_URL, staffToken)
  const photo = await reviewPhotoOnItsTourPage(request, staffToken)
  const photosOnTourPage = async () => {
    await page.goto(`${STOREFRONT_URL}${photo.used_on.path}`)
    await expect(page.getByTestId('tour-reviews')).toBeVisible()
    return page.getByTestId('tour-reviews').locator(`img[src*="/media/${photo.key}/"]`).count()
  }
  expect(await photosOnTourPage()).toBeGreaterThan(0)

  await gotoHydrated(page, `${STOREFRONT_URL}/admin`)
  const nav = page.getByRole('navigation', { name: 'Operator console' })
  await nav.getByRole('link', { name: 'Uploaded photos' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Uploaded photos' })).toBeVisible()
  await page.getByRole('link', { name: 'Review photos' }).click()
  await expect(page).toHaveURL(/\/admin\/uploads\?show=review/)
  const entry = page.locator(`[data-testid="admin-upload"][data-key="${photo.key}"]`).first()
  await expect(entry).toContainText('Review photo by')
  await expect(entry.getByRole('link', { name: /^Shown on / })).toHaveAttribute(
    'href',
    photo.used_on.path,
  )
  await expectNoSeriousAxeViolations(page)
  await photograph(page, 'admin-uploads')

  // Hiding needs a reason: the form says so before it is sent.
  await entry.getByRole('button', { name: 'Hide the photo' }).click()
  await expect(entry.getByRole('textbox', { name: /Why it is hidden/ })).toBeFocused()
  await entry.getByRole('textbox', { name: /Why it is hidden/ }).fill('A stranger’s face.')
  await entry.getByRole('button', { name: 'Hide the photo' }).click()
  await expect(
    page.getByRole('status').filter({ hasText: 'The photo is hidden from the site.' }),
  ).toBeVisible()
  await expect(entry).toContainText('A stranger’s face.')
  const media = await request.get(`${API_URL}/media/${photo.key}/120x80`)
  expect(media.status()).toBe(410)
  await expect.poll(photosOnTourPage).toBe(0)

  await gotoHydrated(page, `${STOREFRONT_URL}/admin/uploads?show=hidden`)
  const hidden = page.locator(`[data-testid="admin-upload"][data-key="${photo.key}"]`).first()
  await expect(hidden).toContainText('A stranger’s face.')
  await expectNoSeriousAxeViolations(page)
  await hidden.getByRole('button', { name: 'Restore the photo' }).click()
  await expect(
    page.getByRole('status').filter({ hasText: 'The photo is back on the site.' }),
  ).toBeVisible()
  expect((await request.get(`${API_URL}/media/${photo.key}/120x80`)).status()).toBe(200)
  await expect.poll(photosOnTourPage).toBeGreaterThan(0)
})
