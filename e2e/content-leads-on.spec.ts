import type { APIRequestContext, TestInfo } from '@playwright/test'
import {
  registerThroughApi,
  signInContext,
  signInThroughApi,
  uniqueEmail,
} from './support/accounts.ts'
import { expectNoSeriousAxeViolations } from './support/axe.ts'
import { gotoHydrated } from './support/hydration.ts'
import { API_URL } from './support/servers.ts'
import { expect, test } from './support/test.ts'

// Issue 42 items 5, 6, 8 and 9: stories and articles lead to tours, a 404 leads on, the chat box
// fits touch screens, help topics, the organizer's verification badge and each chat participant's
// own picture. Every journey runs at 1280 and 390 px (PHONE_SPECS).

const PASSWORD = 'a-long-walk-in-the-hills'
/** The README's demo organizer: it acts for the organizer of the demo tour. */
const DEMO_ORGANIZER = { login: 'organizer@tourmarket.test', password: 'organizer-demo-2026' }
/** A 2x2 PNG: the smallest photo the upload takes. */
const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAFElEQVR4nGP4z8DAwAAi/v///x8AHu8F+5BApdwAAAAASUVORK5CYII=',
  'base64',
)

type PostSummary = { slug: string; title: string }
type Post = PostSummary & { country: { id: number; slug: string; name: string } | null }

async function journalPost(request: APIRequestContext, title: RegExp): Promise<Post> {
  const list = (await (await request.get(`${API_URL}/spa/blog-posts`)).json()) as {
    data: PostSummary[]
  }
  const summary = list.data.find((post) => title.test(post.title))
  if (summary === undefined) throw new Error(`the seeded journal has no post like ${String(title)}`)
  const post = await request.get(`${API_URL}/spa/blog-post?slug=${summary.slug}`)
  return (await post.json()) as Post
}

test.describe('issue 42: travellers’ stories lead to their tour', () => {
  test('a story tells its review and leads to the tour', async ({ page }) => {
    await gotoHydrated(page, '/')
    const row = page.getByTestId('home-stories')
    const poster = row.getByRole('link').first()
    // Before the page has started too, a poster is a link to its tour.
    const href = await poster.getAttribute('href')
    expect(href).toMatch(/^\/[a-z0-9-]+$/)
    const tourTitle = (await poster.innerText()).trim()

    await poster.click()
    const dialog = page.getByRole('dialog', { name: tourTitle })
    const story = dialog.getByTestId('home-story')
    await expect(story.locator('img.home-story__photo')).toBeVisible()
    await expect(story.getByRole('blockquote')).not.toBeEmpty()
    await expect(story).toContainText(`about “${tourTitle}”`)
    await expect(story.getByRole('img', { name: /^Rated [1-5] out of 5$/ })).toBeVisible()
    await expectNoSeriousAxeViolations(page)

    await dialog.getByRole('link', { name: 'See the tour' }).click()
    await expect(page).toHaveURL(href ?? '')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(tourTitle)
  })

  test('§1 in Russian too', async ({ page }) => {
    await gotoHydrated(page, '/ru')
    const poster = page.getByTestId('home-stories').getByRole('link').first()
    await expect(poster).toHaveAttribute('href', /^\/ru\/[a-z0-9-]+$/)
    await poster.click()
    await expect(
      page.getByRole('dialog').getByRole('link', { name: 'Посмотреть тур' }),
    ).toBeVisible()
  })
})

test.describe('issue 42: a journal article ends with tours of its place', () => {
  test('an article about Georgia shows tours there and leads to all of them', async ({
    page,
    request,
  }) => {
    const post = await journalPost(request, /Georgia: from Tbilisi/)
    expect(post.country?.name).toBe('Georgia')
    await gotoHydrated(page, `/journal/${post.slug}`)

    const section = page.getByRole('region', { name: 'Tours in Georgia' })
    await expect(section.getByRole('listitem').first()).toBeVisible()
    const cards = await section.getByRole('listitem').count()
    expect(cards).toBeGreaterThan(0)
    expect(cards).toBeLessThanOrEqual(3)
    await expectNoSeriousAxeViolations(page)

    await section.getByRole('link', { name: /^All \d+ tours in Georgia$/ }).click()
    await expect(page).toHaveURL(`/${post.country?.slug ?? ''}`)
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Georgia')
  })

  test('§1 the Russian article names the place in Russian; a general one has no tours', async ({
    page,
    request,
  }) => {
    const post = await journalPost(request, /Georgia: from Tbilisi/)
    await gotoHydrated(page, `/ru/journal/${post.slug}`)
    await expect(page.getByRole('region', { name: 'Туры: Грузия' })).toBeVisible()
    await expect(page.getByRole('link', { name: /^Все туры \(\d+\): Грузия$/ })).toHaveAttribute(
      'href',
      `/ru/${post.country?.slug ?? ''}`,
    )

    const general = await journalPost(request, /^Early Booking or Last Minute\?$/)
    expect(general.country).toBeNull()
    await gotoHydrated(page, `/journal/${general.slug}`)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(general.title)
    await expect(page.getByTestId('journal-place-tours')).toHaveCount(0)
  })
})

test.describe('issue 42: a 404 page leads on', () => {
  // The browser reports the document's own 404 on the console; that is the point of these tests.
  test.use({ expectedConsoleErrors: [/status of 404/] })

  test('answers 404 with the site’s header, a search and popular destinations and tours', async ({
    page,
  }) => {
    const response = await page.goto('/no-such-page/for-issue-42')
    expect(response?.status()).toBe(404)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found')
    await expect(page.getByRole('banner')).toBeVisible()
    await expect(page.getByRole('contentinfo')).toBeVisible()

    const destinations = page.getByRole('navigation', { name: 'Popular destinations' })
    await expect(destinations.getByRole('link').first()).toBeVisible()
    const tours = page.getByRole('region', { name: 'Popular tours' })
    await expect(tours.getByRole('listitem').first()).toBeVisible()
    await expectNoSeriousAxeViolations(page)

    const search = page
      .getByRole('search')
      .filter({ has: page.getByText('Search for a tour or a place') })
    await search.getByRole('searchbox', { name: 'Search for a tour or a place' }).fill('Tbilisi')
    await search.getByRole('button', { name: 'Find' }).click()
    await expect(page).not.toHaveURL(/no-such-page/)
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Tbilisi')
  })

  test('§1 in Russian, and a destination leads to its tours', async ({ page }) => {
    const response = await page.goto('/ru/no-such-page')
    expect(response?.status()).toBe(404)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Страница не найдена')
    await expect(page.getByRole('searchbox', { name: 'Найти тур или место' })).toBeVisible()
    const destination = page
      .getByRole('navigation', { name: 'Популярные направления' })
      .getByRole('link')
      .first()
    const name = (await destination.innerText()).trim()
    await expect(destination).toHaveAttribute('href', /^\/ru\/[a-z0-9-]+$/)
    await destination.click()
    await expect(page.getByRole('heading', { level: 1 })).toContainText(name)
  })
})

test.describe('issue 42: help topics and the organizer’s verification', () => {
  test('the help request offers booking, payment, refund and cancellation and sends a refund question', async ({
    page,
  }, testInfo) => {
    await gotoHydrated(page, '/help-center')
    const form = page.locator('#help-request')
    const topic = form.getByRole('combobox', { name: 'Topic' })
    for (const name of ['Booking', 'Payment', 'Refund', 'Cancellation']) {
      await expect(topic.getByRole('option', { name, exact: true })).toHaveCount(1)
    }
    await form.getByRole('textbox', { name: 'Your name' }).fill('Rita Refund')
    await form.getByRole('textbox', { name: 'E-mail' }).fill(uniqueEmail(testInfo, 'help-refund'))
    await topic.selectOption('refund')
    await form.getByRole('textbox', { name: 'Your question' }).fill('When does my refund arrive?')
    await form.getByRole('button', { name: 'Send' }).click()
    await expect(form.getByRole('status')).toHaveText(/Your question has been sent/)

    await gotoHydrated(page, '/ru/help-center')
    const russianTopic = page.locator('#help-request').getByRole('combobox')
    for (const name of ['Бронирование', 'Оплата', 'Возврат денег', 'Отмена бронирования']) {
      await expect(russianTopic.getByRole('option', { name, exact: true })).toHaveCount(1)
    }
  })

  test('a verified organizer shows badges; one with no check passed shows no verification at all', async ({
    page,
    request,
  }) => {
    const hub = (await (
      await request.get(`${API_URL}/spa/hub-organizer-page?limit=100`)
    ).json()) as {
      data: { id: number }[]
    }
    let verified: number | null = null
    let unchecked: number | null = null
    for (const { id } of hub.data) {
      if (verified !== null && unchecked !== null) break
      const answer = await request.get(`${API_URL}/crm/api/organizer/verification-info?id=${id}`)
      const info = (await answer.json()) as Record<
        'identity' | 'documents' | 'internal',
        { is_verified: boolean }
      >
      const passed = [info.identity, info.documents, info.internal].filter((c) => c.is_verified)
      if (verified === null && info.identity.is_verified) verified = id
      if (unchecked === null && passed.length === 0) unchecked = id
    }
    if (verified === null || unchecked === null) throw new Error('the seed lacks an organizer kind')

    await gotoHydrated(page, `/tour-provider/${String(verified)}`)
    const panel = page.getByRole('region', { name: 'Verification' })
    await expect(panel.getByTestId('organizer-check-identity')).toHaveText('Identity verified')
    await expect(page.getByRole('main')).not.toContainText('Not performed')
    await expectNoSeriousAxeViolations(page)

    await gotoHydrated(page, `/tour-provider/${String(unchecked)}`)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await expect(page.getByTestId('organizer-verification')).toHaveCount(0)
    await expect(page.getByRole('main')).not.toContainText(/Not performed|Our own check/)
  })
})

/** A tourist with a profile photo, asking the demo tour's organizer: the chat's id. */
async function touristWithPhotoAsks(request: APIRequestContext, testInfo: TestInfo) {
  const email = uniqueEmail(testInfo, 'chat-photo')
  await registerThroughApi(request, { email, password: PASSWORD, firstName: 'Petra' })
  const token = await signInThroughApi(request, { login: email, password: PASSWORD })
  const headers = { 'X-Authorization': `Bearer ${token}` }
  const upload = await request.post(`${API_URL}/crm/api/image/upload`, {
    headers,
    multipart: { image: { name: 'me.png', mimeType: 'image/png', buffer: TINY_PNG } },
  })
  expect(upload.status(), await upload.text()).toBe(200)
  const image = (await upload.json()) as { id: number; uuid: string }
  const photo = await request.post(`${API_URL}/crm/api/user/update-profile-photo`, {
    headers,
    data: { avatar_id: image.id },
  })
  expect(photo.status(), await photo.text()).toBe(200)

  const from = new Date(Date.now() + 31 * 24 * 3600 * 1000).toISOString().slice(0, 10)
  const tours = (await (
    await request.get(`${API_URL}/spa/tours-page`, { params: { dateFrom: from, limit: 1 } })
  ).json()) as { data: { id: number; organizer: { id: number } }[] }
  const tour = tours.data[0]
  if (tour === undefined) throw new Error('the seeded catalogue has no tour with later dates')
  const asked = await request.post(`${API_URL}/crm/api/chat/get-chat-with-organizer`, {
    headers,
    data: { organizer_id: tour.organizer.id, tour_id: tour.id, message: 'Is lunch included?' },
  })
  expect(asked.status(), await asked.text()).toBe(200)
  return { token, chatId: ((await asked.json()) as { id: number }).id, photoUuid: image.uuid }
}

test.describe('issue 42: chat avatars and the touch keyboard', () => {
  test('the organizer sees the tourist’s own photo; the tourist sees the organizer', async ({
    page,
    browser,
    baseURL,
    request,
  }, testInfo) => {
    const tourist = await touristWithPhotoAsks(request, testInfo)
    const organizerToken = await signInThroughApi(request, DEMO_ORGANIZER)
    const organizerContext = await browser.newContext({
      viewport: page.viewportSize(),
      hasTouch: testInfo.project.name === 'phone',
      isMobile: testInfo.project.name === 'phone',
    })
    await signInContext(organizerContext, baseURL ?? '', organizerToken)
    const organizer = await organizerContext.newPage()
    await gotoHydrated(organizer, `/chat/${String(tourist.chatId)}`)
    const header = organizer.locator('.chat-conversation__header')
    await expect(header.getByRole('heading', { name: 'Petra Tester' })).toBeVisible()
    await expect(header.locator('img')).toHaveAttribute(
      'src',
      new RegExp(`/media/upload-${tourist.photoUuid}/`),
    )
    await expect(organizer.getByRole('textbox', { name: 'Your message' })).toBeVisible()
    await expectNoSeriousAxeViolations(organizer)
    await organizerContext.close()

    await signInContext(page.context(), baseURL ?? '', tourist.token)
    await gotoHydrated(page, `/chat/${String(tourist.chatId)}`)
    const ownHeader = page.locator('.chat-conversation__header')
    await expect(ownHeader.getByRole('heading', { level: 2 })).not.toHaveText('Petra Tester')
    await expect(ownHeader.locator(`img[src*="upload-${tourist.photoUuid}"]`)).toHaveCount(0)
  })

  test('“Enter sends” is said where there is a keyboard, not on a touch screen', async ({
    page,
    baseURL,
    request,
  }, testInfo) => {
    const tourist = await touristWithPhotoAsks(request, testInfo)
    await signInContext(page.context(), baseURL ?? '', tourist.token)
    await gotoHydrated(page, `/chat/${String(tourist.chatId)}`)
    const box = page.getByRole('textbox', { name: 'Your message' })
    await expect(box).toBeVisible()
    const hint = 'Enter sends, Shift+Enter starts a new line.'
    if (testInfo.project.name === 'phone') {
      await expect(page.getByText(hint)).toHaveCount(0)
      await expect(box).not.toHaveAccessibleDescription(hint)
    } else {
      await expect(page.getByText(hint)).toBeVisible()
      await expect(box).toHaveAccessibleDescription(hint)
      // The keyboard is as before: Enter sends.
      await box.fill('Can I bring a dog?')
      await box.press('Enter')
      await expect(page.getByRole('log').getByText('Can I bring a dog?')).toBeVisible()
    }
  })
})
