// Issue 43 item 5: the legal pages in the operator console. A content editor finds every §2 legal
// document with its versions (the one in force marked, earlier ones linked to their pages), adds a
// future version of the Privacy Policy with the Markdown editor's preview, finds it listed as
// scheduled, sees the storefront keep the version in force and announce the new one (whose page
// answers), then deletes it, which puts everything back. A booking made over the API shows the
// Terms and Conditions version it accepted on its console page, linked to that version's page.
// Each page passes axe; the console and storefront pages are photographed at 1280/390.
import { calendarDateText, utcCalendarDate } from '@tourmarket/domain/i18n'
import { registerThroughApi, signInContext, uniqueEmail } from './support/accounts.ts'
import { expectNoSeriousAxeViolations } from './support/axe.ts'
import { bookThroughApi, demoGuaranteedDates } from './support/bookings.ts'
import { gotoHydrated } from './support/hydration.ts'
import { photograph } from './support/photograph.ts'
import { API_URL, STOREFRONT_URL } from './support/servers.ts'
import { signInStaffThroughApi } from './support/staff.ts'
import { expect, test } from './support/test.ts'

/** The README's demo staff: content keeps the legal pages, support reads bookings. */
const DEMO_CONTENT = { login: 'content@tourmarket.test', password: 'content-demo-2026' }
const DEMO_SUPPORT = { login: 'support@tourmarket.test', password: 'support-demo-2026' }

test('a content editor reads the legal documents and their versions', async ({ page, request }) => {
  await signInContext(
    page.context(),
    STOREFRONT_URL,
    await signInStaffThroughApi(request, DEMO_CONTENT),
  )
  await gotoHydrated(page, `${STOREFRONT_URL}/admin`)
  const nav = page.getByRole('navigation', { name: 'Operator console' })
  await nav.getByRole('link', { name: 'Legal pages' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Legal pages' })).toBeVisible()
  for (const title of [
    'Terms and Conditions',
    'Tour Provider Agreement',
    'Privacy Policy',
    'Safety Rules',
  ]) {
    await expect(page.getByRole('heading', { level: 2, name: title })).toBeVisible()
  }
  const terms = page.getByRole('table', {
    name: 'Versions of “Terms and Conditions”, newest first',
  })
  const current = terms.getByRole('row').filter({ hasText: 'In force' })
  await expect(current).toHaveCount(1)
  await expect(current.getByRole('link', { name: '/agreement' })).toHaveAttribute(
    'href',
    '/agreement',
  )
  const earlier = terms.getByRole('row').filter({ hasText: 'Earlier' }).first()
  await earlier.getByRole('link', { name: /^\/agreement\// }).click()
  await expect(page).toHaveURL(/\/agreement\/\d{4}-\d{2}-\d{2}$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Terms and Conditions' })).toBeVisible()
  await gotoHydrated(page, `${STOREFRONT_URL}/admin/legal`)
  await expectNoSeriousAxeViolations(page)
  await photograph(page, 'admin-legal')
})

test('a content editor adds a future version: listed, announced by the page in force, then deleted', async ({
  page,
  request,
}) => {
  // A day no other run of this journey picks, well after today: the version stays scheduled.
  const day = utcCalendarDate(
    new Date(Date.now() + (400 + Math.floor(Math.random() * 3_000)) * 86_400_000),
  )
  const dayText = calendarDateText(day, 'en-US', { month: 'long', year: true })
  const label = `e2e-${day}`
  await signInContext(
    page.context(),
    STOREFRONT_URL,
    await signInStaffThroughApi(request, DEMO_CONTENT),
  )
  await gotoHydrated(page, `${STOREFRONT_URL}/admin/legal`)
  await page.getByRole('link', { name: 'Add a version of “Privacy Policy”' }).click()
  await expect(
    page.getByRole('heading', { level: 1, name: 'New version: Privacy Policy' }),
  ).toBeVisible()
  // The text starts from the version in force.
  await expect(page.getByLabel('Title', { exact: true })).toHaveValue('Privacy Policy')
  await page.getByLabel('Version label').fill(label)
  await page.getByLabel('Takes effect on').fill(day)
  const body = page.getByLabel('Text (Markdown)', { exact: true })
  await body.fill(
    `${await body.inputValue()}\n## What changes in this version {#what-changes}\n\nThis version was written by the **operator console** journey.\n`,
  )
  await page.getByRole('button', { name: 'Preview' }).click()
  const preview = page.getByTestId('admin-legal-preview')
  await expect(
    preview.getByRole('heading', { name: /\. What changes in this version$/ }),
  ).toBeVisible()
  await expect(preview.locator('strong')).toHaveText('operator console')
  await expectNoSeriousAxeViolations(page)
  await photograph(page, 'admin-legal-version-editor')
  await page.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByRole('status')).toHaveText('Saved. It takes effect on its day.')
  await expect(page).toHaveURL(/\/admin\/legal\/privacy\/\d+\?done=created$/)
  const versionPage = page.url().replace(/\?.*$/, '')

  await page.getByRole('link', { name: 'All legal pages' }).click()
  const privacy = page.getByRole('table', { name: 'Versions of “Privacy Policy”, newest first' })
  const scheduled = privacy.getByRole('row').filter({ hasText: label })
  await expect(scheduled).toContainText('Scheduled')
  await expect(scheduled).toContainText(dayText)
  await expect(scheduled.getByRole('link', { name: `/privacy/${day}` })).toBeVisible()
  await expectNoSeriousAxeViolations(page)
  await photograph(page, 'admin-legal')

  // The storefront keeps the version in force and announces the new one.
  await gotoHydrated(page, `${STOREFRONT_URL}/privacy`)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Privacy Policy')
  await expect(page.getByText(/^Effective from /)).not.toContainText(dayText)
  await expect(page.getByRole('heading', { name: /What changes in this version/ })).toHaveCount(0)
  await expect(page.getByText(`A new version takes effect on ${dayText}.`)).toBeVisible()
  await expectNoSeriousAxeViolations(page)
  await photograph(page, 'legal-upcoming')
  await page.getByRole('link', { name: 'Read the new version' }).click()
  await expect(page).toHaveURL(new RegExp(`/privacy/${day}$`))
  await expect(page.getByText(`Effective from ${dayText} (version ${label})`)).toBeVisible()
  await expect(page.getByRole('note')).toContainText(`This version takes effect on ${dayText}.`)
  await expect(
    page.getByRole('heading', { level: 2, name: /\. What changes in this version$/ }),
  ).toBeVisible()
  const scheduledPage = await request.get(`${STOREFRONT_URL}/privacy/${day}`)
  expect(scheduledPage.status()).toBe(200)
  await expectNoSeriousAxeViolations(page)

  // Deleting it puts the seed back: the list and the page lose it.
  await gotoHydrated(page, versionPage)
  await page.getByRole('button', { name: 'Delete the version' }).click()
  await expect(page.getByRole('status')).toHaveText('The scheduled version was deleted.')
  await expect(privacy.getByRole('row').filter({ hasText: label })).toHaveCount(0)
  await gotoHydrated(page, `${STOREFRONT_URL}/privacy`)
  await expect(page.getByText(/^A new version takes effect on /)).toHaveCount(0)
  expect((await request.get(`${STOREFRONT_URL}/privacy/${day}`)).status()).toBe(404)
})

test('a booking made over the API shows the terms version it accepted in the console', async ({
  page,
  request,
}, testInfo) => {
  const email = uniqueEmail(testInfo, 'terms')
  const surname = `Terms${Math.random().toString(36).slice(2, 8)}`
  const token = await registerThroughApi(request, {
    email,
    password: 'harbour-lantern-43-terms',
    firstName: 'Ida',
    lastName: surname,
  })
  const { open } = await demoGuaranteedDates(request, 1)
  const booking = await bookThroughApi(request, token, {
    tourDateId: open.at(-1)!.id,
    tourists: [{ first_name: 'Ida', last_name: surname, birthday: '1988-04-02' }],
    contact: { first_name: 'Ida', last_name: surname, email },
  })
  const terms = await request.get(`${API_URL}/spa/legal-document?document=agreement`)
  expect(terms.status()).toBe(200)
  const version = ((await terms.json()) as { effective_from: string }).effective_from

  await signInContext(
    page.context(),
    STOREFRONT_URL,
    await signInStaffThroughApi(request, DEMO_SUPPORT),
  )
  await gotoHydrated(page, `${STOREFRONT_URL}/admin/bookings/${String(booking.id)}`)
  const link = page.getByRole('link', { name: /^Terms and Conditions of / })
  await expect(link).toHaveAttribute('href', `/agreement/${version}`)
  await expectNoSeriousAxeViolations(page)
  await photograph(page, 'admin-booking-terms')
  await link.click()
  await expect(page).toHaveURL(new RegExp(`/agreement/${version}$`))
  await expect(page.getByRole('heading', { level: 1, name: 'Terms and Conditions' })).toBeVisible()

  // The seat goes back: the tourist cancels the unpaid booking.
  const cancelled = await request.post(`${API_URL}/crm/api/request/cancel`, {
    headers: { 'X-Authorization': `Bearer ${token}` },
    data: { id: booking.id, message: 'Checked the terms version.' },
  })
  expect(cancelled.status(), await cancelled.text()).toBe(200)
})
