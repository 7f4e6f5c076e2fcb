import { render, screen, within } from '@testing-library/react'
import { userEvent } from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { TILE_GALLERY_LIMIT, TileGallery } from './tile-gallery.tsx'

const images = Array.from({ length: 9 }, (_, index) => ({
  url: `/media/portrait-${String(index + 1)}/{size}`,
  alt: `View ${String(index + 1)}`,
}))

describe('§9 tile gallery: limit 6, sizes 250x300 and 500x600 at 2x', () => {
  it('shows 6 tiles with 1x and 2x sizes', () => {
    render(<TileGallery images={images} />)
    expect(TILE_GALLERY_LIMIT).toBe(6)
    const tiles = within(screen.getByRole('list')).getAllByRole('img')
    expect(tiles).toHaveLength(6)
    expect(tiles[0]?.getAttribute('srcset')).toBe(
      '/media/portrait-1/250x300 1x, /media/portrait-1/500x600 2x',
    )
    expect(tiles[0]?.getAttribute('width')).toBe('250')
  })

  it("a tile opens the viewer at its photo; 'View All' opens it at the first of all 9", async () => {
    const user = userEvent.setup()
    render(<TileGallery images={images} />)
    const tile = screen.getByRole('link', { name: 'View 4' })
    // Before the page starts, a tile is a link to the photo at the viewer's size.
    expect(tile.getAttribute('href')).toBe('/media/portrait-4/1200x0')
    await user.click(tile)
    const viewer = await screen.findByRole('dialog')
    expect(viewer.querySelector('.tm-viewer__counter')?.textContent).toBe('4 / 9')
    await user.keyboard('{Escape}')
    await user.click(screen.getByRole('link', { name: 'View All' }))
    expect(document.querySelector('.tm-viewer__counter')?.textContent).toBe('1 / 9')
  })

  it("has no 'View All' when every photo has a tile; the label is translatable", () => {
    const { rerender } = render(<TileGallery images={images} viewAllLabel="Смотреть все" />)
    expect(screen.getByRole('link', { name: 'Смотреть все' })).toBeVisible()
    rerender(<TileGallery images={images.slice(0, 6)} viewAllLabel="Смотреть все" />)
    expect(screen.queryByRole('link', { name: 'Смотреть все' })).toBeNull()
  })
})
