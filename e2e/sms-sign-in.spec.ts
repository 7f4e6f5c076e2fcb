// Issue 41: a tourist signs in with a code by SMS. The worker's API sends it through Twilio's SDK
// to the worker's fake Twilio (decision 0052), where the journey reads it as the phone would.
import type { Page } from '@playwright/test'
import { siteHeader, typeCode } from './support/accounts.ts'
import { gotoHydrated } from './support/hydration.ts'
import { failNextSms, smsCodeFor, smsTo } from './support/sms.ts'
import { expect, test } from './support/test.ts'

test.beforeEach(async ({ context, baseURL }) => {
  await context.addCookies([{ name: 'cookie_notice_dismissed', value: '1', url: baseURL ?? '' }])
})

/** A US number nobody else in this run uses, as the visitor types it and in E.164. */
function uniqueUsPhone(): { typed: string; e164: string } {
  const exchange = String(200 + Math.floor(Math.random() * 700))
  const line = String(Math.floor(Math.random() * 10_000)).padStart(4, '0')
  return { typed: `+1 415 ${exchange} ${line}`, e164: `+1415${exchange}${line}` }
}

const main = (page: Page) => page.getByRole('main')

/** The login page's code tab with the phone typed and the code asked for. */
async function askForCode(page: Page, typed: string): Promise<void> {
  await gotoHydrated(page, '/login')
  await main(page).getByRole('tab', { name: 'Code by e-mail or SMS' }).click()
  await main(page).getByLabel('E-mail or phone').fill(typed)
  await main(page).getByRole('button', { name: 'Send the code' }).click()
}

test.describe('§7 sign-in with a code by SMS', () => {
  test('the code reaches the phone by SMS and signs the tourist in', async ({ page, request }) => {
    const phone = uniqueUsPhone()
    await askForCode(page, phone.typed)
    await expect(main(page).getByText(/We sent a 5-digit code to/)).toBeVisible()

    await typeCode(page, await smsCodeFor(request, phone.e164))
    await main(page).getByRole('button', { name: 'Log in' }).click()
    await expect(page).toHaveURL('/')
    await expect(siteHeader(page).getByRole('link', { name: 'Log in' })).toHaveCount(0)
  })

  test.describe('the provider down', () => {
    // The send-auth-code call's 503, which the browser logs as a failed resource.
    test.use({ expectedConsoleErrors: [/status of 503/] })

    test('when the SMS provider fails, the page says §8’s words where the code was asked for', async ({
      page,
      request,
    }) => {
      const phone = uniqueUsPhone()
      await failNextSms(request)
      await askForCode(page, phone.typed)
      await expect(
        main(page).getByText('SMS sending is currently unavailable due to technical reasons...'),
      ).toBeVisible()
      // Still the phone's form: the person can try again, and no SMS went out.
      await expect(main(page).getByLabel('E-mail or phone')).toHaveValue(phone.typed)
      expect(await smsTo(request, phone.e164)).toEqual([])

      await main(page).getByRole('button', { name: 'Send the code' }).click()
      await expect(main(page).getByText(/We sent a 5-digit code to/)).toBeVisible()
      expect(await smsCodeFor(request, phone.e164)).toMatch(/^\d{5}$/)
    })
  })
})
