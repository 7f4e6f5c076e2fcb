import { readFile } from 'node:fs/promises'
import type { APIRequestContext, Page, TestInfo } from '@playwright/test'
import {
  newestMessage,
  registerThroughApi,
  signInContext,
  signInThroughApi,
  siteHeader,
  uniqueEmail,
  visitorAddress,
} from './support/accounts.ts'
import { expectNoSeriousAxeViolations } from './support/axe.ts'
import { bookThroughApi, demoGuaranteedDates } from './support/bookings.ts'
import { gotoHydrated } from './support/hydration.ts'
import { API_URL } from './support/servers.ts'
import { expect, test } from './support/test.ts'

// Issue 42 item 7, an account people can manage: settings in sections, saved travellers reused at
// checkout, "Download my data" and "Delete my account" confirmed by a code.

const PASSWORD = 'harbour-lantern-83'
const DEMO_ORGANIZER = { login: 'organizer@tourmarket.test', password: 'organizer-demo-2026' }

test.beforeEach(async ({ page }) => {
  await page.setExtraHTTPHeaders({ 'X-Forwarded-For': visitorAddress() })
})

/** A new member, signed in in the page's browser. */
async function newMember(
  page: Page,
  request: APIRequestContext,
  testInfo: TestInfo,
  baseURL: string | undefined,
  who: { label: string; firstName: string },
) {
  const { label, firstName } = who
  const email = uniqueEmail(testInfo, label)
  await registerThroughApi(request, { email, password: PASSWORD, firstName, lastName: 'Quill' })
  const token = await signInThroughApi(request, { login: email, password: PASSWORD })
  await signInContext(page.context(), baseURL ?? '', token)
  return { email, token, name: `${firstName} Quill` }
}

/** The demo tour, whose organizer the demo organizer account speaks for (as in chat.spec.ts). */
async function demoTour(request: APIRequestContext) {
  const from = new Date(Date.now() + 31 * 24 * 3600 * 1000).toISOString().slice(0, 10)
  const response = await request.get(`${API_URL}/spa/tours-page`, {
    params: { dateFrom: from, limit: 1 },
  })
  const list = (await response.json()) as { data: { id: number; organizer: { id: number } }[] }
  const tour = list.data[0]
  if (tour === undefined) throw new Error('the seeded catalogue has no tour with later dates')
  return tour
}

/** The code the newest mail to `email` with this subject carries. */
async function mailedCode(request: APIRequestContext, email: string, subject: RegExp) {
  const message = await newestMessage(request, email, subject)
  const code = /(\d{5})/.exec(message.subject ?? '')?.[1]
  if (code === undefined) throw new Error(`no code in "${message.subject}"`)
  return code
}

test.describe('issue 42: an account people can manage', () => {
  test('settings in sections; a saved traveller fills a tourist at checkout', async ({
    page,
    request,
    baseURL,
  }, testInfo) => {
    await newMember(page, request, testInfo, baseURL, { label: 'travellers', firstName: 'Tamsin' })
    const { open } = await demoGuaranteedDates(request, 2)
    const date = open.at(-1)!

    await test.step('the settings index leads to each section', async () => {
      await gotoHydrated(page, '/settings')
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Settings')
      const sections = page.getByRole('navigation', { name: 'Settings sections' })
      for (const name of [
        'Profile',
        'Sign-in & security',
        'Travellers',
        'Notifications',
        'Privacy & data',
      ]) {
        await expect(sections.getByRole('link', { name: new RegExp(`^${name}`) })).toBeVisible()
      }
      await expectNoSeriousAxeViolations(page)
      await sections.getByRole('link', { name: /^Travellers/ }).click()
      await expect(page).toHaveURL('/settings/travellers')
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Travellers')
    })

    await test.step('a traveller is saved, checked field by field first', async () => {
      const travellers = page.getByRole('region', { name: 'Saved travellers', exact: true })
      await expect(travellers.getByText('No saved travellers yet.')).toBeVisible()
      await travellers.getByRole('button', { name: 'Add a traveller' }).click()
      const form = travellers.getByRole('form', { name: 'New traveller' })
      await form.getByRole('button', { name: 'Save the traveller' }).click()
      await expect(form.getByText('Required field.').first()).toBeVisible()
      await form.getByLabel('First name').fill('Oskar')
      await form.getByLabel('Last name').fill('Quill')
      await form.getByLabel('Date of birth').fill('2014-06-03')
      await form.getByLabel('Passport number').fill('PX 220145')
      await form.getByRole('button', { name: 'Save the traveller' }).click()
      await expect(page.getByText('The traveller is saved', { exact: true })).toBeVisible()
      await expect(travellers.getByRole('listitem')).toContainText('Oskar Quill')
      await expect(travellers.getByRole('listitem')).toContainText('Born 2014-06-03')
      await expectNoSeriousAxeViolations(page)
    })

    await test.step('at checkout, the second tourist is filled from the saved traveller', async () => {
      await gotoHydrated(page, `/booking/new/${String(date.id)}`)
      await page.getByRole('button', { name: 'More tourists' }).click()
      const second = page.getByRole('group', { name: 'Tourist 2' })
      await second.getByRole('combobox', { name: 'Fill from saved travellers' }).click()
      await page.getByRole('listbox').getByRole('option', { name: 'Oskar Quill' }).click()
      await expect(second.getByLabel('First name')).toHaveValue('Oskar')
      await expect(second.getByLabel('Last name')).toHaveValue('Quill')
      await expect(second.getByLabel('Date of birth')).toHaveValue('2014-06-03')
      await expectNoSeriousAxeViolations(page)
    })
  })
})

test.describe('issue 42: a member leaves', () => {
  // The wrong code's 400, and the 401s of the ended session's last calls, are the journey's own.
  test.use({ expectedConsoleErrors: [/status of (400|401)/] })

  test('a member downloads their data and deletes their account; then they cannot sign in and their name is gone', async ({
    page,
    request,
    baseURL,
  }, testInfo) => {
    const member = await newMember(page, request, testInfo, baseURL, {
      label: 'erase',
      firstName: 'Wilhelmina',
    })
    const { open } = await demoGuaranteedDates(request, 1)
    const tour = await demoTour(request)
    await bookThroughApi(request, member.token, {
      tourDateId: open.at(-1)!.id,
      tourists: [{ first_name: 'Wilhelmina', last_name: 'Quill', birthday: '1986-02-11' }],
      contact: { first_name: 'Wilhelmina', last_name: 'Quill', email: member.email },
    })
    const question = `Can we bring a folding bike? (${String(Date.now())})`
    const asked = await request.post(`${API_URL}/crm/api/chat/get-chat-with-organizer`, {
      headers: { 'X-Authorization': `Bearer ${member.token}` },
      data: { organizer_id: tour.organizer.id, tour_id: tour.id, message: question },
    })
    expect(asked.status(), await asked.text()).toBe(200)
    const { id: chatId } = (await asked.json()) as { id: number }

    await test.step('Download my data: a code, then the JSON file', async () => {
      await gotoHydrated(page, '/settings/privacy')
      const download = page.getByRole('region', { name: 'Download my data' })
      await download.getByRole('button', { name: 'Send me a code' }).click()
      await expect(download.getByRole('status')).toHaveText(
        `We sent a code to ${member.email}. It works for 10 minutes.`,
      )
      const code = await mailedCode(request, member.email, /^Your code to download your data/)
      await download.getByLabel('Code').fill(code)
      const saved = page.waitForEvent('download')
      await download.getByRole('button', { name: 'Download my data' }).click()
      const file = await saved
      expect(file.suggestedFilename()).toMatch(/^tourmarket-my-data-\d{4}-\d{2}-\d{2}\.json$/)
      const data = JSON.parse(await readFile((await file.path())!, 'utf8')) as {
        profile: { email: string; first_name: string }
        bookings: { contact: { first_name: string } }[]
        messages: { text: string }[]
      }
      expect(data.profile).toMatchObject({ email: member.email, first_name: 'Wilhelmina' })
      expect(data.bookings).toHaveLength(1)
      // The first message names the tour it was asked from, above the question.
      expect(data.messages.some((message) => message.text.endsWith(question))).toBe(true)
      await expectNoSeriousAxeViolations(page)
    })

    await test.step('Delete my account: a wrong code is refused, the right one deletes', async () => {
      await gotoHydrated(page, '/settings/privacy')
      const erase = page.getByRole('region', { name: 'Delete my account' })
      await expect(erase).toContainText('Bookings are kept as the law requires.')
      await erase.getByRole('button', { name: 'Send me a code' }).click()
      const code = await mailedCode(request, member.email, /^Your code to delete your account/)
      await erase.getByLabel('Code').fill(code === '00000' ? '11111' : '00000')
      await erase.getByRole('button', { name: 'Delete my account' }).click()
      await expect(erase.getByRole('alert')).toHaveText(
        'The code is wrong or has expired. Ask for a new one.',
      )
      await erase.getByLabel('Code').fill(code)
      await erase.getByRole('button', { name: 'Delete my account' }).click()
      await expect(page).toHaveURL('/login?account=deleted')
      await expect(page.getByText('Your account is deleted.', { exact: false })).toBeVisible()
      await expect(siteHeader(page).getByRole('link', { name: 'Log in' })).toBeVisible()
    })

    await test.step('signing in again fails', async () => {
      await page.getByLabel('E-mail or phone').fill(member.email)
      await page.getByRole('textbox', { name: 'Password', exact: true }).fill(PASSWORD)
      await page.getByRole('main').getByRole('button', { name: 'Log in' }).click()
      await expect(page.getByText('Incorrect login or password.')).toBeVisible()
      await expect(page).toHaveURL(/\/login/)
      const stale = await request.get(`${API_URL}/crm/api/user/profile`, {
        headers: { 'X-Authorization': `Bearer ${member.token}` },
      })
      expect(stale.status()).toBe(401)
    })

    await test.step('the organizer still has the message, without the name', async () => {
      const organizerToken = await signInThroughApi(request, DEMO_ORGANIZER)
      const messages = await request.get(`${API_URL}/crm/api/chat/get-messages`, {
        headers: { 'X-Authorization': `Bearer ${organizerToken}` },
        params: { chat_id: String(chatId) },
      })
      const { data } = (await messages.json()) as {
        data: { text: string; author: { name: string } }[]
      }
      const kept = data.find((message) => message.text.endsWith(question))
      expect(kept?.author.name).toBe('Tourist')
      expect(JSON.stringify(data)).not.toContain('Wilhelmina')
    })
  })
})
