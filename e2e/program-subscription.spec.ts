import type { APIRequestContext, Page } from '@playwright/test'
import { uniqueEmail } from './support/accounts.ts'
import { gotoHydrated } from './support/hydration.ts'
import { API_URL } from './support/servers.ts'
import { expect, test } from './support/test.ts'

type OutboxEntry = {
  subject: string | null
  body: string
  attachments: { file_name: string; content_type: string }[]
}

/** A seeded tour with upcoming dates (the subscription mails its program). */
async function seededTour(request: APIRequestContext) {
  const list = (await (await request.get('/spa/tours?limit=1')).json()) as {
    data: { slug: string; title: string }[]
  }
  const [tour] = list.data
  if (tour === undefined) throw new Error('the seeded catalogue has no tour')
  return tour
}

/** The subscription's mail, once it is in the outbox. */
async function subscriptionMail(page: Page, email: string): Promise<OutboxEntry> {
  let mail: OutboxEntry | undefined
  await expect
    .poll(
      async () => {
        const response = await page.request.get(`${API_URL}/dev/outbox`, {
          params: { recipient: email },
        })
        mail = ((await response.json()) as { data: OutboxEntry[] }).data[0]
        return mail?.attachments.length ?? 0
      },
      { timeout: 60_000 },
    )
    .toBe(1)
  return mail!
}

/** The unsubscribe page's path in the mail's text. */
function unsubscribePathIn(mail: OutboxEntry): string {
  const match = /https?:\/\/[^/\s]+(\/tour-program-subscriptions\/[0-9a-f-]{36}\/unsubscribe)/.exec(
    mail.body,
  )
  if (match?.[1] === undefined) throw new Error(`no unsubscribe link in: ${mail.body}`)
  return match[1]
}

test.describe('§7 subscribe-tour-program: keep me posted about this tour', () => {
  test('subscribes on the tour page, mails the program PDF and unsubscribes from the link', async ({
    page,
  }, testInfo) => {
    const tour = await seededTour(page.request)
    const email = uniqueEmail(testInfo, 'subscription')
    await gotoHydrated(page, `/${tour.slug}`)
    const box = page.getByTestId('tour-program-subscribe')
    await expect(box.getByRole('heading', { name: 'Keep me posted about this tour' })).toBeVisible()
    const field = box.getByLabel('E-mail')
    await field.fill('anna@')
    await field.press('Enter')
    await expect(box.getByText('Please enter a valid e-mail.')).toBeVisible()
    await field.fill(email)
    // From the keyboard: on phones the booking sheet and the cookie notice cover the bottom edge.
    await box.getByRole('button', { name: 'Keep me posted' }).focus()
    await page.keyboard.press('Enter')
    await expect(box.getByRole('status')).toHaveText(
      `Done! We will e-mail the updated program to ${email} when its dates or prices change.`,
      { timeout: 60_000 },
    )

    const mail = await subscriptionMail(page, email)
    expect(mail.subject).toBe(`You will hear from us about “${tour.title}”`)
    expect(mail.attachments[0]).toMatchObject({
      file_name: `${tour.slug}-program.pdf`,
      content_type: 'application/pdf',
    })

    await gotoHydrated(page, unsubscribePathIn(mail))
    const card = page.getByTestId('program-unsubscribe-page')
    await expect(card.getByRole('heading', { name: 'Stop the tour program e-mails' })).toBeVisible()
    await expect(card).toContainText(email)
    await expect(card).toContainText(tour.title)
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/)
    const unsubscribe = card.getByRole('button', { name: 'Unsubscribe' })
    await unsubscribe.focus()
    await page.keyboard.press('Enter')
    await expect(card.getByRole('status')).toHaveText(
      `You are unsubscribed: ${email} will get no more e-mails about “${tour.title}”.`,
    )
    await card.getByRole('link', { name: 'Open the tour page' }).click()
    await expect(page).toHaveURL(new RegExp(`/${tour.slug}$`))
  })

  test.describe('without JavaScript', () => {
    // The page answers a bad address with 400, as the API would.
    test.use({ javaScriptEnabled: false, expectedConsoleErrors: [/status of 400/] })

    test('the form posts to its page, which subscribes; the unsubscribe page posts too', async ({
      page,
    }, testInfo) => {
      const tour = await seededTour(page.request)
      const email = uniqueEmail(testInfo, 'subscription-nojs')
      await page.goto(`/${tour.slug}`)
      const box = page.getByTestId('tour-program-subscribe')
      await box.getByLabel('E-mail').fill('anna@')
      await box.getByRole('button', { name: 'Keep me posted' }).press('Enter')
      const answer = page.getByTestId('program-subscribe-page')
      await expect(answer.getByText('Please enter a valid e-mail.')).toBeVisible()
      await answer.getByLabel('E-mail').fill(email)
      await answer.getByRole('button', { name: 'Keep me posted' }).press('Enter')
      await expect(answer.getByRole('status')).toHaveText(
        `Done! We will e-mail the updated program to ${email} when its dates or prices change.`,
        { timeout: 60_000 },
      )
      await expect(answer.getByRole('link', { name: 'Back to the tour' })).toHaveAttribute(
        'href',
        `/${tour.slug}`,
      )

      const mail = await subscriptionMail(page, email)
      await page.goto(unsubscribePathIn(mail))
      const card = page.getByTestId('program-unsubscribe-page')
      await card.getByRole('button', { name: 'Unsubscribe' }).press('Enter')
      await expect(card.getByRole('status')).toContainText('You are unsubscribed')
    })
  })
})
