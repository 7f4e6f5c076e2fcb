import type { Page } from '@playwright/test'
import { postToApi, registerThroughApi, uniqueEmail } from './support/accounts.ts'
import { expectNoSeriousAxeViolations } from './support/axe.ts'
import { gotoHydrated } from './support/hydration.ts'
import { expect, test } from './support/test.ts'

/** Every document's first version took effect on this day; each has a later, current one. */
const FIRST_VERSION = '2025-06-01'
const FIRST_VERSION_TEXT = 'June 1, 2025'

const legalPages = [
  { path: '/agreement', title: 'Terms and Conditions' },
  { path: '/tour-provider-agreement', title: 'Tour Provider Agreement' },
  { path: '/privacy', title: 'Privacy Policy' },
  { path: '/safety-rules', title: 'Safety Rules' },
] as const

/** The footer's links by name → path (English); Russian pages carry /ru in front. */
const footerLinks = {
  Destinations: '/destinations',
  Collections: '/collections',
  'Tour organizers': '/tour-providers',
  Journal: '/journal',
  'Gift cards': '/gift-cards',
  'About us': '/about',
  'For organizers': '/join',
  'Help center': '/help-center',
  'Contact us': '/contacts',
  'Terms and Conditions': '/agreement',
  'Privacy Policy': '/privacy',
  'Tour Provider Agreement': '/tour-provider-agreement',
  'Safety Rules': '/safety-rules',
} as const

async function apiJson<Body>(page: Page, path: string): Promise<Body> {
  const response = await page.request.get(path)
  expect(response.status()).toBe(200)
  return (await response.json()) as Body
}

test.describe('§2 consent checkbox links', () => {
  test('register: the Terms and Conditions open the current agreement in a new tab', async ({
    page,
  }) => {
    await page.goto('/register')
    const terms = page.getByRole('link', { name: 'Terms and Conditions', exact: true }).first()
    await expect(terms).toHaveAttribute('target', '_blank')
    await expect(page.getByRole('link', { name: 'Privacy Policy' }).first()).toHaveAttribute(
      'href',
      '/privacy',
    )

    const documentResponse = page
      .context()
      .waitForEvent('response', (response) => new URL(response.url()).pathname === '/agreement')
    const [popup] = await Promise.all([page.waitForEvent('popup'), terms.click()])
    expect((await documentResponse).status()).toBe(200)
    await expect(popup.getByRole('heading', { level: 1 })).toHaveText('Terms and Conditions')
    await expect(popup.getByText(/^Effective from /)).toBeVisible()
    // The form stays where it was, in the first tab.
    await expect(page).toHaveURL(/\/register$/)
    await popup.close()
  })

  test('register in Russian links the Russian documents', async ({ page }) => {
    await page.goto('/ru/register')
    const form = page.locator('form')
    await expect(form.locator('a[href="/ru/agreement"]')).toHaveAttribute('target', '_blank')
    await expect(form.locator('a[href="/ru/privacy"]')).toHaveAttribute('target', '_blank')
  })
})

test.describe('§2 legal pages', () => {
  for (const { path, title } of legalPages) {
    test(`${path}: the current version, an earlier one by its date, contents anchors`, async ({
      page,
    }) => {
      // Hydrated, so a mismatch between the server's page and the browser's would fail the test.
      const response = await gotoHydrated(page, path)
      expect(response?.status()).toBe(200)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(title)
      await expect(page).toHaveTitle(`${title} | Tourmarket`)
      const effective = page.getByText(/^Effective from /)
      await expect(effective).toBeVisible()
      await expect(effective).not.toHaveText(`Effective from ${FIRST_VERSION_TEXT}`)
      await expect(page.getByRole('note')).toHaveCount(0)

      // Every entry of the table of contents leads to a section heading on the page.
      const contents = page.getByRole('navigation', { name: 'Contents' }).getByRole('link')
      const count = await contents.count()
      expect(count).toBeGreaterThanOrEqual(5)
      for (let index = 0; index < count; index += 1) {
        const anchor = await contents.nth(index).getAttribute('href')
        expect(anchor).toMatch(/^#[a-z-]+$/)
        await expect(page.locator(`${anchor} > h2`)).toHaveCount(1)
      }
      await expectNoSeriousAxeViolations(page)

      const earlier = page.getByRole('region', { name: 'Earlier versions' }).getByRole('link')
      await expect(earlier).toHaveText([`Version of ${FIRST_VERSION_TEXT}`])
      await earlier.click()
      await expect(page).toHaveURL(new RegExp(`${path}/${FIRST_VERSION}$`))
      await expect(page.getByText(`Effective from ${FIRST_VERSION_TEXT}`)).toBeVisible()
      const notice = page.getByRole('note')
      await expect(notice).toContainText('You are reading an earlier version')
      await expect(notice.getByRole('link', { name: 'Read the current version' })).toHaveAttribute(
        'href',
        path,
      )
      await expectNoSeriousAxeViolations(page)
    })
  }

  test('in Russian, at /ru, with Russian text and links', async ({ page }) => {
    const response = await gotoHydrated(page, `/ru/privacy/${FIRST_VERSION}`)
    expect(response?.status()).toBe(200)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Политика конфиденциальности')
    await expect(page.getByText('Действует с 1 июня 2025 г.')).toBeVisible()
    await expect(
      page.getByRole('note').getByRole('link', { name: 'Открыть действующую редакцию' }),
    ).toHaveAttribute('href', '/ru/privacy')
  })

  test.describe('an unknown version', () => {
    test.use({ expectedConsoleErrors: [/status of 404/] })

    test('answers 404', async ({ page }) => {
      for (const path of [
        '/agreement/2019-01-01',
        '/privacy/latest',
        '/safety-rules/2025-06-01/x',
      ]) {
        const response = await page.goto(path)
        expect(response?.status(), path).toBe(404)
        await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found')
      }
    })
  })
})

test.describe('§2 info pages', () => {
  test('/about shows the §7 stats and how the marketplace works', async ({ page }) => {
    const info = await apiJson<{ toursCount: number; verifiedOrganizersCount: number }>(
      page,
      '/spa/info',
    )
    const response = await gotoHydrated(page, '/about')
    expect(response?.status()).toBe(200)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('About Tourmarket')
    const stats = page.getByRole('region', { name: 'Tourmarket today' })
    await expect(stats).toContainText(info.toursCount.toLocaleString('en-US'))
    await expect(stats).toContainText(info.verifiedOrganizersCount.toLocaleString('en-US'))
    await expect(page.getByRole('heading', { name: 'Verified organizers' })).toBeVisible()
    await expect(page.getByRole('heading', { name: 'Secure payment' })).toBeVisible()
    await expectNoSeriousAxeViolations(page)
  })

  test('/join leads into the organizer office and states the commission', async ({ page }) => {
    const response = await gotoHydrated(page, '/join')
    expect(response?.status()).toBe(200)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Sell your tours on Tourmarket',
    )
    await expect(page.getByRole('link', { name: 'Register as an organizer' })).toHaveAttribute(
      'href',
      '/register?back=%2Fsettings%2Forganizer',
    )
    await expect(page.getByRole('link', { name: 'Log in to the back-office' })).toHaveAttribute(
      'href',
      '/login?back=%2Foffice',
    )
    await expect(page.getByText(/A commission of 12 % of each paid booking/)).toBeVisible()
    await expect(
      page.getByRole('link', { name: 'Read the Tour Provider Agreement' }),
    ).toHaveAttribute('href', '/tour-provider-agreement')
    await expectNoSeriousAxeViolations(page)
  })

  test('/contacts shows §7 contacts, working hours and social groups, by the chosen country', async ({
    page,
  }) => {
    type Contacts = { email: string; phones: { phone: string; type: string; entity: unknown }[] }
    const all = await apiJson<Contacts>(page, '/spa/contacts?all=1')
    const social = await apiJson<{ data: { url: string }[] }>(page, '/spa/groups-in-social-network')
    const response = await gotoHydrated(page, '/contacts')
    expect(response?.status()).toBe(200)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Contacts')
    const main = page.getByRole('main')
    await expect(main.getByRole('link', { name: all.email })).toHaveAttribute(
      'href',
      `mailto:${all.email}`,
    )
    for (const phone of all.phones) {
      await expect(main.locator(`a[href="tel:${phone.phone}"]`)).toHaveCount(1)
    }
    await expect(main.getByText(/\d\d:\d\d–\d\d:\d\d \(time zone /)).toBeVisible()
    await expect(main.getByRole('link', { name: 'Log in to write to support' })).toHaveAttribute(
      'href',
      '/login?back=%2Fchat',
    )
    const groups = page.getByRole('region', { name: 'We are on social networks' })
    await expect(groups.getByRole('link')).toHaveCount(social.data.length)
    await expectNoSeriousAxeViolations(page)

    // A plain GET form: the chosen country's own phones and hours come first.
    await main.getByLabel('Your country').selectOption({ label: 'Russia' })
    await main.getByRole('button', { name: 'Show contacts' }).click()
    await expect(page).toHaveURL(/\/contacts\?country_id=\d+$/)
    await expect(page.getByRole('heading', { name: 'Phones for Russia' })).toBeVisible()
    await expect(main.getByText('Europe/Moscow')).toBeVisible()
  })

  test('/contacts offers a signed-in visitor the support chat itself', async ({
    page,
    context,
    baseURL,
    request,
  }, testInfo) => {
    const email = uniqueEmail(testInfo, 'contacts')
    const password = 'a-long-walk-in-the-hills'
    await registerThroughApi(request, { email, password, firstName: 'Vera' })
    const signIn = await postToApi(request, '/crm/api/user/auth', { login: email, password })
    expect(signIn.status(), await signIn.text()).toBe(200)
    const { token } = (await signIn.json()) as { token: string }
    // §4: the session token travels in this cookie as 'Bearer {token}'.
    await context.addCookies([
      { name: 'auth_token', value: encodeURIComponent(`Bearer ${token}`), url: baseURL ?? '' },
    ])

    await gotoHydrated(page, '/ru/contacts')
    await expect(
      page.getByRole('main').getByRole('link', { name: 'Открыть чат поддержки' }),
    ).toHaveAttribute('href', '/ru/chat')
  })

  test('/gift-cards explains gift cards, sells them and leads to the balance page', async ({
    page,
  }) => {
    const response = await gotoHydrated(page, '/gift-cards')
    expect(response?.status()).toBe(200)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Gift cards')
    await expect(page.getByRole('heading', { name: 'Buy a gift card' })).toBeVisible()
    await expect(page.getByRole('heading', { name: 'How to use one' })).toBeVisible()
    await expect(page.getByRole('link', { name: 'Check a gift card’s balance' })).toHaveAttribute(
      'href',
      '/gift-cards/balance',
    )
    await expectNoSeriousAxeViolations(page)
  })

  test('the Russian pages are in Russian', async ({ page }) => {
    for (const [path, heading] of [
      ['/ru/about', 'О Tourmarket'],
      ['/ru/join', 'Продавайте свои туры на Tourmarket'],
      ['/ru/contacts', 'Контакты'],
      ['/ru/gift-cards', 'Подарочные сертификаты'],
    ] as const) {
      const response = await page.goto(path)
      expect(response?.status(), path).toBe(200)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading)
    }
  })
})

test.describe('§2 site footer', () => {
  test('links the site’s sections and legal pages, in the page language', async ({ page }) => {
    await page.goto('/about')
    const footer = page.getByRole('contentinfo')
    for (const [name, path] of Object.entries(footerLinks)) {
      await expect(footer.getByRole('link', { name, exact: true })).toHaveAttribute('href', path)
    }
    await page.goto('/ru/about')
    const russianFooter = page.getByRole('contentinfo')
    for (const path of Object.values(footerLinks)) {
      await expect(russianFooter.locator(`a[href="/ru${path}"]`)).toHaveCount(1)
    }
  })
})
