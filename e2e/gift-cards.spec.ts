// Issue 44 item 7 (decision 0073): a gift card bought through the sandbox provider, mailed to its
// recipient, spent in part on a booking's pay step, its balance checked and spent again on
// another booking; wrong codes are refused and a guessing network is locked.
import type { APIRequestContext, Locator, Page, TestInfo } from '@playwright/test'
import { registerThroughApi, uniqueEmail, visitorAddress } from './support/accounts.ts'
import { expectNoSeriousAxeViolations } from './support/axe.ts'
import { bookThroughApi, demoGuaranteedDates } from './support/bookings.ts'
import { gotoHydrated } from './support/hydration.ts'
import { photograph } from './support/photograph.ts'
import { API_URL } from './support/servers.ts'
import { expect, test } from './support/test.ts'

const SUCCESS_CARD = '4242 4242 4242 4242'
const CODE = /^[A-HJ-NP-Z2-9]{4}(-[A-HJ-NP-Z2-9]{4}){3}$/

type PayableBooking = {
  id: number
  uuid: string
  currency: string
  next_invoice: { amount: number; currency: string } | null
}

type OutboxMessage = { subject: string | null; body: string; html: string | null }

// The forms answer a refused code 404, a locked network 429 and a form with mistakes 400, which
// the browser logs.
test.use({ expectedConsoleErrors: [/status of (400|404|429)/] })

async function bookingOf(request: APIRequestContext, uuid: string): Promise<PayableBooking> {
  const response = await request.get(`${API_URL}/crm/api/request/get-by-uuid`, {
    params: { uuid },
  })
  expect(response.status()).toBe(200)
  return (await response.json()) as PayableBooking
}

/** The recipient's gift card mail, once the delivery job has sent it. */
async function giftCardMail(request: APIRequestContext, recipient: string) {
  let mail: OutboxMessage | undefined
  await expect
    .poll(
      async () => {
        const response = await request.get(`${API_URL}/dev/outbox`, {
          params: { recipient, limit: 5 },
        })
        const { data } = (await response.json()) as { data: OutboxMessage[] }
        mail = data.find((message) => /sent you a .+ gift card$/.test(message.subject ?? ''))
        return mail !== undefined
      },
      { message: `the gift card mail to ${recipient}`, timeout: 30_000 },
    )
    .toBe(true)
  return mail!
}

/** Posts a form and waits for its answer, so what the page shows next is that answer's. */
async function postAndWait(page: Page, button: Locator) {
  await Promise.all([
    page.waitForResponse((response) => response.request().method() === 'POST'),
    button.click(),
  ])
}

async function applyCode(page: Page, code: string) {
  const section = page.getByRole('region', { name: 'Gift card' })
  await section.getByRole('textbox', { name: 'Gift card code' }).fill(code)
  await postAndWait(page, section.getByRole('button', { name: 'Apply the gift card' }))
}

async function checkBalance(page: Page, code: string) {
  await page.getByRole('textbox', { name: 'Gift card code' }).fill(code)
  await postAndWait(page, page.getByRole('button', { name: 'Check the balance' }))
}

/** Two bookings of one traveller each on a guaranteed date (payable at once), by a new account. */
async function twoBookings(request: APIRequestContext, testInfo: TestInfo) {
  const email = uniqueEmail(testInfo, 'gift')
  const token = await registerThroughApi(request, {
    email,
    password: 'gift-of-travel-44',
    firstName: 'Gala',
    lastName: 'Giver',
  })
  const { open } = await demoGuaranteedDates(request, 2)
  const date = open.at(testInfo.project.name === 'phone' ? -3 : -2) ?? open[0]!
  const book = () =>
    bookThroughApi(request, token, {
      tourDateId: date.id,
      tourists: [{ first_name: 'Gala', last_name: 'Giver', birthday: '1986-05-17' }],
      contact: { first_name: 'Gala', last_name: 'Giver', email },
    })
  const first = await book()
  const second = await book()
  return { token, first, second }
}

test.describe('issue 44 item 7 gift cards', () => {
  // Two origins (the storefront and the sandbox's hosted page), a mail and two bookings.
  test.slow()

  test('a gift card bought, sent, redeemed in part and its balance used again', async ({
    page,
    request,
    baseURL,
  }, testInfo) => {
    // A network of its own: wrong codes count per address, for a day.
    await page.setExtraHTTPHeaders({ 'X-Forwarded-For': visitorAddress() })
    await page
      .context()
      .addCookies([{ name: 'cookie_notice_dismissed', value: '1', url: baseURL ?? '' }])
    const { token, first, second } = await twoBookings(request, testInfo)
    const booked = await bookingOf(request, first.uuid)
    const due = booked.next_invoice!
    const currency = due.currency
    // The card pays the first booking's invoice and a quarter as much again: the second
    // booking's same invoice then takes what is left and leaves the rest to pay by card.
    const cardUnits = Math.ceil((due.amount * 1.25) / 100)
    const recipient = uniqueEmail(testInfo, 'gift-recipient')

    try {
      await test.step('the buy form names what is missing', async () => {
        await gotoHydrated(page, '/gift-cards')
        await expect(page.getByRole('heading', { level: 1 })).toHaveText('Gift cards')
        await expect(
          page.getByRole('link', { name: 'Check a gift card’s balance' }),
        ).toHaveAttribute('href', '/gift-cards/balance')
        await expect(page.getByLabel('Delivery date')).toHaveValue(
          new Date().toISOString().slice(0, 10),
        )
        await photograph(page, 'buy-form')
        await expectNoSeriousAxeViolations(page)
        await page.getByRole('radio', { name: 'Other amount' }).check()
        await page.getByRole('button', { name: 'Go to payment' }).click()
        await expect(page.getByText('Please check the marked fields.')).toBeVisible()
        for (const field of ['Recipient’s name', 'Recipient’s e-mail', 'Your name']) {
          await expect(page.getByRole('textbox', { name: field })).toHaveAttribute(
            'aria-invalid',
            'true',
          )
        }
        await expect(page.getByText(/^Enter an amount from .+ to .+\.$/)).toBeVisible()
        await photograph(page, 'buy-form-errors')
      })

      await test.step('buys the card at the sandbox and shows its code once', async () => {
        await page.getByRole('radio', { name: currency, exact: true }).check()
        await page
          .getByRole('textbox', { name: `Other amount, ${currency}` })
          .fill(String(cardUnits))
        await page.getByRole('textbox', { name: 'Recipient’s name' }).fill('Ivan Petrov')
        await page.getByRole('textbox', { name: 'Recipient’s e-mail' }).fill(recipient)
        await page.getByRole('textbox', { name: 'Your name' }).fill('Olga')
        const message = page.getByRole('textbox', { name: 'Message' })
        await message.fill('Happy birthday! Go somewhere warm.')
        await expect(page.getByText('34 of 500 characters')).toBeVisible()
        await page.getByRole('button', { name: 'Go to payment' }).click()
        await expect(page).toHaveURL(new RegExp(`^${API_URL}/payments/sandbox/checkout/`))
        await page.getByLabel('Card number').fill(SUCCESS_CARD)
        await page.getByLabel('Expiry date').fill('12/34')
        await page.getByLabel('Security code (CVC)').fill('123')
        await page.getByLabel('Name on card').fill('Olga Giver')
        await page.getByRole('button', { name: /^Pay / }).click()
        await expect(page).toHaveURL(/\/gift-cards\/order\/[0-9a-f-]{36}$/)
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(
          'Thank you! The gift card is paid',
        )
      })
      const shownCode = page.getByTestId('gift-card-code').locator('p').nth(1)
      await expect(shownCode).toHaveText(CODE)
      const code = (await shownCode.innerText()).trim()

      await test.step('the order page says when the card goes, and the code no more', async () => {
        await expect(page.getByText(`Sent to ${recipient} on `)).toBeVisible()
        await photograph(page, 'order-paid')
        await expectNoSeriousAxeViolations(page)
        await page.reload()
        await expect(page.getByTestId('gift-card-code')).toHaveCount(0)
        await expect(page.getByText(`Ending in ${code.slice(-4)}`)).toBeVisible()
      })

      await test.step('the recipient is mailed the designed card with the code', async () => {
        const mail = await giftCardMail(request, recipient)
        expect(mail.subject).toBe('Olga sent you a Tourmarket gift card')
        expect(mail.body).toContain(code)
        const mailPage = await page.context().newPage()
        await mailPage.setContent(mail.html ?? '')
        await expect(mailPage.getByText(code)).toBeVisible()
        await expect(mailPage.getByText('Happy birthday! Go somewhere warm.')).toBeVisible()
        await photograph(mailPage, 'mail')
        await mailPage.close()
      })

      let left = ''
      await test.step('the pay step refuses a wrong code, then the card pays the invoice', async () => {
        await gotoHydrated(page, `/booking/pay/uuid/${first.uuid}`)
        await expect(page.getByRole('region', { name: 'Gift card' })).toContainText(
          `this one is in ${currency}`,
        )
        await applyCode(page, 'AAAA-BBBB-CCCC-DDDD')
        await expect(
          page.getByText('No gift card has this code. Check it and try again.'),
        ).toBeVisible()
        await applyCode(page, code.toLowerCase())
        const paid = page.getByTestId('gift-card-paid')
        await expect(paid).toContainText(/^The gift card paid .+: this payment is done\./)
        left = /^(.+) stays on the card ending/.exec(
          (await paid.locator('p').nth(1).innerText()).trim(),
        )![1]!
        expect((await bookingOf(request, first.uuid)).next_invoice?.amount).not.toBe(due.amount)
        await photograph(page, 'pay-card-paid-all')
        await expectNoSeriousAxeViolations(page)
      })

      await test.step('the balance page shows what is left, in what and until when', async () => {
        await gotoHydrated(page, '/gift-cards/balance')
        await checkBalance(page, code)
        const balance = page.getByTestId('gift-card-balance')
        await expect(balance.getByRole('heading')).toHaveText(`Gift card ending ${code.slice(-4)}`)
        await expect(balance.locator('.gift-balance__amount')).toHaveText(left)
        await expect(balance).toContainText(`any booking in ${currency}`)
        await photograph(page, 'balance')
        await expectNoSeriousAxeViolations(page)
      })

      await test.step('the balance pays part of another booking; the rest is to pay by card', async () => {
        await gotoHydrated(page, `/booking/pay/uuid/${second.uuid}`)
        const before = (await bookingOf(request, second.uuid)).next_invoice!.amount
        const dueText = await page.locator('.pay-due__amount').innerText()
        await applyCode(page, code)
        const paid = page.getByTestId('gift-card-paid')
        await expect(paid).toContainText(
          `The gift card paid ${left}. The rest is to pay by card below.`,
        )
        const after = await bookingOf(request, second.uuid)
        expect(after.next_invoice!.amount).toBe(before - (cardUnits * 100 - due.amount))
        await expect(page.locator('.pay-due__amount')).not.toHaveText(dueText)
        // What the card left is not called the full price beside what is paid already (the
        // date's invoice is a prepayment or the full price, by how near its start is).
        await expect(page.locator('.pay-due__label')).not.toContainText('Full price')
        await expect(page.getByRole('button', { name: /^Pay / })).toBeVisible()
        await photograph(page, 'pay-card-paid-part')
        await expectNoSeriousAxeViolations(page)
      })

      await test.step('an empty card says so; a guessing network is locked, no other', async () => {
        await gotoHydrated(page, '/gift-cards/balance')
        await checkBalance(page, code)
        await expect(page.getByText('Nothing is left on this card.')).toBeVisible()
        await page.setExtraHTTPHeaders({ 'X-Forwarded-For': visitorAddress() })
        // Five wrong codes are free; the sixth locks the network, so the seventh waits.
        const wrong = page.getByText('No gift card has this code. Check it and try again.')
        for (let guess = 0; guess < 6; guess += 1) {
          await checkBalance(page, `ZZZZ-ZZZZ-ZZZZ-ZZZ${String(guess + 2)}`)
          await expect(wrong).toBeVisible()
        }
        await checkBalance(page, code)
        await expect(
          page.getByText(
            'Too many wrong codes were tried from your network. Please try again in 1 minute.',
          ),
        ).toBeVisible()
        await photograph(page, 'balance-locked')
        // The storefront tells the API each visitor's own address: another network still checks.
        await page.setExtraHTTPHeaders({ 'X-Forwarded-For': visitorAddress() })
        await checkBalance(page, code)
        await expect(page.getByText('Nothing is left on this card.')).toBeVisible()
      })
    } finally {
      // The seats come back; what the card paid goes back onto it (decision 0073).
      for (const booking of [first, second]) {
        const cancel = await request.post(`${API_URL}/crm/api/request/cancel`, {
          headers: { 'X-Authorization': `Bearer ${token}` },
          data: { id: booking.id, message: 'Gift card journey done.' },
        })
        expect(cancel.status(), await cancel.text()).toBe(200)
      }
    }
  })

  test('the balance form works before the page’s script runs', async ({ browser, baseURL }) => {
    const context = await browser.newContext({
      baseURL,
      javaScriptEnabled: false,
      extraHTTPHeaders: { 'X-Forwarded-For': visitorAddress() },
    })
    const page = await context.newPage()
    await page.goto('/ru/gift-cards/balance')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Баланс сертификата')
    await page
      .getByRole('textbox', { name: 'Код подарочного сертификата' })
      .fill('AAAA-BBBB-CCCC-DDDD')
    await page.getByRole('button', { name: 'Проверить баланс' }).click()
    await expect(
      page.getByText('Сертификата с таким кодом нет. Проверьте код и попробуйте снова.'),
    ).toBeVisible()
    await context.close()
  })
})
