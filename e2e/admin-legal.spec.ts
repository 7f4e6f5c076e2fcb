// Issue 43 item 5: the legal pages in the operator console. A content editor finds every §2 legal
// document with its versions (the one in effect marked, earlier ones linked to their pages), and a
// booking made over the API shows the Terms and Conditions version it accepted on its console
// page, linked to that version's page. Each page passes axe; both are photographed at 1280/390.
import { utcCalendarDate } from '@tourmarket/domain/i18n'
import { termsVersionInEffect } from '@tourmarket/domain/legal'
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
  const current = terms.getByRole('row').filter({ hasText: 'In effect' })
  await expect(current).toHaveCount(1)
  await expect(current.getByRole('link', { name: '/agreement' })).toHaveAttribute(
    'href',
    '/agreement',
  )
  const earlier = terms.getByRole('row').filter({ hasText: 'Earlier' }).first()
  await earlier.getByRole('link').click()
  await expect(page).toHaveURL(/\/agreement\/\d{4}-\d{2}-\d{2}$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Terms and Conditions' })).toBeVisible()
  await gotoHydrated(page, `${STOREFRONT_URL}/admin/legal`)
  await expectNoSeriousAxeViolations(page)
  await photograph(page, 'admin-legal')
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
  const version = termsVersionInEffect(utcCalendarDate(new Date()))
  expect(version).not.toBeNull()

  await signInContext(
    page.context(),
    STOREFRONT_URL,
    await signInStaffThroughApi(request, DEMO_SUPPORT),
  )
  await gotoHydrated(page, `${STOREFRONT_URL}/admin/bookings/${String(booking.id)}`)
  const link = page.getByRole('link', { name: /^Terms and Conditions of / })
  await expect(link).toHaveAttribute('href', `/agreement/${version!}`)
  await expectNoSeriousAxeViolations(page)
  await photograph(page, 'admin-booking-terms')
  await link.click()
  await expect(page).toHaveURL(new RegExp(`/agreement/${version!}$`))
  await expect(page.getByRole('heading', { level: 1, name: 'Terms and Conditions' })).toBeVisible()

  // The seat goes back: the tourist cancels the unpaid booking.
  const cancelled = await request.post(`${API_URL}/crm/api/request/cancel`, {
    headers: { 'X-Authorization': `Bearer ${token}` },
    data: { id: booking.id, message: 'Checked the terms version.' },
  })
  expect(cancelled.status(), await cancelled.text()).toBe(200)
})
