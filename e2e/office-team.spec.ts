import type { APIRequestContext, Page } from '@playwright/test'
import {
  codeOf,
  newestMessage,
  registerThroughApi,
  signInContext,
  signInThroughApi,
  uniqueEmail,
  visitorAddress,
} from './support/accounts.ts'
import { expectNoSeriousAxeViolations } from './support/axe.ts'
import { gotoHydrated } from './support/hydration.ts'
import { API_URL, STOREFRONT_URL } from './support/servers.ts'
import { expect, test } from './support/test.ts'

/** The README's demo organizer: the owner of the demo profile (organizer_accounts). */
const DEMO_ORGANIZER = { login: 'organizer@tourmarket.test', password: 'organizer-demo-2026' }

// Both projects change the demo profile's team: they must not overlap.
test.describe.configure({ mode: 'serial' })

/** A fresh account whose e-mail is confirmed with the code registration sent, as an invited person does. */
async function confirmedAccount(request: APIRequestContext, email: string): Promise<string> {
  const token = await registerThroughApi(request, {
    email,
    password: 'Quiet-heron-wades-83',
    firstName: 'Tamar',
    lastName: 'Staffer',
  })
  const code = codeOf(await newestMessage(request, email, /confirmation code/))
  const confirmed = await request.post(`${API_URL}/crm/api/user/confirm-email`, {
    data: { code },
    headers: { 'X-Authorization': `Bearer ${token}`, 'X-Forwarded-For': visitorAddress() },
  })
  expect(confirmed.status(), await confirmed.text()).toBe(200)
  return token
}

/**
 * Elements that reach past the viewport's right edge outside any scrolling box (the office's tab
 * bar scrolls on purpose): what would make a phone's page scroll sideways.
 */
async function widerThanTheScreen(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth
    const scrolls = (element: Element) => {
      for (let box = element.parentElement; box !== null; box = box.parentElement) {
        if (['auto', 'scroll', 'hidden', 'clip'].includes(getComputedStyle(box).overflowX)) {
          return true
        }
      }
      return false
    }
    return Array.from(document.querySelectorAll('body *'))
      .filter((element) => {
        const box = element.getBoundingClientRect()
        return box.width > 0 && box.right > width + 1 && !scrolls(element)
      })
      .map((element) => `${element.tagName.toLowerCase()}.${element.className}`)
  })
}

function membersTable(page: Page) {
  return page.getByTestId('team-members')
}

test('the owner invites a new account as staff; it accepts from the mail, works read-only, and loses the office once removed', async ({
  page,
  browser,
  request,
}, testInfo) => {
  const email = uniqueEmail(testInfo, 'team-staff')
  const staffToken = await confirmedAccount(request, email)
  const ownerToken = await signInThroughApi(request, DEMO_ORGANIZER)
  await signInContext(page.context(), STOREFRONT_URL, ownerToken)

  await test.step('the owner sends the invitation from the team page', async () => {
    await gotoHydrated(page, '/office/team')
    await expect(page.getByRole('heading', { level: 1, name: 'Team' })).toBeVisible()
    await expect(membersTable(page).getByText('(you)')).toBeVisible()
    const form = page.getByTestId('team-invite-form')
    await form.getByLabel('E-mail').fill(email)
    await form.getByLabel('Role').selectOption('staff')
    await form.getByRole('button', { name: 'Send invitation' }).click()
    await expect(page.getByText('Invitation sent.')).toBeVisible()
    const pending = page.getByTestId('team-invitations').getByRole('row').filter({ hasText: email })
    await expect(pending).toContainText('Staff')
    await expectNoSeriousAxeViolations(page)
  })

  const staffContext = await browser.newContext({ viewport: { width: 1280, height: 900 } })
  const staffPage = await staffContext.newPage()
  try {
    await test.step('the invited account opens the mailed link and accepts', async () => {
      const mail = await newestMessage(request, email, /^Join .+ on Tourmarket$/)
      expect(mail.body).toContain('invites you to work in the organizer office of')
      const link = /https?:\/\/\S+\/office\/team\/accept\?token=[A-Za-z0-9_-]+/.exec(mail.body)?.[0]
      if (link === undefined) throw new Error(`no accept link in: ${mail.body}`)
      await signInContext(staffContext, STOREFRONT_URL, staffToken)
      const url = new URL(link)
      await gotoHydrated(staffPage, `${url.pathname}${url.search}`)
      await expect(
        staffPage.getByRole('heading', { level: 1, name: 'Invitation to an organizer’s team' }),
      ).toBeVisible()
      await expect(staffPage.getByText(email, { exact: true })).toBeVisible()
      await expectNoSeriousAxeViolations(staffPage)
      await staffPage.getByRole('button', { name: 'Accept and open the office' }).click()
      await expect(staffPage).toHaveURL(/\/office$/)
      await expect(staffPage.getByRole('navigation', { name: 'Organizer office' })).toBeVisible()
    })

    await test.step('staff see the team read-only, without the invite form', async () => {
      await gotoHydrated(staffPage, '/office/team')
      await expect(staffPage.getByTestId('team-read-only')).toBeVisible()
      await expect(staffPage.getByTestId('team-invite-form')).toHaveCount(0)
      await expect(staffPage.getByRole('link', { name: /^Remove / })).toHaveCount(0)
      const own = membersTable(staffPage).getByRole('row').filter({ hasText: email })
      await expect(own).toContainText('Staff')
      await expectNoSeriousAxeViolations(staffPage)
    })

    await test.step('at 390 px the members are cards and nothing scrolls sideways', async () => {
      await page.setViewportSize({ width: 390, height: 844 })
      await gotoHydrated(page, '/office/team')
      await expect(membersTable(page).locator('thead')).not.toBeInViewport()
      const row = membersTable(page).getByRole('row').filter({ hasText: email })
      await expect(row.getByRole('link', { name: /^Remove / })).toBeVisible()
      expect(await widerThanTheScreen(page), 'elements past the right edge at 390 px').toEqual([])
      await expectNoSeriousAxeViolations(page)
      await page.setViewportSize({ width: 1280, height: 900 })
    })

    await test.step('the owner removes it after confirming', async () => {
      await gotoHydrated(page, '/office/team')
      const row = membersTable(page).getByRole('row').filter({ hasText: email })
      await row.getByRole('link', { name: /^Remove / }).click()
      const confirmation = page.getByRole('region', { name: /^Remove .+ from the team\?$/ })
      await expect(confirmation).toBeVisible()
      await expectNoSeriousAxeViolations(page)
      await confirmation.getByRole('button', { name: 'Yes, remove' }).click()
      await expect(page.getByText('Removed from the team. Their access has ended.')).toBeVisible()
      await expect(membersTable(page).getByText(email)).toHaveCount(0)
    })

    await test.step("the removed account's next office page is refused", async () => {
      await gotoHydrated(staffPage, '/office/team')
      await expect(
        staffPage.getByRole('heading', {
          level: 1,
          name: 'This account does not act for an organizer',
        }),
      ).toBeVisible()
    })
  } finally {
    await staffContext.close()
  }
})
