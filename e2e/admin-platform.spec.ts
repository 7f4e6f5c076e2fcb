// Issue 43 items 2, 3 and 8: the console's platform pages, as an admin uses them. Staff: the
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
  await expect(financeRow).toContainText('Authenticator since')
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
  await expect(financeRow).toContainText('Authenticator since')
})
