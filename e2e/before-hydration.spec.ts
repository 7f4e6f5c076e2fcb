import { registerThroughApi, siteHeader, uniqueEmail, visitorAddress } from './support/accounts.ts'
import { openBeforeHydration } from './support/before-hydration.ts'
import { expect, test } from './support/test.ts'

// Issue 16: a visitor types, clicks and submits as soon as the page shows, long before a slow
// phone has hydrated it. Each test acts on the server's HTML (scripts held back, 4× CPU), then
// lets the page hydrate and checks that nothing was lost.
// A visitor of their own, so the login limits other specs reach on 127.0.0.1 do not apply.
test.beforeEach(async ({ page }) => {
  await page.setExtraHTTPHeaders({ 'X-Forwarded-For': visitorAddress() })
})

test.describe('issue 16 what a quick visitor does before hydration', () => {
  test('login: the typed e-mail stays, and a login submitted early signs in', async ({
    page,
    request,
  }, testInfo) => {
    const email = uniqueEmail(testInfo, 'early-login')
    const password = 'early-bird-2026'
    await registerThroughApi(request, { email, password, firstName: 'Quick' })

    const early = await openBeforeHydration(page, '/login')
    await page.getByRole('textbox', { name: 'E-mail or phone' }).fill(email)
    await page.locator('input[name="password"]').fill(password)
    await page.getByRole('button', { name: 'Log in', exact: true }).click({ noWaitAfter: true })
    await early.hydrate()

    // The replayed submit waits for hydration at 4× CPU, then the API hashes the password: on a
    // busy 2-core machine that has taken more than the default 10 s.
    await expect(page).toHaveURL('/', { timeout: 30_000 })
    await expect(siteHeader(page).getByRole('button', { name: /Quick/ })).toBeVisible()

    // Signed in, the next page's user menu pressed before it hydrates opens once it has.
    const next = await openBeforeHydration(page, '/')
    await siteHeader(page).getByRole('button', { name: /Quick/ }).click({ noWaitAfter: true })
    await next.hydrate()
    await expect(page.getByRole('link', { name: 'Settings' })).toBeVisible()
  })

  test.describe('with a wrong password', () => {
    // The API's answer to it.
    test.use({ expectedConsoleErrors: [/status of 400/] })

    test('login: what was typed survives hydration and the renders after it', async ({ page }) => {
      const early = await openBeforeHydration(page, '/login')
      const login = page.getByRole('textbox', { name: 'E-mail or phone' })
      await login.fill('typed.early@example.com')
      await early.hydrate()

      // A render of the form after hydration (typing elsewhere) used to empty the field.
      await page.locator('input[name="password"]').fill('x')
      await expect(login).toHaveValue('typed.early@example.com')
      // The form validates what it shows: no "Required field." under the e-mail.
      await page.getByRole('button', { name: 'Log in', exact: true }).click()
      await expect(page.getByText('Incorrect login or password.')).toBeVisible()
      await expect(login).toHaveValue('typed.early@example.com')
    })
  })

  test('home: the cookie notice, a heart and the search box answer what was done early', async ({
    page,
  }) => {
    const early = await openBeforeHydration(page, '/')
    const notice = page.getByRole('region', { name: 'Cookie notice' })
    await notice.getByRole('button', { name: 'Reject all' }).click()
    const heart = page
      .getByRole('region', { name: 'Tours to start with' })
      .getByRole('button', { name: 'Add to favourites' })
      .first()
    await heart.click()
    const box = page.getByRole('combobox', { name: 'Where do you want to go?' })
    await box.fill('ita')
    await early.hydrate()

    await expect(notice).toBeHidden()
    await expect(
      page
        .getByRole('region', { name: 'Tours to start with' })
        .getByRole('button', { name: 'Remove from favourites' }),
    ).toHaveCount(1)
    await expect(box).toHaveValue('ita')
    await expect(
      page.getByRole('listbox', { name: 'Suggestions' }).getByRole('option').first(),
    ).toBeVisible()
  })

  test('search: the sort control opens when pressed early', async ({ page }) => {
    const early = await openBeforeHydration(page, '/italy')
    await page.getByRole('combobox', { name: 'Sort' }).click()
    await early.hydrate()

    await expect(page.getByRole('option', { name: 'Cheapest first' })).toBeVisible()
  })

  test('tour: a gallery photo pressed early opens the viewer', async ({ page, request }) => {
    const list = (await (await request.get('/spa/tours?limit=20')).json()) as {
      data: { slug: string }[]
    }
    let slug: string | undefined
    for (const candidate of list.data) {
      const tour = (await (
        await request.get(`/spa/tour?slug=${encodeURIComponent(candidate.slug)}`)
      ).json()) as { gallery: unknown[] }
      if (tour.gallery.length > 1) {
        slug = candidate.slug
        break
      }
    }
    if (slug === undefined) throw new Error('the seeded catalogue has no tour with photos')

    const early = await openBeforeHydration(page, `/${slug}`)
    await page.locator('.tour-gallery button').first().click()
    await early.hydrate()

    await expect(page.getByRole('dialog', { name: 'Tour photos' })).toBeVisible()
  })
})

test.describe('issue 38 the tour page on a phone before hydration', { tag: '@phone-only' }, () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true })

  test('tour: the sheet unfolds its booking box natively, and a + pressed early counts once it hydrates', async ({
    page,
    request,
  }) => {
    const list = (await (await request.get('/spa/tours?limit=20')).json()) as {
      data: { slug: string }[]
    }
    let roomy: { slug: string; dateId: number } | undefined
    for (const candidate of list.data) {
      const tour = (await (
        await request.get(`/spa/tour?slug=${encodeURIComponent(candidate.slug)}`)
      ).json()) as { dates: { id: number; is_busy: boolean; number_of_free_seats: number }[] }
      const nearestOpen = tour.dates.find((date) => !date.is_busy)
      if (nearestOpen !== undefined && nearestOpen.number_of_free_seats >= 2) {
        roomy = { slug: candidate.slug, dateId: nearestOpen.id }
        break
      }
    }
    if (roomy === undefined) throw new Error('the seeded catalogue has no date with two seats')

    const early = await openBeforeHydration(page, `/${roomy.slug}`)
    const sheet = page.getByRole('region', { name: 'Booking' })
    await sheet.locator('summary', { hasText: 'Book' }).click()
    const box = sheet.getByTestId('tour-booking-sheet')
    await expect(box).toBeVisible()
    await box.getByRole('button', { name: 'More travellers' }).click({ noWaitAfter: true })
    await early.hydrate()

    // The + is pressed again once React has the page (decision 0021): the sheet stays open.
    await expect(box.getByRole('group', { name: 'Travellers' })).toContainText('2 tourists')
    await box.getByRole('button', { name: 'Book', exact: true }).click()
    // A visitor: the checkout sends them through the login, the two travellers kept.
    await expect(page).toHaveURL(
      `/login?back=${encodeURIComponent(`/booking/new/${String(roomy.dateId)}?tourists=2`)}`,
    )
  })
})
