import type { APIRequestContext, Locator, Page, TestInfo } from '@playwright/test'
import { registerThroughApi, signInThroughApi, uniqueEmail } from './support/accounts.ts'
import { expectNoSeriousAxeViolations } from './support/axe.ts'
import { gotoHydrated } from './support/hydration.ts'
import { API_URL } from './support/servers.ts'
import { expect, test } from './support/test.ts'

// Issue 42 item 4: a tour page that sells — the hero gallery and its lightbox, similar tours, the
// organizer's usual reply time, the quick-date chips' counts and the 'Go up' button's place.

type TourFromApi = {
  id: number
  slug: string
  type: number
  country: { id: number }
  organizer: { id: number }
  gallery: unknown[]
}

const tourOf = async (request: APIRequestContext, slug: string) =>
  (await (await request.get(`/spa/tour?slug=${encodeURIComponent(slug)}`)).json()) as TourFromApi

/** A seeded tour with several photos. */
async function tourWithPhotos(request: APIRequestContext): Promise<TourFromApi> {
  const list = (await (await request.get('/spa/tours?limit=20')).json()) as {
    data: { slug: string }[]
  }
  for (const { slug } of list.data) {
    const tour = await tourOf(request, slug)
    if (tour.gallery.length > 4) return tour
  }
  throw new Error('the seeded catalogue has no tour with five photos')
}

const isPhone = (testInfo: TestInfo) => testInfo.project.name === 'phone'

/** The 'Go up' button, whichever way it points. */
const scrollButton = (page: Page) => page.locator('.tm-scroll-top')

/** Whether what the visitor sees at the middle of the 'Go up' button's box is the button. */
async function buttonOnTop(page: Page): Promise<boolean> {
  return scrollButton(page).evaluate((button) => {
    const rect = button.getBoundingClientRect()
    const top = document.elementFromPoint(rect.left + rect.width / 2, rect.top + rect.height / 2)
    return top !== null && button.contains(top) && getComputedStyle(button).visibility !== 'hidden'
  })
}

test.beforeEach(async ({ context, baseURL }) => {
  // The cookie notice has its own tests; here it would only cover the page.
  await context.addCookies([{ name: 'cookie_notice_dismissed', value: '1', url: baseURL ?? '' }])
})

test.describe('issue 42 the tour page’s hero gallery', () => {
  test('opens on a large first photo; phones swipe; the lightbox shows each photo whole, by keyboard too', async ({
    page,
    request,
  }, testInfo) => {
    const tour = await tourWithPhotos(request)
    await gotoHydrated(page, `/${tour.slug}`)
    const viewport = page.viewportSize() ?? { width: 0, height: 0 }
    const gallery = page.getByRole('list', { name: 'Tour photos' })
    const first = gallery.getByRole('button').first()
    const box = await first.boundingBox()
    // A hero, not a 185 px thumbnail: over half the row on a desktop, the screen's width on a phone.
    expect(box?.width ?? 0).toBeGreaterThan(isPhone(testInfo) ? viewport.width * 0.8 : 500)
    expect(box?.height ?? 0).toBeGreaterThan(isPhone(testInfo) ? 200 : 300)

    if (isPhone(testInfo)) {
      // A finger's swipe to the left brings the next photo in (native scroll snap).
      const cdp = await page.context().newCDPSession(page)
      const y = Math.round((box?.y ?? 0) + (box?.height ?? 0) / 2)
      const startX = Math.round(viewport.width * 0.8)
      await cdp.send('Input.dispatchTouchEvent', {
        type: 'touchStart',
        touchPoints: [{ x: startX, y }],
      })
      for (let step = 1; step <= 10; step += 1) {
        await cdp.send('Input.dispatchTouchEvent', {
          type: 'touchMove',
          touchPoints: [{ x: startX - step * Math.round(viewport.width * 0.06), y }],
        })
      }
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] })
      await expect
        .poll(() => gallery.evaluate((row) => row.scrollLeft))
        .toBeGreaterThan(viewport.width / 2)
    } else {
      // Four more photos beside the first.
      await expect(gallery.getByRole('button').nth(4)).toBeVisible()
    }

    const second = gallery.getByRole('button').nth(1)
    await second.click()
    const viewer = page.getByRole('dialog', { name: 'Tour photos' })
    await expect(viewer.locator('.tm-viewer__counter')).toHaveText(/^2 \/ \d+$/)
    const shown = viewer.locator('.tm-viewer__slide:not([inert]) img')
    await expect(shown).toBeVisible()
    await expect.poll(() => shown.evaluate((image: HTMLImageElement) => image.complete)).toBe(true)
    // The whole photo fits the screen, its shape kept (nothing cropped at the bottom).
    const fit = await shown.evaluate((image: HTMLImageElement) => {
      const rect = image.getBoundingClientRect()
      return {
        top: rect.top,
        bottom: rect.bottom,
        left: rect.left,
        right: rect.right,
        shape: rect.width / rect.height,
        natural: image.naturalWidth / image.naturalHeight,
      }
    })
    expect(fit.top).toBeGreaterThanOrEqual(0)
    expect(fit.left).toBeGreaterThanOrEqual(0)
    expect(fit.bottom).toBeLessThanOrEqual(viewport.height)
    expect(fit.right).toBeLessThanOrEqual(viewport.width)
    expect(Math.abs(fit.shape - fit.natural)).toBeLessThan(0.02)

    await page.keyboard.press('ArrowRight')
    await expect(viewer.locator('.tm-viewer__counter')).toHaveText(/^3 \/ \d+$/)
    await page.keyboard.press('ArrowLeft')
    await expect(viewer.locator('.tm-viewer__counter')).toHaveText(/^2 \/ \d+$/)
    await expectNoSeriousAxeViolations(page)
    await page.keyboard.press('Escape')
    await expect(viewer).toBeHidden()
    await expect(second).toBeFocused()

    await page.getByRole('button', { name: /^Show all \d+ photos$/ }).click()
    await expect(viewer.locator('.tm-viewer__counter')).toHaveText(/^1 \/ \d+$/)
  })
})

test.describe('issue 42 similar tours and the organizer’s reply time', () => {
  test('the page ends with tours of the same country and type, never itself', async ({
    page,
    request,
  }) => {
    const tour = await tourWithPhotos(request)
    await gotoHydrated(page, `/${tour.slug}`)
    const similar = page.getByRole('region', { name: 'Similar tours' })
    const cards = similar.locator('.tour-card')
    await expect(cards.first()).toBeVisible()
    const hrefs = await similar
      .locator('.tour-card h3 a, .tour-card a[href^="/"]')
      .evaluateAll((links) => [...new Set(links.map((link) => link.getAttribute('href') ?? ''))])
    expect(hrefs).not.toContain(`/${tour.slug}`)
    for (const href of hrefs.slice(0, 4)) {
      const other = await tourOf(request, href.slice(1))
      expect(other.country.id).toBe(tour.country.id)
      expect(other.type).toBe(tour.type)
    }
    // At rest at the top: a scroll would set 'Go up' fading while axe reads the colours.
    await expectNoSeriousAxeViolations(page)
  })

  test('“Usually replies within …” once tourists’ questions have been answered', async ({
    page,
    request,
  }, testInfo) => {
    const from = new Date(Date.now() + 31 * 24 * 3600 * 1000).toISOString().slice(0, 10)
    const demo = (await (
      await request.get(`${API_URL}/spa/tours-page`, { params: { dateFrom: from, limit: 1 } })
    ).json()) as { data: { id: number; slug: string; organizer: { id: number } }[] }
    const tour = demo.data[0]
    if (tour === undefined) throw new Error('the seeded catalogue has no demo tour')
    const organizerToken = await signInThroughApi(request, {
      login: 'organizer@tourmarket.test',
      password: 'organizer-demo-2026',
    })
    // Three tourists ask; the organizer answers each at once.
    for (const name of ['Ann', 'Ben', 'Cid']) {
      const email = uniqueEmail(testInfo, `reply-${name.toLowerCase()}`)
      await registerThroughApi(request, {
        email,
        password: 'a-long-walk-in-the-hills',
        firstName: name,
      })
      const token = await signInThroughApi(request, {
        login: email,
        password: 'a-long-walk-in-the-hills',
      })
      const asked = await request.post(`${API_URL}/crm/api/chat/get-chat-with-organizer`, {
        headers: { 'X-Authorization': `Bearer ${token}` },
        data: { organizer_id: tour.organizer.id, tour_id: tour.id, message: 'Is lunch included?' },
      })
      expect(asked.status(), await asked.text()).toBe(200)
      const { id } = (await asked.json()) as { id: number }
      const answered = await request.post(`${API_URL}/crm/api/chat/send-message`, {
        headers: { 'X-Authorization': `Bearer ${organizerToken}` },
        data: { chat_id: id, message: 'Yes, a picnic.' },
      })
      expect(answered.status(), await answered.text()).toBe(200)
    }

    // Earlier journeys may have left the demo organizer's chats slower; three quick answers
    // make sure there is something to say, and the page says what the chats give.
    const answer = (await (
      await request.get(`${API_URL}/spa/organizer-reply-time`, {
        params: { organizer_id: tour.organizer.id },
      })
    ).json()) as { reply_time: 'hour' | 'hours' | 'day' | null }
    const words = {
      hour: ['Usually replies within an hour', 'Обычно отвечает в течение часа'],
      hours: ['Usually replies within a few hours', 'Обычно отвечает в течение нескольких часов'],
      day: ['Usually replies within a day', 'Обычно отвечает в течение дня'],
    } as const
    expect(answer.reply_time).not.toBeNull()
    const [english, russian] = words[answer.reply_time ?? 'day']
    await gotoHydrated(page, `/${tour.slug}`)
    await expect(page.getByTestId('tour-organizer').getByTestId('tour-reply-time')).toHaveText(
      english,
    )
    await gotoHydrated(page, `/ru/${tour.slug}`)
    await expect(page.getByTestId('tour-reply-time')).toHaveText(russian)
  })
})

test.describe('issue 42 the quick-date chips count the tours of the search', () => {
  test('a month chip’s tooltip is the count its dates give, on a country’s page', async ({
    page,
  }, testInfo) => {
    await gotoHydrated(page, '/italy')
    const whole = Number(
      ((await page.locator('.search-page__count').textContent()) ?? '').replace(/[^\d]/g, ''),
    )
    let scope: Page | Locator = page
    if (isPhone(testInfo)) {
      await page.getByRole('button', { name: 'Filters' }).click()
      scope = page.getByRole('dialog', { name: 'Filters' })
    } else {
      scope = page.getByRole('complementary', { name: 'Filters' })
    }
    const chip = scope.getByRole('group', { name: 'Quick dates' }).getByRole('button').first()
    await expect(chip).toHaveAttribute('title', /^\d+ tours?$/)
    const counted = Number(((await chip.getAttribute('title')) ?? '').replace(/[^\d]/g, ''))
    // Within the country, never the whole catalogue's count.
    expect(counted).toBeGreaterThan(0)
    expect(counted).toBeLessThanOrEqual(whole)
    await chip.click()
    if (isPhone(testInfo)) {
      await expect(scope.getByRole('button', { name: /^Show \d+ tours?$/ })).toHaveText(
        counted === 1 ? 'Show 1 tour' : `Show ${String(counted)} tours`,
      )
    } else {
      await expect(page.locator('.search-page__count')).toHaveText(
        counted === 1 ? '1 tour found' : `${String(counted)} tours found`,
      )
    }
  })
})

test.describe('issue 42 the “Go up” button never lies over content or dialogs', () => {
  test('it steps aside from a link or button under it, and dialogs cover it', async ({
    page,
    request,
  }) => {
    const tour = await tourWithPhotos(request)
    await gotoHydrated(page, `/${tour.slug}`)
    await page.evaluate(() => window.scrollTo(0, 700))
    await expect(scrollButton(page)).toBeVisible()

    // Bring a link or button that shares the button's column under its middle.
    const aligned = await scrollButton(page).evaluate((button) => {
      const rect = button.getBoundingClientRect()
      const middle = rect.top + rect.height / 2
      const candidates = [...document.querySelectorAll<HTMLElement>('main a[href], main button')]
      for (const candidate of candidates) {
        const box = candidate.getBoundingClientRect()
        if (box.width === 0 || box.left > rect.right - 8 || box.right < rect.left + 8) continue
        const pageTop = box.top + window.scrollY
        if (pageTop < 900) continue
        window.scrollTo(0, pageTop + box.height / 2 - middle)
        candidate.dataset.underGoUp = ''
        return true
      }
      return false
    })
    expect(aligned).toBe(true)
    const under = page.locator('[data-under-go-up]')
    await expect(scrollButton(page)).toBeHidden()
    // What is under it can be pressed: the visitor sees it, not the button.
    await expect.poll(() => buttonOnTop(page)).toBe(false)
    await expect(under).toBeVisible()

    // A dialog's backdrop covers it.
    await page.getByRole('button', { name: 'Report a problem' }).focus()
    await page.keyboard.press('Enter')
    await expect(
      page.getByRole('dialog', { name: 'Report a problem with this tour' }),
    ).toBeVisible()
    expect(await buttonOnTop(page)).toBe(false)
  })
})
