// Issue 43 items 2, 3 and 8: the console's platform pages, as an admin uses them. Commission: a
// sales model's rate changed and set back (finance only reads it), an organizer's own percent set
// and cleared, so it follows its model again as seeded. Staff: the
// finance account's second factor is reset (its session ends at once, its row says it is not set
// up), then finance signs in again, which enrols the demo authenticator as before, so the other
// specs find the seed unchanged. Each page passes axe and is photographed at 1280 and 390 px.
import { signInContext } from './support/accounts.ts'
import { expectNoSeriousAxeViolations } from './support/axe.ts'
import { gotoHydrated } from './support/hydration.ts'
import { photograph } from './support/photograph.ts'
import { API_URL, STOREFRONT_URL } from './support/servers.ts'
import { signInStaffThroughApi } from './support/staff.ts'
import { expect, test } from './support/test.ts'

const DEMO_ADMIN = { login: 'admin@tourmarket.test', password: 'admin-demo-2026' }
const DEMO_FINANCE = { login: 'finance@tourmarket.test', password: 'finance-demo-2026' }

// A refused rate answers 400, which the browser logs.
test.use({ expectedConsoleErrors: [/status of 400 /] })

test('an admin resets a staff member’s second factor, which signs them out', async ({
  page,
  request,
}) => {
  const finance = await signInStaffThroughApi(request, DEMO_FINANCE)
  await signInContext(
    page.context(),
    STOREFRONT_URL,
    await signInStaffThroughApi(request, DEMO_ADMIN),
  )
  await gotoHydrated(page, `${STOREFRONT_URL}/admin`)
  const nav = page.getByRole('navigation', { name: 'Operator console' })
  await nav.getByRole('link', { name: 'Staff' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Staff' })).toBeVisible()
  await expect(nav.getByRole('link', { name: 'Staff' })).toHaveAttribute('aria-current', 'page')

  const table = page.getByTestId('admin-staff-table')
  const financeRow = table.getByRole('row').filter({ hasText: DEMO_FINANCE.login })
  const ownRow = table.getByRole('row').filter({ hasText: DEMO_ADMIN.login })
  await expect(financeRow).toContainText('Set up')
  // An admin's own factor is not reset here.
  await expect(ownRow).toContainText('Another administrator resets yours.')
  await expect(ownRow.getByRole('button')).toHaveCount(0)
  await expectNoSeriousAxeViolations(page)
  await photograph(page, 'admin-staff')

  await financeRow
    .getByRole('button', { name: `Reset the second factor of ${DEMO_FINANCE.login}` })
    .click()
  await expect(page.getByRole('status').filter({ hasText: 'is reset' })).toContainText(
    DEMO_FINANCE.login,
  )
  await expect(financeRow).toContainText('Not set up')
  await expectNoSeriousAxeViolations(page)
  // Finance's staff session has ended.
  const profile = await request.get(`${API_URL}/crm/api/user/profile`, {
    headers: { 'x-authorization': `Bearer ${finance}` },
  })
  expect(profile.status()).toBe(401)

  // Finance signs in again and enrols (the demo authenticator), as the seed had it.
  await signInStaffThroughApi(request, DEMO_FINANCE)
  await page.reload()
  await expect(financeRow).toContainText('Set up')
})

test('an admin sets a sales model’s commission and an organizer’s own; finance only reads the rates', async ({
  page,
  request,
}) => {
  await signInContext(
    page.context(),
    STOREFRONT_URL,
    await signInStaffThroughApi(request, DEMO_ADMIN),
  )
  await gotoHydrated(page, `${STOREFRONT_URL}/admin/finance/rates`)
  await expect(page.getByRole('heading', { level: 1, name: 'Commission rates' })).toBeVisible()
  const rates = page.getByTestId('admin-commission-rates')
  const thirdParty = rates.getByRole('row').filter({ hasText: 'third-party agent' })
  await expect(thirdParty).toContainText('15 %')
  await expectNoSeriousAxeViolations(page)
  await photograph(page, 'admin-commission-rates')

  const rate = thirdParty.getByRole('textbox', { name: 'New rate for third-party agent, %' })
  await rate.fill('101')
  await thirdParty.getByRole('button', { name: 'Save' }).click()
  await expect(rate).toHaveAttribute('aria-invalid', 'true')
  await expect(rate).toHaveAccessibleDescription(/0 to 100/)
  await rate.fill('16.5')
  await thirdParty.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'third-party agent' })).toContainText(
    '16.5 % for new bookings',
  )
  await expect(thirdParty).toContainText('16.5 %')
  // Set back as seeded.
  await rate.fill('15')
  await thirdParty.getByRole('button', { name: 'Save' }).click()
  await expect(thirdParty.getByRole('cell').nth(1)).toHaveText('15 %')

  // An organizer's own percent, then back to its model's rate.
  await gotoHydrated(page, `${STOREFRONT_URL}/admin/organizers`)
  await page.getByTestId('admin-organizer-table').getByRole('link').first().click()
  const commission = page.getByTestId('admin-organizer-commission')
  await expect(commission).toContainText('the rate of its sales model')
  const seeded = await commission.textContent()
  const own = page.getByRole('textbox', { name: 'Its own commission, %' })
  await own.fill('11.25')
  await page.getByRole('button', { name: 'Save the commission' }).click()
  await expect(page.getByRole('status')).toHaveText('The commission is saved for its new bookings.')
  await expect(commission).toContainText('11.25 %: its own percent')
  await expectNoSeriousAxeViolations(page)
  await own.fill('')
  await page.getByRole('button', { name: 'Save the commission' }).click()
  await expect(commission).toHaveText(seeded ?? '')

  // Finance reads the rates and cannot change them.
  await signInContext(
    page.context(),
    STOREFRONT_URL,
    await signInStaffThroughApi(request, DEMO_FINANCE),
  )
  await gotoHydrated(page, `${STOREFRONT_URL}/admin/finance/rates`)
  await expect(page.getByText('Only administrators change the rates.')).toBeVisible()
  await expect(page.getByTestId('admin-commission-rates').getByRole('textbox')).toHaveCount(0)
})
