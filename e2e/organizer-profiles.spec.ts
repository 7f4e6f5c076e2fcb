import type { APIRequestContext, Page, TestInfo } from '@playwright/test'
import { signInContext, signInThroughApi, siteHeader } from './support/accounts.ts'
import { expectNoSeriousAxeViolations } from './support/axe.ts'
import { gotoHydrated } from './support/hydration.ts'
import { API_URL, PROVIDER_FAKES, STOREFRONT_URL } from './support/servers.ts'
import { expect, test } from './support/test.ts'

// The hidden tour's page answers 404 on purpose (the browser logs the document's status).
test.use({ expectedConsoleErrors: [/status of 404/] })

/** The README's demo organizer: it runs the demo tour's organizer profile (organizer_accounts). */
const DEMO_ORGANIZER = { login: 'organizer@tourmarket.test', password: 'organizer-demo-2026' }

// Both projects change the demo profile's publication: they must not overlap.
test.describe.configure({ mode: 'serial' })

/** Through the API: signing in is not what these journeys test (see signInThroughApi). */
async function signInAsDemoOrganizer(page: Page, request: APIRequestContext) {
  const token = await signInThroughApi(request, DEMO_ORGANIZER)
  await signInContext(page.context(), STOREFRONT_URL, token)
  await gotoHydrated(page, '/settings/organizer')
  await expect(siteHeader(page).getByRole('button', { name: 'Demo Organizer' })).toBeVisible()
}

function profilesSection(page: Page) {
  return page.getByRole('region', { name: 'Organizer profiles', exact: true })
}

function profileCard(page: Page, name: string) {
  return profilesSection(page)
    .getByTestId('organizer-profile')
    .filter({ has: page.getByRole('heading', { name, exact: true }) })
}

async function shot(page: Page, testInfo: TestInfo, name: string) {
  await page.screenshot({
    path: testInfo.outputPath(`${name}-${testInfo.project.name}.png`),
    fullPage: true,
  })
}

test('the demo organizer hides its profile: its tour leaves search and its page answers 404; publishing brings both back', async ({
  page,
  request,
}, testInfo) => {
  await signInAsDemoOrganizer(page, request)
  const section = profilesSection(page)
  await expect(section).toBeVisible()
  const demo = section.getByTestId('organizer-profile').first()
  const organizerId = Number(await demo.getAttribute('data-organizer-id'))
  const name = (await demo.getByRole('heading', { level: 3 }).textContent()) ?? ''
  await expect(demo.getByTestId('organizer-profile-publication')).toHaveText('Published')
  await shot(page, testInfo, 'organizer-profiles')

  const search = async () =>
    (await (
      await request.get(`${API_URL}/spa/tours`, { params: { organizer: organizerId } })
    ).json()) as { data: { id: number; slug: string; title: string }[] }
  const first = (await search()).data[0]
  if (first === undefined) throw new Error('the demo organizer has no tour in search')
  const { id: tourId, slug, title } = first
  const listed = async () => (await search()).data.some((card) => card.id === tourId)
  expect(await listed()).toBe(true)

  await demo.getByRole('button', { name: 'Hide from the site' }).click()
  await expect(
    page.getByText(`${name} and its tours are hidden from the site`, { exact: true }),
  ).toBeVisible()
  await expect(demo.getByTestId('organizer-profile-publication')).toHaveText('Hidden from the site')
  await shot(page, testInfo, 'organizer-profile-hidden')

  expect(await listed()).toBe(false)
  const hidden = await page.goto(`/${slug}`)
  expect(hidden?.status()).toBe(404)
  await gotoHydrated(page, `/tours?placeName=${encodeURIComponent(title)}`)
  // Exact: the active-filter chip 'Remove filter: Search: {title}' names the title too.
  await expect(page.getByRole('link', { name: title, exact: true })).toHaveCount(0)

  await gotoHydrated(page, '/settings/organizer')
  await profileCard(page, name).getByRole('button', { name: 'Publish on the site' }).click()
  await expect(profileCard(page, name).getByTestId('organizer-profile-publication')).toHaveText(
    'Published',
  )
  expect(await listed()).toBe(true)
  const shown = await page.goto(`/${slug}`)
  expect(shown?.status()).toBe(200)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title)
})

// Issue 41: the end-to-end API verifies identities through Stripe Identity's fake (its hosted
// page, then its signed event to the API), at both widths.
for (const width of [1280, 390]) {
  test.describe(`at ${String(width)} px`, () => {
    test.use({ viewport: { width, height: 900 }, isMobile: width === 390, hasTouch: width === 390 })

    test('a new profile passes identity verification through the provider’s page and its page shows the verified badge', async ({
      page,
      request,
    }, testInfo) => {
      await signInAsDemoOrganizer(page, request)
      const section = profilesSection(page)
      await section.getByRole('button', { name: 'Add a profile' }).click()
      const form = section.getByTestId('organizer-profile-form')
      await form.getByRole('button', { name: 'Create the profile' }).click()
      // §5: checked in the form, before any request.
      await expect(form.getByText('Required field.')).toBeVisible()

      const name = `Verified Trails ${String(width)} ${Date.now()}`
      await form.getByLabel('Name').fill(name)
      await form.getByLabel('Legal type').selectOption({ label: 'Individual entrepreneur' })
      await form.getByLabel('Operator type').selectOption({ label: 'Author' })
      // Plain text in the form: a blank line makes a paragraph, and what is typed is never markup.
      await form
        .getByLabel('Description')
        .fill('Small groups in the mountains.\n\nWe cook <dinner> together & sing.')
      await form.getByRole('button', { name: 'Create the profile' }).click()
      const card = profileCard(page, name)
      await card.getByRole('button', { name: 'Edit' }).click()
      await expect(card.getByLabel('Description')).toHaveValue(
        'Small groups in the mountains.\n\nWe cook <dinner> together & sing.',
      )
      await card.getByRole('button', { name: 'Cancel' }).click()
      // Issue 37: a new profile waits for review; only its owner sees it, and it cannot be published.
      await expect(card.getByTestId('organizer-profile-publication')).toHaveText(
        'Waiting for review',
      )
      await expect(card.getByTestId('organizer-profile-review')).toHaveText(
        /Only you see this profile/,
      )
      await expect(card.getByTestId('organizer-profile-identity')).toHaveText(
        'Identity not verified',
      )
      await expect(card.getByRole('button', { name: 'Publish on the site' })).toHaveCount(0)
      await expect(card.getByRole('link', { name: 'Public page' })).toHaveCount(0)
      await shot(page, testInfo, `organizer-profile-waiting-${String(width)}`)

      // Passing the identity check approves it, and approval publishes it.
      await card.getByRole('button', { name: 'Verify identity' }).click()
      await expect(page).toHaveURL(new RegExp(`^${PROVIDER_FAKES.stripeUrl}/fake/identity/vs_`))
      await expect(page.getByRole('heading', { name: 'Verify your identity' })).toBeVisible()
      await shot(page, testInfo, `identity-check-${String(width)}`)
      await page.getByRole('button', { name: 'Verify', exact: true }).click()

      // Back on the site, after the provider's signed event reached the API.
      await expect(page).toHaveURL(
        /\/settings\/organizer\?verification=returned&orgId=\d+#organizer-profiles$/,
      )
      await expect(page.getByText('Identity check passed')).toBeVisible()
      await expect(profileCard(page, name).getByTestId('organizer-profile-identity')).toHaveText(
        'Identity verified',
      )
      await expect(profileCard(page, name).getByTestId('organizer-profile-publication')).toHaveText(
        'Published',
      )
      await expect(
        profileCard(page, name).getByRole('button', { name: /Verify identity/ }),
      ).toHaveCount(0)
      await expect(profileCard(page, name).getByTestId('organizer-check')).toContainText(/passed/)
      await shot(page, testInfo, `organizer-profile-verified-${String(width)}`)

      await profileCard(page, name).getByRole('link', { name: 'Public page' }).click()
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(name)
      await expect(page.getByTestId('organizer-verified-badge')).toBeVisible()
      await expect(
        page.getByText('We cook <dinner> together & sing.', { exact: true }),
      ).toBeVisible()
      await shot(page, testInfo, `organizer-page-verified-${String(width)}`)
    })
  })
}

test('an organizer names the languages it guides in and its public page says so', async ({
  page,
  request,
}, testInfo) => {
  await signInAsDemoOrganizer(page, request)
  const section = profilesSection(page)
  await section.getByRole('button', { name: 'Add a profile' }).click()
  const name = `Polyglot Trails ${testInfo.project.name} ${Date.now()}`
  const form = section.getByTestId('organizer-profile-form')
  await form.getByLabel('Name').fill(name)
  await form.getByRole('button', { name: 'Create the profile' }).click()
  const card = profileCard(page, name)
  // A new profile goes on the site once its identity check passes (issue 37).
  await card.getByRole('button', { name: 'Verify identity' }).click()
  await page.getByRole('button', { name: 'Verify', exact: true }).click()
  await expect(page).toHaveURL(/\/settings\/organizer\?verification=returned/)
  await expect(card.getByTestId('organizer-profile-publication')).toHaveText('Published')

  // None named yet: the public page says nothing about languages.
  await card.getByRole('link', { name: 'Public page' }).click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name)
  await expect(page.getByTestId('organizer-guide-languages')).toHaveCount(0)

  await gotoHydrated(page, '/settings/organizer')
  await profileCard(page, name).getByRole('button', { name: 'Edit' }).click()
  const edit = profileCard(page, name).getByTestId('organizer-profile-form')
  const languages = edit.getByRole('group', { name: 'Languages you guide in' })
  // §7 dropdown/language with only_with_published_tours=0: every language, by name.
  await expect(languages.getByRole('checkbox')).toHaveCount(13)
  await languages.getByRole('checkbox', { name: 'Spanish' }).check()
  // Keyboard: the boxes are reached with Tab and ticked with Space.
  await languages.getByRole('checkbox', { name: 'German' }).focus()
  await page.keyboard.press('Space')
  await expect(languages.getByRole('checkbox', { name: 'German' })).toBeChecked()
  await expectNoSeriousAxeViolations(page)
  await edit.scrollIntoViewIfNeeded()
  await shot(page, testInfo, 'organizer-profile-languages')
  await edit.getByRole('button', { name: 'Save the profile' }).click()
  await expect(page.getByText('Profile saved', { exact: true })).toBeVisible()
  await expect(profileCard(page, name).getByTestId('organizer-profile-form')).toHaveCount(0)

  // Saved: the form opens on them again.
  await profileCard(page, name).getByRole('button', { name: 'Edit' }).click()
  const again = profileCard(page, name).getByRole('group', { name: 'Languages you guide in' })
  await expect(again.getByRole('checkbox', { name: 'German' })).toBeChecked()
  await expect(again.getByRole('checkbox', { name: 'Spanish' })).toBeChecked()
  await expect(again.getByRole('checkbox', { name: 'English' })).not.toBeChecked()
  await profileCard(page, name).getByRole('button', { name: 'Cancel' }).click()

  await profileCard(page, name).getByRole('link', { name: 'Public page' }).click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name)
  await expect(page.getByTestId('organizer-guide-languages')).toHaveText(
    'Guides in: German, Spanish',
  )
  await shot(page, testInfo, 'organizer-page-languages')
})
