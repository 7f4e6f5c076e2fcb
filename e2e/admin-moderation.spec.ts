// Issue 43 items 2 and 3: the operator console's organizers and moderation, as an admin uses
// them. A new organizer waiting for review is found and verified, and its storefront page shows
// "Checked by our team"; a review is hidden with a reason and leaves its tour page, then is
// restored. Each console page passes axe with nothing serious.
import type { APIRequestContext, TestInfo } from '@playwright/test'
import { registerThroughApi, signInContext, uniqueEmail } from './support/accounts.ts'
import { expectNoSeriousAxeViolations } from './support/axe.ts'
import { gotoHydrated } from './support/hydration.ts'
import { API_URL, STOREFRONT_URL } from './support/servers.ts'
import { signInStaffThroughApi } from './support/staff.ts'
import { expect, test } from './support/test.ts'

/** The README's demo admin: the only role that verifies organizers and moderates. */
const DEMO_ADMIN = { login: 'admin@tourmarket.test', password: 'admin-demo-2026' }

type ConsoleReview = {
  id: number
  text: string
  author_name: string
  tour: { title: string; path: string }
}

/** A new account's organizer profile: waiting for review, on no page yet. */
async function waitingOrganizer(request: APIRequestContext, testInfo: TestInfo) {
  const token = await registerThroughApi(request, {
    email: uniqueEmail(testInfo, 'moderation'),
    password: 'harbour-lantern-43-organizer',
    firstName: 'Vera',
    lastName: 'Organizer',
  })
  const countries = (await (await request.get(`${API_URL}/crm/api/dropdown/country`)).json()) as {
    data: { id: number }[]
  }
  const name = `Console Checked Trails ${testInfo.project.name} ${String(Date.now())}`
  const created = await request.post(`${API_URL}/crm/api/organizer/create`, {
    headers: { 'X-Authorization': `Bearer ${token}` },
    data: {
      name,
      legal_type: 2,
      sales_model: 1,
      operator_type: 'author',
      country_id: countries.data[0]?.id,
      description: 'Small groups in the hills.',
    },
  })
  expect(created.status(), await created.text()).toBe(201)
  return { id: ((await created.json()) as { id: number }).id, name }
}

/**
 * A shown review whose tour has so few reviews that its page lists them all: one per project, so
 * the desktop and phone journeys never hide the same review.
 */
async function reviewOnItsTourPage(
  request: APIRequestContext,
  staffToken: string,
  testInfo: TestInfo,
): Promise<ConsoleReview> {
  const list = (await (
    await request.get(`${API_URL}/crm/api/admin/review/list?state=shown&limit=50`, {
      headers: { 'X-Authorization': `Bearer ${staffToken}` },
    })
  ).json()) as { data: ConsoleReview[] }
  const eligible: ConsoleReview[] = []
  for (const review of list.data) {
    const slug = review.tour.path.replace(/^\//, '')
    const reviews = (await (
      await request.get(`/spa/all-tour-reviews?slug=${encodeURIComponent(slug)}&limit=50`)
    ).json()) as { summary: { count: number } }
    if (reviews.summary.count <= 3) eligible.push(review)
    if (eligible.length === 2) break
  }
  const review = eligible[testInfo.project.name === 'phone' ? 1 : 0]
  if (review === undefined) throw new Error('the seeded catalogue has no tour with few reviews')
  return review
}

test('an admin verifies an organizer, whose page shows the badge, and hides a review from its tour page', async ({
  page,
  request,
}, testInfo) => {
  const organizer = await waitingOrganizer(request, testInfo)
  const staffToken = await signInStaffThroughApi(request, DEMO_ADMIN)
  await signInContext(page.context(), STOREFRONT_URL, staffToken)

  await gotoHydrated(page, `${STOREFRONT_URL}/admin`)
  const nav = page.getByRole('navigation', { name: 'Operator console' })
  await expect(nav.getByRole('link', { name: 'Organizers' })).toBeVisible()
  await expect(nav.getByRole('link', { name: 'Moderation' })).toBeVisible()

  // Organizers: find the new profile waiting for review and verify it.
  await nav.getByRole('link', { name: 'Organizers' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Organizers' })).toBeVisible()
  await page.getByRole('searchbox', { name: 'Find an organizer' }).fill(organizer.name)
  await page.getByRole('combobox', { name: 'State' }).selectOption({ label: 'Waiting for review' })
  await page.getByRole('button', { name: 'Find' }).click()
  await expect(page).toHaveURL(/\/admin\/organizers\?q=/)
  const table = page.getByTestId('admin-organizer-table')
  await expect(table.getByRole('link')).toHaveText([organizer.name])
  await expectNoSeriousAxeViolations(page)

  await table.getByRole('link', { name: organizer.name }).click()
  await expect(page.getByRole('heading', { level: 1, name: organizer.name })).toBeVisible()
  await expect(page.getByTestId('admin-organizer-review')).toHaveText('Waiting for review')
  await expectNoSeriousAxeViolations(page)
  await page.getByRole('button', { name: 'Verify the organizer' }).click()
  await expect(
    page.getByRole('status').filter({ hasText: 'The organizer is verified.' }),
  ).toBeVisible()
  await expect(page.getByTestId('admin-organizer-review')).toHaveText('Verified')
  await expect(page.getByTestId('admin-organizer-check-internal')).toHaveText('passed')
  await expect(page.getByTestId('admin-organizer-publication')).toHaveText(/^Published/)

  await page.getByRole('link', { name: `/tour-provider/${String(organizer.id)}` }).click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(organizer.name)
  await expect(page.getByTestId('organizer-check-internal')).toHaveText('Checked by our team')

  // Moderation: a review leaves its tour page once hidden, and comes back when restored.
  const review = await reviewOnItsTourPage(request, staffToken, testInfo)
  const onTourPage = async () => {
    await page.goto(review.tour.path)
    return page.getByTestId('tour-reviews').getByText(review.text, { exact: true }).count()
  }
  expect(await onTourPage()).toBeGreaterThan(0)

  await gotoHydrated(page, `${STOREFRONT_URL}/admin/moderation`)
  await expect(page.getByRole('heading', { level: 1, name: 'Moderation' })).toBeVisible()
  await page.getByRole('searchbox', { name: 'Find a review' }).fill(review.tour.title)
  await page.getByRole('button', { name: 'Find' }).click()
  const entry = page.getByTestId(`admin-review-${String(review.id)}`)
  await expect(entry).toContainText(review.text)
  await expectNoSeriousAxeViolations(page)
  await entry.getByRole('textbox', { name: 'Reason' }).first().fill('Insults another traveller.')
  await entry.getByRole('button', { name: 'Hide the review' }).click()
  await expect(
    page.getByRole('status').filter({ hasText: 'The review is hidden from the site.' }),
  ).toBeVisible()
  await expect(entry).toContainText('Insults another traveller.')
  const moderationPage = page.url()

  await expect.poll(onTourPage).toBe(0)

  await page.goto(moderationPage)
  await entry.getByRole('button', { name: 'Restore the review' }).click()
  await expect(
    page.getByRole('status').filter({ hasText: 'The review is back on the site.' }),
  ).toBeVisible()
  await expect.poll(onTourPage).toBeGreaterThan(0)

  await gotoHydrated(page, `${STOREFRONT_URL}/admin/moderation/complaints`)
  await expect(page.getByRole('heading', { level: 1, name: 'Reported tours' })).toBeVisible()
  await expectNoSeriousAxeViolations(page)
})
