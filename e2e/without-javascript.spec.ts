import {
  codeOf,
  newestMessage,
  registerThroughApi,
  uniqueEmail,
  visitorAddress,
} from './support/accounts.ts'
import { expect, test } from './support/test.ts'

// Issue 16: the login, code sign-in, registration, search box and checkout are real forms, so a
// browser without JavaScript (or one whose scripts never arrive) can still sign in, search and book.
// A form shown again with its messages answers 400, which the browser logs.
test.use({ javaScriptEnabled: false, expectedConsoleErrors: [/status of 400/] })

// A visitor of their own: a browser without JavaScript cannot solve the captcha that the suite's
// other sign-ups from 127.0.0.1 would bring on (the storefront forwards this address to the API).
test.beforeEach(async ({ page }) => {
  await page.setExtraHTTPHeaders({ 'X-Forwarded-For': visitorAddress() })
})

test.describe('issue 16 without JavaScript', () => {
  test('logs in, searches with the box, reaches the checkout and books', async ({
    page,
    request,
  }, testInfo) => {
    const email = uniqueEmail(testInfo, 'no-script')
    const password = 'plain-html-2026'
    await registerThroughApi(request, { email, password, firstName: 'Plain' })

    await page.goto('/login?back=%2Ffavorites')
    await page.getByRole('button', { name: 'Log in', exact: true }).click()
    await expect(page.getByText('Required field.')).toHaveCount(2)
    await page.getByRole('textbox', { name: 'E-mail or phone' }).fill(email)
    await page.locator('input[name="password"]').fill('not-the-password')
    await page.getByRole('button', { name: 'Log in', exact: true }).click()
    await expect(page.getByText('Incorrect login or password.')).toBeVisible()
    await expect(page.getByRole('textbox', { name: 'E-mail or phone' })).toHaveValue(email)
    await page.locator('input[name="password"]').fill(password)
    await page.getByRole('button', { name: 'Log in', exact: true }).click()
    await expect(page).toHaveURL('/favorites')

    await page.goto('/')
    await page.getByRole('combobox', { name: 'Where do you want to go?' }).fill('Italy')
    await page.getByRole('button', { name: 'Find' }).click()
    await expect(page).toHaveURL('/italy')
    await page.locator('.tour-card a').first().click()
    await page.locator('.tour-date__link').first().click()
    await expect(page).toHaveURL(/\/booking\/new\/\d+$/)

    // The counter's + posts the new count; what was typed stays.
    await page.locator('input[name="tourists.0.first_name"]').fill('Ada')
    await page.getByRole('button', { name: 'More tourists' }).click()
    await expect(page.locator('input[name="tourists.1.first_name"]')).toBeVisible()
    await expect(page.locator('input[name="tourists.0.first_name"]')).toHaveValue('Ada')
    await page.getByRole('button', { name: 'Fewer tourists' }).click()
    await expect(page.locator('input[name="tourists.1.first_name"]')).toHaveCount(0)

    const submit = page.locator('.checkout-panel__submit')
    await submit.click()
    await expect(page.getByText('Check the highlighted fields.')).toBeVisible()
    await page.locator('input[name="tourists.0.last_name"]').fill('Lovelace')
    await page.locator('input[name="tourists.0.birthday"]').fill('1990-12-10')
    await page.locator('input[name="contact.first_name"]').fill('Ada')
    await page.locator('input[name="contact.last_name"]').fill('Lovelace')
    await page.locator('input[name="contact.phone"]').fill('+1 202 555 0123')
    await page.getByRole('checkbox', { name: /I accept the/ }).check()
    await submit.click()
    await expect(page).toHaveURL(/\/booking\/(pay\/uuid\/[0-9a-f-]+|\d+\?created=1)$/)
  })

  test('signs in with a code sent by e-mail', async ({ page, request }, testInfo) => {
    const email = uniqueEmail(testInfo, 'no-script-code')
    await registerThroughApi(request, { email, password: 'plain-html-2026', firstName: 'Coded' })

    await page.goto('/login')
    await page.getByRole('tab', { name: 'Code by e-mail' }).click()
    await page.getByRole('textbox', { name: 'E-mail or phone' }).fill(email)
    await page.getByRole('button', { name: 'Send the code' }).click()
    const message = await newestMessage(request, email, /code/i)
    // Without a script the cells do not move on: the whole code typed into the first one counts.
    await page.getByRole('textbox', { name: 'Digit 1 of 5' }).fill(codeOf(message))
    await page.getByRole('button', { name: 'Log in', exact: true }).click()
    await expect(page).toHaveURL('/')
    await expect(page.getByRole('button', { name: /Coded/ })).toBeVisible()
  })

  test('registers and goes on to confirm the e-mail', async ({ page }, testInfo) => {
    await page.goto('/register')
    await page.locator('input[name="email"]').fill(uniqueEmail(testInfo, 'no-script-register'))
    await page.locator('input[name="password"]').fill('plain-html-2026')
    await page.locator('input[name="confirm_password"]').fill('plain-html-2027')
    await page.getByRole('button', { name: 'Create the account' }).click()
    await expect(page.getByText('Do not match.')).toBeVisible()
    await page.locator('input[name="password"]').fill('plain-html-2026')
    await page.locator('input[name="confirm_password"]').fill('plain-html-2026')
    await page.locator('input[name="consent"]').check()
    await page.getByRole('button', { name: 'Create the account' }).click()
    await expect(page).toHaveURL('/email-confirm')
  })
})
