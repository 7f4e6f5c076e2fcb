import type { APIRequestContext, TestInfo } from '@playwright/test'
import { newestMessage, registerThroughApi, uniqueEmail } from './support/accounts.ts'
import { bookThroughApi, demoGuaranteedDates, payWithSandboxCard } from './support/bookings.ts'
import { expectNoSeriousAxeViolations } from './support/axe.ts'
import { openBeforeHydration } from './support/before-hydration.ts'
import { gotoHydrated } from './support/hydration.ts'
import { API_URL } from './support/servers.ts'
import { expect, test } from './support/test.ts'

// A wrong key opens the 404 page on purpose, a cancelled booking its 410 (the browser logs the
// document's status), and a failed save other than a 404 is only logged (§8).
// One pattern: Playwright reads a longer array as a fixture's [value, options].
test.use({ expectedConsoleErrors: [/status of (404|410|500)|meet save failed/] })

/** The README's demo organizer: it acts for the organizer of the demo tour, so it gets the meet links. */
const DEMO_ORGANIZER_EMAIL = 'organizer@tourmarket.test'

const pdf = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << >>\n%%EOF\n')

/** A guaranteed date of the demo tour; the projects take different ones. */
async function demoGuaranteedDate(request: APIRequestContext, testInfo: TestInfo) {
  const { slug, title, open } = await demoGuaranteedDates(request, 1)
  const date = open[testInfo.project.name === 'phone' ? 1 : 0] ?? open[0]!
  return { slug, name: title, date }
}

/**
 * A new account books one tourist on the date (a guaranteed date is confirmed at once, status 2)
 * and pays its prepayment with the sandbox card: the meet link comes with the paid booking.
 */
async function bookAsNewUser(request: APIRequestContext, testInfo: TestInfo, tourDateId: number) {
  const email = uniqueEmail(testInfo, 'meet')
  const token = await registerThroughApi(request, {
    email,
    password: 'harbour-lantern-51',
    firstName: 'Mira',
    lastName: 'Meet',
  })
  const booking = await bookThroughApi(request, token, {
    tourDateId,
    tourists: [{ first_name: 'Mira', last_name: 'Meet', birthday: '1991-03-12' }],
    contact: { first_name: 'Mira', last_name: 'Meet', email },
  })
  expect(booking.status).toBe(2)
  await payWithSandboxCard(request, booking, 'Mira Meet')
  return { booking, email, token }
}

/** The meet link the organizer was mailed for a booking: the URL the e-mail holds. */
async function mailedMeetLink(request: APIRequestContext, bookingId: number): Promise<URL> {
  const mail = await newestMessage(
    request,
    DEMO_ORGANIZER_EMAIL,
    new RegExp(`^Booking ${String(bookingId)} paid`),
  )
  const link = /https?:\/\/\S+\/meet\?key=[A-Za-z0-9_-]{43}/.exec(mail.body)?.[0]
  expect(link, mail.body).toBeDefined()
  return new URL(link!)
}

test.describe('§2 meet page', () => {
  test('the organizer opens the mailed link, saves meeting text and a file; the tourist sees them', async ({
    page,
    request,
  }, testInfo) => {
    test.slow()
    const demo = await demoGuaranteedDate(request, testInfo)
    const { booking, email } = await bookAsNewUser(request, testInfo, demo.date.id)

    const link = await mailedMeetLink(request, booking.id)
    const meetPath = `${link.pathname}${link.search}`

    const response = await gotoHydrated(page, meetPath)
    expect(response?.status()).toBe(200)
    expect(response?.headers()['x-robots-tag']).toBe('noindex')
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex')
    await expect(
      page.getByRole('heading', { level: 1, name: 'Meeting information for the tourists' }),
    ).toBeVisible()
    // §3 contract state: the booking is paid (its link is mailed on payment) and going ahead.
    await expect(page.getByTestId('meet-contract-state')).toHaveText('Concluded and prepaid')
    await expect(page.getByRole('link', { name: demo.name })).toHaveAttribute(
      'href',
      `/${demo.slug}`,
    )
    await expect(page.getByText(`№ ${String(booking.id)}`)).toBeVisible()
    await expect(page.getByRole('heading', { name: 'Mira Meet' })).toBeVisible()
    const text = page.getByLabel('Meeting information')
    // §4: the text starts from the first template.
    await expect(text).toHaveValue(/^Meeting point: …/)
    await expectNoSeriousAxeViolations(page)

    // §4: choosing a template replaces the text.
    await page.getByLabel('Template').selectOption({ label: 'What to bring' })
    await expect(text).toHaveValue(/^Please bring:/)
    const meetingText = `Meet at the north pier at 9:00 (booking ${String(booking.id)}).`
    await text.fill(meetingText)
    await page.getByLabel('Attach files').setInputFiles([
      { name: 'map.pdf', mimeType: 'application/pdf', buffer: pdf },
      { name: 'extra.pdf', mimeType: 'application/pdf', buffer: pdf },
    ])
    const files = page.locator('.meet-files__list')
    await expect(files.getByText('map.pdf')).toBeVisible()
    await expect(files.getByText('extra.pdf')).toBeVisible()
    // Removing deletes on the server, then from the list.
    await page.getByRole('button', { name: 'Remove extra.pdf' }).click()
    await expect(files.getByText('extra.pdf')).toHaveCount(0)

    // §8: a 404 on saving shows the server's message in the 600 px error dialog; anything else is
    // only logged (the fixture expects that console error).
    await page.route('**/spa/meet-save', (route) =>
      route.fulfill({
        status: 404,
        contentType: 'application/json',
        json: { code: 'meet_not_found', message: 'This meet page link is wrong or has expired.' },
      }),
    )
    await page.getByRole('button', { name: 'Submit' }).click()
    const failure = page.getByRole('dialog', { name: 'Error while saving data' })
    await expect(failure).toContainText('This meet page link is wrong or has expired.')
    expect((await failure.boundingBox())?.width).toBeLessThanOrEqual(600)
    await failure.getByRole('button', { name: 'Close' }).first().click()
    await expect(failure).toBeHidden()
    await page.unroute('**/spa/meet-save')
    await page.route('**/spa/meet-save', (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', json: { message: 'boom' } }),
    )
    await page.getByRole('button', { name: 'Submit' }).click()
    await expect(page.getByRole('button', { name: 'Submit' })).toBeEnabled()
    await expect(page.getByRole('dialog')).toHaveCount(0)
    await page.unroute('**/spa/meet-save')

    await page.getByRole('button', { name: 'Submit' }).click()
    const success = page.getByRole('dialog', { name: 'Success' })
    await expect(success).toBeVisible()
    await expect(success).toContainText('The data has been successfully saved.')
    await success.getByRole('button', { name: 'Close' }).first().click()
    await expect(success).toBeHidden()

    // The booking's contact is told, and the tourists' booking page shows the text and the file.
    const told = await newestMessage(request, email, /^Meeting info:/)
    expect(told.body).toContain(`/booking/uuid/${booking.uuid}`)
    await gotoHydrated(page, `/booking/uuid/${booking.uuid}`)
    const section = page.getByRole('region', { name: 'Meeting info from the organizer' })
    await expect(section).toContainText(meetingText)
    await expect
      .poll(async () => {
        await page.reload()
        return section.getByRole('link', { name: 'map.pdf' }).count()
      })
      .toBe(1)
    const href = await section.getByRole('link', { name: 'map.pdf' }).getAttribute('href')
    const download = await request.get(new URL(href!, page.url()).href)
    expect(download.status()).toBe(200)
    expect((await download.body()).subarray(0, 5).toString()).toBe('%PDF-')
  })

  test('without JavaScript the form saves the text and a file through the page’s action', async ({
    browser,
    request,
    baseURL,
  }, testInfo) => {
    const demo = await demoGuaranteedDate(request, testInfo)
    const { booking } = await bookAsNewUser(request, testInfo, demo.date.id)
    const link = await mailedMeetLink(request, booking.id)
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL: baseURL! })
    const page = await context.newPage()
    await page.goto(`${link.pathname}${link.search}`)
    await page.getByLabel('Meeting information').fill('No script needed: the pier at 8:00.')
    await page
      .getByLabel('Attach files')
      .setInputFiles({ name: 'plan.pdf', mimeType: 'application/pdf', buffer: pdf })
    await page.getByRole('button', { name: 'Submit' }).click()
    await expect(page.getByRole('status')).toContainText('The data has been successfully saved.')
    await expect(page.getByLabel('Meeting information')).toHaveValue(
      'No script needed: the pier at 8:00.',
    )
    await expect(page.locator('.meet-files__list')).toContainText('plan.pdf')
    await context.close()
  })

  test('text typed before hydration on a slow phone stays in the form and is what gets saved', async ({
    page,
    request,
  }, testInfo) => {
    const demo = await demoGuaranteedDate(request, testInfo)
    const { booking } = await bookAsNewUser(request, testInfo, demo.date.id)
    const link = await mailedMeetLink(request, booking.id)

    const early = await openBeforeHydration(page, `${link.pathname}${link.search}`)
    const meetingText = page.getByRole('textbox', { name: 'Meeting information' })
    // The form starts from a template (§4): the server's textarea is not empty.
    await expect(meetingText).not.toHaveValue('')
    await meetingText.fill('Typed before the scripts: the fountain at 9:00.')
    await early.hydrate()

    await expect(meetingText).toHaveValue('Typed before the scripts: the fountain at 9:00.')
    await page.getByRole('button', { name: 'Submit' }).click()
    await expect(page.getByRole('dialog', { name: 'Success' })).toBeVisible()
    const saved = await request.get(`${API_URL}/spa/contract-organizer-meet-data`, {
      params: { key: link.searchParams.get('key')! },
    })
    expect(((await saved.json()) as { organizer_meet_data: string }).organizer_meet_data).toBe(
      'Typed before the scripts: the fountain at 9:00.',
    )
  })

  test('a wrong key shows the error page, never a booking, and it is not indexed either', async ({
    page,
  }) => {
    const response = await page.goto(`/meet?key=${'A'.repeat(43)}`)
    expect(response?.status()).toBe(404)
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible()
    // §2 "not indexed by search engines", its error pages included (issue 41).
    expect(response?.headers()['x-robots-tag']).toBe('noindex')
    expect(response?.headers()['cache-control']).toBe('private, no-store')
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex')
    const missing = await page.goto('/meet')
    expect(missing?.status()).toBe(404)
    expect(missing?.headers()['x-robots-tag']).toBe('noindex')
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex')
  })

  test('after the tourist cancels, the mailed link says the booking was cancelled (issue 38)', async ({
    page,
    request,
  }, testInfo) => {
    const demo = await demoGuaranteedDate(request, testInfo)
    const { booking, token } = await bookAsNewUser(request, testInfo, demo.date.id)
    const link = await mailedMeetLink(request, booking.id)
    const cancelled = await request.post(`${API_URL}/crm/api/request/cancel`, {
      headers: { 'X-Authorization': `Bearer ${token}` },
      data: { id: booking.id, message: 'Plans changed.' },
    })
    expect(cancelled.status(), await cancelled.text()).toBe(200)
    const response = await page.goto(`${link.pathname}${link.search}`)
    expect(response?.status()).toBe(410)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('This booking was cancelled')
    await expect(page.getByText(/The meet page closed with the booking/)).toBeVisible()
    await expect(page.getByRole('heading', { name: 'Page not found' })).toHaveCount(0)
    await page.screenshot({ path: testInfo.outputPath('meet-cancelled.png'), fullPage: true })
  })

  test('robots.txt keeps crawlers off /meet', async ({ request, baseURL }) => {
    const robots = await request.get(`${baseURL}/robots.txt`)
    expect(await robots.text()).toContain('Disallow: /meet')
  })
})
