// Issue 43 item 5: the operator console's journal, as a content editor uses it. A post is written
// in Markdown, previewed, saved as a draft (on neither /journal nor the sitemap), published, and
// then read on /journal, on its own page and in /sitemap.xml; support is refused the section.
// Each console page passes axe with nothing serious.
import { registerThroughApi, signInContext, uniqueEmail } from './support/accounts.ts'
import { expectNoSeriousAxeViolations } from './support/axe.ts'
import { gotoHydrated } from './support/hydration.ts'
import { API_URL, STOREFRONT_URL } from './support/servers.ts'
import { signInStaffThroughApi } from './support/staff.ts'
import { expect, test } from './support/test.ts'

/** The README's demo staff: content edits the journal, support does not. */
const DEMO_CONTENT = { login: 'content@tourmarket.test', password: 'content-demo-2026' }
const DEMO_SUPPORT = { login: 'support@tourmarket.test', password: 'support-demo-2026' }

test('a content editor writes, previews and publishes a journal post that then is on /journal and in the sitemap', async ({
  page,
  request,
}, testInfo) => {
  // A cover the site already draws: the newest published post's.
  const journal = await request.get(`${API_URL}/spa/blog-posts`)
  const cover = /^\/media\/([a-z0-9-]+)\//.exec(
    ((await journal.json()) as { data: { cover: { image: string } }[] }).data[0]!.cover.image,
  )![1]!
  const marker = `${testInfo.workerIndex}-${Date.now().toString(36)}`
  const title = `Autumn in Kakheti ${marker}`
  const slug = `autumn-in-kakheti-${marker}`

  await signInContext(
    page.context(),
    STOREFRONT_URL,
    await signInStaffThroughApi(request, DEMO_CONTENT),
  )
  await gotoHydrated(page, `${STOREFRONT_URL}/admin`)
  const nav = page.getByRole('navigation', { name: 'Operator console' })
  await expect(nav.getByRole('link')).toHaveText([
    'Journal',
    'Help center',
    'Collections',
    'Destinations',
    'Uploaded photos',
    'Legal pages',
  ])
  await nav.getByRole('link', { name: 'Journal' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Journal' })).toBeVisible()
  await expect(page.getByTestId('admin-journal-table')).toBeVisible()
  await expectNoSeriousAxeViolations(page)

  await page.getByRole('link', { name: 'Write a post' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'New journal post' })).toBeVisible()
  await page.getByRole('textbox', { name: 'Title', exact: true }).fill(title)
  await page.getByRole('textbox', { name: 'Address', exact: true }).fill(slug)
  await page
    .getByRole('textbox', { name: 'Summary', exact: true })
    .fill('Harvest time in Georgia’s wine country.')
  await page
    .getByRole('textbox', { name: 'Text (Markdown)', exact: true })
    .fill('## Why autumn\n\nThe **harvest** fills every village.')
  await page.getByRole('combobox', { name: 'Section address' }).fill('travel-tips')
  await page.getByRole('textbox', { name: 'Section name', exact: true }).fill('Travel tips')
  await page.getByRole('textbox', { name: 'Cover image key' }).fill(cover)
  await page.getByRole('textbox', { name: 'Cover description' }).fill('Vineyards at dusk')

  await page.getByRole('button', { name: 'Preview' }).click()
  const preview = page.getByTestId('admin-journal-preview')
  await expect(preview.getByRole('heading', { level: 2, name: 'Why autumn' })).toBeVisible()
  await expect(preview.locator('strong')).toHaveText('harvest')
  await expectNoSeriousAxeViolations(page)

  await page.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Saved as a draft' })).toBeVisible()
  await expect(page).toHaveURL(/\/admin\/journal\/\d+\?done=created$/)
  const postId = /\/admin\/journal\/(\d+)/.exec(page.url())![1]!
  const postPath = `/journal/${slug}-${postId}`
  await expect(page.getByText('This post is a draft')).toBeVisible()
  await expectNoSeriousAxeViolations(page)

  // A draft is nowhere: not on /journal, not in the sitemap.
  const sitemapText = async () => (await request.get(`${STOREFRONT_URL}/sitemap.xml`)).text()
  expect(await sitemapText()).not.toContain(postPath)
  expect((await request.get(`${STOREFRONT_URL}/journal`)).ok()).toBe(true)
  expect(await (await request.get(`${STOREFRONT_URL}/journal`)).text()).not.toContain(title)

  await page.getByRole('button', { name: 'Publish' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Published.' })).toBeVisible()
  await expect(page.getByText('Published: it is on the journal and in the sitemap.')).toBeVisible()
  await expectNoSeriousAxeViolations(page)

  expect(await sitemapText()).toContain(postPath)
  await gotoHydrated(page, `${STOREFRONT_URL}/journal`)
  await page.getByRole('link', { name: title }).first().click()
  await expect(page).toHaveURL(new RegExp(`${postPath}$`))
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible()
  await expect(page.getByRole('heading', { level: 2, name: 'Why autumn' })).toBeVisible()

  // Unpublished, it leaves the journal and the sitemap again (and the journal's own journeys
  // that run after this one meet the seeded posts only).
  await gotoHydrated(page, `${STOREFRONT_URL}/admin/journal/${postId}`)
  await page.getByRole('button', { name: 'Unpublish' }).click()
  await expect(page.getByText('Unpublished: it is a draft again.').first()).toBeVisible()
  expect(await sitemapText()).not.toContain(postPath)
  expect(await (await request.get(`${STOREFRONT_URL}/journal`)).text()).not.toContain(title)
})

test.describe('refused', () => {
  // The refusal is the 404 page, which the browser reports as a failed document load.
  test.use({ expectedConsoleErrors: [/status of 404/] })

  test('support is not shown the journal and is refused it; so is a tourist', async ({
    page,
    request,
  }, testInfo) => {
    await signInContext(
      page.context(),
      STOREFRONT_URL,
      await signInStaffThroughApi(request, DEMO_SUPPORT),
    )
    await gotoHydrated(page, `${STOREFRONT_URL}/admin`)
    await expect(
      page.getByRole('navigation', { name: 'Operator console' }).getByRole('link'),
    ).toHaveText(['Bookings', 'Support'])
    expect((await page.goto(`${STOREFRONT_URL}/admin/journal`))?.status()).toBe(404)
    expect((await page.goto(`${STOREFRONT_URL}/admin/journal/new`))?.status()).toBe(404)

    await page.context().clearCookies()
    const token = await registerThroughApi(request, {
      email: uniqueEmail(testInfo, 'journal-tourist'),
      password: 'harbour-lantern-43-journal',
      firstName: 'Ola',
      lastName: 'Tourist',
    })
    await signInContext(page.context(), STOREFRONT_URL, token)
    expect((await page.goto(`${STOREFRONT_URL}/admin/journal`))?.status()).toBe(404)
  })
})
