import type { APIRequestContext } from '@playwright/test'
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
