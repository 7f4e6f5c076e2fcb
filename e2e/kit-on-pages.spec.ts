import type { APIRequestContext } from '@playwright/test'
import { openBeforeHydration } from './support/before-hydration.ts'
import { gotoHydrated } from './support/hydration.ts'
import { expect, test } from './support/test.ts'

type Card = { cover: { image: string }; photos: { image: string }[] }

/**
 * A seeded organizer whose tours (all on the page's first tour page of 12) carry more than the
 * tile gallery's 6 distinct photos, so its 'View All' shows.
 */
async function organizerWithManyPhotos(request: APIRequestContext): Promise<number> {
  const hub = (await (await request.get('/spa/hub-organizer-page?limit=100')).json()) as {
    data: { id: number; tours_count: number }[]
  }
  for (const organizer of hub.data.filter((item) => item.tours_count > 0)) {
    const info = (await (
      await request.get(`/crm/api/organizer/public-info?id=${String(organizer.id)}`)
    ).json()) as { tour_ids: number[] }
    if (info.tour_ids.length > 12) continue
    const cards = (await (
      await request.get(`/crm/api/tour/get-by-ids?ids=${info.tour_ids.join(',')}`)
    ).json()) as { data: Card[] }
    const images = new Set(
      cards.data.flatMap((card) => [card.cover.image, ...card.photos.map((photo) => photo.image)]),
    )
    if (images.size > 6) return organizer.id
  }
  throw new Error('the seeded catalogue has no organizer with more than 6 tour photos')
}

test.describe('the kit on the pages: the organizer page’s tile gallery', () => {
  test('tiles are links to the photo before the page starts', async ({ page, request }) => {
    const id = await organizerWithManyPhotos(request)
    await page.goto(`/tour-provider/${String(id)}`)
    const photos = page.getByTestId('organizer-photos')
    await expect(photos.getByRole('heading', { name: 'Photos' })).toBeVisible()
    const tiles = photos.locator('.tm-tile-gallery__tile')
    await expect(tiles).toHaveCount(6)
    await expect(tiles.first()).toHaveAttribute('href', /\/1200x0$/)
    await expect(photos.getByRole('link', { name: 'View All' })).toHaveAttribute(
      'href',
      /\/1200x0$/,
    )
  })

  test("a tile and 'View All' open the viewer at the right photo; Esc closes it", async ({
    page,
    request,
  }) => {
    const id = await organizerWithManyPhotos(request)
    await gotoHydrated(page, `/tour-provider/${String(id)}`)
    const photos = page.getByTestId('organizer-photos')
    const viewer = page.getByRole('dialog', { name: 'Photos from the organizer’s tours' })

    await photos.locator('.tm-tile-gallery__tile').nth(2).click()
    await expect(viewer).toBeVisible()
    await expect(viewer.locator('.tm-viewer__counter')).toHaveText(/^3 \/ \d+$/)
    await page.keyboard.press('Escape')
    await expect(viewer).toBeHidden()
    expect(page.url()).toContain(`/tour-provider/${String(id)}`)

    await photos.getByRole('link', { name: 'View All' }).click()
    await expect(viewer).toBeVisible()
    await expect(viewer.locator('.tm-viewer__counter')).toHaveText(/^1 \/ (\d+)$/)
    const total = Number(
      /\/ (\d+)$/.exec((await viewer.locator('.tm-viewer__counter').textContent()) ?? '')?.[1],
    )
    expect(total).toBeGreaterThan(6)
    await page.keyboard.press('Escape')
    await expect(viewer).toBeHidden()
  })

  test('the keyboard opens a tile too', async ({ page, request }) => {
    const id = await organizerWithManyPhotos(request)
    await gotoHydrated(page, `/tour-provider/${String(id)}`)
    const tile = page.getByTestId('organizer-photos').locator('.tm-tile-gallery__tile').nth(1)
    await tile.focus()
    await page.keyboard.press('Enter')
    const viewer = page.getByRole('dialog', { name: 'Photos from the organizer’s tours' })
    await expect(viewer.locator('.tm-viewer__counter')).toHaveText(/^2 \/ \d+$/)
    await page.keyboard.press('Escape')
    await expect(viewer).toBeHidden()
  })
})

test.describe('the kit on the pages: the home page’s travellers’ stories', () => {
  // Issue 42: a story leads to its tour (content-leads-on.spec.ts follows it there).
  test('posters are links to their tour before the page starts', async ({ page }) => {
    const early = await openBeforeHydration(page, '/')
    const stories = page.getByRole('list', { name: 'Travellers’ stories' })
    const posters = stories.getByRole('link')
    expect(await posters.count()).toBeGreaterThan(1)
    await expect(posters.first()).toHaveAttribute('href', /^\/[a-z0-9-]+$/)
    await expect(posters.first().locator('.tm-stories__title')).not.toBeEmpty()
    await early.hydrate()
  })

  test('a poster opens its story in a dialog; Esc closes it and the page stays', async ({
    page,
  }) => {
    await gotoHydrated(page, '/')
    const posters = page.getByRole('list', { name: 'Travellers’ stories' }).getByRole('link')
    expect(await posters.count()).toBeGreaterThan(1)
    const poster = posters.nth(1)
    await poster.scrollIntoViewIfNeeded()
    const box = await poster.boundingBox()
    // 374x500 posters (§9), narrower on a phone but of the same shape.
    expect(Math.round(((box?.width ?? 0) * 500) / 374)).toBeCloseTo(box?.height ?? 0, -1)
    const title = (await poster.innerText()).trim()
    await poster.click()
    const story = page.getByRole('dialog', { name: title })
    await expect(story.getByRole('link', { name: 'See the tour' })).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(story).toBeHidden()
    expect(new URL(page.url()).pathname).toBe('/')
  })
})

test.describe('the kit on the pages: the home page’s featured tours carousel', () => {
  test('before the page starts it is a row of card links that scrolls natively', async ({
    page,
  }) => {
    const early = await openBeforeHydration(page, '/')
    const carousel = page.getByRole('region', { name: 'Tours to start with' })
    await expect(carousel.getByRole('article')).toHaveCount(6)
    await expect(carousel.locator('.swiper')).toHaveCount(0)
    const row = carousel.locator('.tm-lazy-carousel__row')
    const scrolled = await row.evaluate((element) => {
      element.scrollLeft = element.scrollWidth
      return element.scrollLeft
    })
    expect(scrolled).toBeGreaterThan(0)
    await expect(carousel.getByRole('article').first().getByRole('link')).toHaveAttribute(
      'href',
      /^\/[a-z0-9-]+-\d+$/,
    )
    await early.hydrate()
  })

  test('near the viewport Swiper takes it over: Next advances, a swipe moves it', async ({
    page,
  }) => {
    // Swiper is not in the page's first load; it loads when the row comes near the viewport.
    const swiperLoaded = page.waitForRequest(/\/assets\/carousel-[^/]+\.js$/)
    await gotoHydrated(page, '/')
    const carousel = page.getByRole('region', { name: 'Tours to start with' })
    await carousel.scrollIntoViewIfNeeded()
    await swiperLoaded
    const next = carousel.getByRole('button', { name: 'Next' })
    await expect(next).toBeVisible()
    await expect(carousel.getByRole('button', { name: 'Previous' })).toHaveAttribute(
      'aria-disabled',
      'true',
    )
    const active = carousel.locator('.swiper-slide-active')
    await expect(active).toHaveAttribute('aria-label', '1 / 6')
    await next.click()
    await expect(active).toHaveAttribute('aria-label', '2 / 6')
    await expect(carousel.getByRole('button', { name: 'Previous' })).toHaveAttribute(
      'aria-disabled',
      'false',
    )

    // A drag from the middle of the row (away from the §9 20 px edge) moves it on, once the
    // Next's 300 ms transition is over: on a busy machine it outlasts the class change above.
    const swiper = carousel.locator('.swiper')
    await expect
      .poll(() =>
        swiper.evaluate(
          (element) => (element as { swiper?: { animating: boolean } }).swiper?.animating,
        ),
      )
      .toBe(false)
    const box = await swiper.boundingBox()
    if (box === null) throw new Error('the carousel has no box')
    const y = box.y + box.height / 3
    await page.mouse.move(box.x + box.width * 0.7, y)
    await page.mouse.down()
    await page.mouse.move(box.x + box.width * 0.2, y, { steps: 8 })
    await page.mouse.up()
    await expect(active).not.toHaveAttribute('aria-label', '2 / 6')
    expect(new URL(page.url()).pathname).toBe('/')
  })

  test('the cards’ links are reached with Tab, and the row follows focus', async ({ page }) => {
    await gotoHydrated(page, '/')
    const carousel = page.getByRole('region', { name: 'Tours to start with' })
    await carousel.scrollIntoViewIfNeeded()
    await expect(carousel.getByRole('button', { name: 'Next' })).toBeVisible()
    const links = carousel.locator('.tour-card__link')
    await links.first().focus()
    for (let step = 0; step < 5; step += 1) {
      // Each card: its title link, then its heart.
      await page.keyboard.press('Tab')
      await page.keyboard.press('Tab')
    }
    await expect(links.last()).toBeFocused()
    await expect(links.last()).toBeInViewport()
  })
})
