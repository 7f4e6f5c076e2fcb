import { render, screen, within } from '@testing-library/react'
import { userEvent } from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { HERO_GALLERY_TILES, HeroGallery, heroGalleryTiles } from './hero-gallery.tsx'

const images = Array.from({ length: 8 }, (_, index) => ({
  url: `/media/landscape-${String(index + 1)}/{size}`,
  alt: `View ${String(index + 1)}`,
}))

const labels = {
  label: 'Photos',
  showAllLabel: (count: number) => `Show all ${String(count)} photos`,
}

describe('issue 42 hero gallery', () => {
  it('a desktop shows the first photo and four more as tiles; phones swipe through all', () => {
    expect(HERO_GALLERY_TILES).toBe(5)
    expect(heroGalleryTiles(8)).toBe(5)
    expect(heroGalleryTiles(3)).toBe(3)
    expect(heroGalleryTiles(0)).toBe(0)
    render(<HeroGallery images={images} {...labels} />)
    const items = within(screen.getByRole('list', { name: 'Photos' })).getAllByRole('listitem')
    expect(items).toHaveLength(8)
    expect(items.filter((item) => item.hasAttribute('data-beyond-tiles'))).toHaveLength(3)
  })

  it('the first photo loads first, wide; the others lazily at card widths', () => {
    render(<HeroGallery images={images} {...labels} />)
    const [first, second] = within(screen.getByRole('list')).getAllByRole('img')
    expect(first?.getAttribute('loading')).toBe('eager')
    expect(first?.getAttribute('srcset')).toContain('/media/landscape-1/1200x0 1200w')
    expect(second?.getAttribute('loading')).toBe('lazy')
    expect(second?.getAttribute('srcset')).toBe(
      '/media/landscape-2/400x267 400w, /media/landscape-2/600x400 600w, /media/landscape-2/800x534 800w',
    )
  })

  it('a photo opens the viewer at it; Show all opens it at the first; Escape returns focus', async () => {
    const user = userEvent.setup()
    render(<HeroGallery images={images} {...labels} />)
    await user.click(screen.getByRole('button', { name: 'View 3' }))
    const viewer = await screen.findByRole('dialog')
    expect(viewer.querySelector('.tm-viewer__counter')?.textContent).toBe('3 / 8')
    await user.keyboard('{ArrowRight}')
    expect(viewer.querySelector('.tm-viewer__counter')?.textContent).toBe('4 / 8')
    await user.keyboard('{Escape}')
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(screen.getByRole('button', { name: 'View 3' })).toHaveFocus()
    const showAll = screen.getByRole('button', { name: 'Show all 8 photos' })
    await user.click(showAll)
    expect(document.querySelector('.tm-viewer__counter')?.textContent).toBe('1 / 8')
  })

  it('one photo has no Show all button; none renders nothing', () => {
    const { rerender, container } = render(<HeroGallery images={images.slice(0, 1)} {...labels} />)
    expect(screen.queryByRole('button', { name: /Show all/ })).toBeNull()
    rerender(<HeroGallery images={[]} {...labels} />)
    expect(container.innerHTML).toBe('')
  })
})
