// Issue 43 items 7 and 8: a staff member signs in with the authenticator's code (a wrong code is
// refused with a clear message, the right one opens the console), and the audit log lists the
// console's actions, the sign-in among them, searchable and read-only. Each page passes axe.
import { signInContext, signInThroughApi } from './support/accounts.ts'
import { expectNoSeriousAxeViolations } from './support/axe.ts'
import { gotoHydrated } from './support/hydration.ts'
import { STOREFRONT_URL } from './support/servers.ts'
import { demoStaffCode, staleDemoStaffCode } from './support/staff.ts'
import { expect, test } from './support/test.ts'

const DEMO_ADMIN = { login: 'admin@tourmarket.test', password: 'admin-demo-2026' }

// The wrong code's answer is a 400; the code ends the password's session, so a call the page
// still makes with its token is a 401 before the browser takes up the admin session.
test.use({ expectedConsoleErrors: [/status of 40[01] /] })

test('an admin gives the authenticator code, a wrong one refused, and reads the audit log', async ({
  page,
  request,
}) => {
  // The password alone: an ordinary session, so the console asks for the code first.
  await signInContext(page.context(), STOREFRONT_URL, await signInThroughApi(request, DEMO_ADMIN))
  await gotoHydrated(page, `${STOREFRONT_URL}/admin/audit`)
  await expect(page).toHaveURL(/\/admin\/sign-in\?back=%2Fadmin%2Faudit$/)
  await expect(
    page.getByRole('heading', { level: 1, name: 'Staff sign-in: your code' }),
  ).toBeVisible()
  await expectNoSeriousAxeViolations(page)

  const code = page.getByRole('textbox', { name: 'Code from the app' })
  await code.fill(staleDemoStaffCode())
  await page.getByRole('button', { name: 'Sign in to the console' }).click()
  await expect(page.getByRole('alert')).toHaveText(
    'This code is wrong or was already used. Enter the code your authenticator app shows now.',
  )
  await expect(page.getByRole('heading', { level: 1, name: 'Operator console' })).toHaveCount(0)

  await code.fill(await demoStaffCode(DEMO_ADMIN.login))
  await page.getByRole('button', { name: 'Sign in to the console' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Audit log' })).toBeVisible()
  await expect(page).toHaveURL(/\/admin\/audit$/)
  await expectNoSeriousAxeViolations(page)

  await page.getByRole('searchbox', { name: 'Who' }).fill(DEMO_ADMIN.login)
  await page.getByRole('searchbox', { name: 'Action' }).fill('account.')
  await page.getByRole('button', { name: 'Search' }).click()
  await expect(page).toHaveURL(
    /\/admin\/audit\?actor=admin%40tourmarket\.test&object=&action=account\./,
  )
  const table = page.getByTestId('admin-audit-table')
  await expect(table.getByRole('row').nth(1)).toContainText('account.staff-sign-in')
  await expect(table.getByRole('row').nth(1)).toContainText('admin@tourmarket.test')
  await expect(table).toContainText('second_factor: — → totp')
  // Read-only: the page offers no way to change or remove a row.
  await expect(table.getByRole('button')).toHaveCount(0)
  await expectNoSeriousAxeViolations(page)
})
