import { render, screen, within } from '@testing-library/react'
import { userEvent } from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { PhotoPreview, photoPreviewCounts } from './photo-preview.tsx'

const images = [
  { url: '/media/landscape-1/{size}', alt: 'Colosseum' },
  '/media/landscape-2/{size}',
  { url: '/media/landscape-3/{size}', alt: 'Pantheon' },
  { url: '/media/landscape-4/{size}', alt: 'Forum' },
  { url: '/media/landscape-5/{size}', alt: 'Tiber' },
]

describe('§2 photo preview: up to 3 images with "+N more photos"', () => {
  it('counts the shown tiles and the rest', () => {
    expect(photoPreviewCounts(5)).toEqual({ shown: 3, more: 2 })
    expect(photoPreviewCounts(3)).toEqual({ shown: 3, more: 0 })
    expect(photoPreviewCounts(1)).toEqual({ shown: 1, more: 0 })
    expect(photoPreviewCounts(0)).toEqual({ shown: 0, more: 0 })
  })

  it('shows three tiles, the last covered by "+2 more photos"', () => {
    render(<PhotoPreview images={images} />)
    const tiles = screen.getAllByRole('button')
    expect(tiles).toHaveLength(3)
    expect(within(tiles[2] as HTMLElement).getByText('+2 more photos')).toBeVisible()
    expect(screen.getByRole('img', { name: 'Photo 2 of 5' })).toBeVisible()
  })

  it('uses the singular for one more photo and shows no overlay without more', () => {
    const { rerender } = render(<PhotoPreview images={images.slice(0, 4)} />)
    expect(screen.getByText('+1 more photo')).toBeVisible()
    rerender(<PhotoPreview images={images.slice(0, 3)} />)
    expect(screen.queryByText(/more photo/)).toBeNull()
  })
})

describe('§9 photo preview sizes 185x122 (370x244), mobile 150x95 (300x190) up to 576 px', () => {
  it('serves both sizes through <picture> and srcset', () => {
    render(<PhotoPreview images={images} />)
    const image = screen.getByRole('img', { name: 'Colosseum' })
    expect(image.getAttribute('src')).toBe('/media/landscape-1/185x122')
    expect(image.getAttribute('srcset')).toBe(
      '/media/landscape-1/185x122 1x, /media/landscape-1/370x244 2x',
    )
    const source = image.parentElement?.querySelector('source')
    expect(source?.getAttribute('media')).toBe('(max-width: 575.98px)')
    expect(source?.getAttribute('srcset')).toBe(
      '/media/landscape-1/150x95 1x, /media/landscape-1/300x190 2x',
    )
  })
})

describe('§2 photo preview: each click opens the gallery at that image', () => {
  it('opens the viewer at the clicked photo, over all photos', async () => {
    const user = userEvent.setup()
    render(<PhotoPreview images={images} />)
    expect(document.querySelector('.tm-viewer')).toBeNull()
    await user.click(screen.getAllByRole('button')[2] as HTMLElement)
    const viewer = await screen.findByRole('dialog')
    expect(viewer.querySelector('.tm-viewer__counter')?.textContent).toBe('3 / 5')
    expect(within(viewer).getByRole('img', { name: 'Pantheon' })).toBeVisible()
  })
})
