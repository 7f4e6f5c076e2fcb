import { describe, expect, it } from 'vitest'
import { densitySrcSet, imageUrl, readGalleryImage } from './media-url.ts'

describe('§3 media item: image URL template with a size placeholder', () => {
  it('fills the size', () => {
    expect(imageUrl('/media/landscape-12/{size}', { width: 185, height: 122 })).toBe(
      '/media/landscape-12/185x122',
    )
  })

  it('builds a 1x/2x srcset, and leaves a fixed image alone', () => {
    expect(
      densitySrcSet('/m/{size}.webp', { width: 250, height: 300 }, { width: 500, height: 600 }),
    ).toBe('/m/250x300.webp 1x, /m/500x600.webp 2x')
    expect(densitySrcSet('/fixed.jpg', { width: 1, height: 1 }, { width: 2, height: 2 })).toBe(
      '/fixed.jpg',
    )
  })
})

describe('§3 gallery image: url string, or object with url and alt', () => {
  it('gives every image an alt text', () => {
    expect(readGalleryImage('/a.jpg', 'Photo 1')).toEqual({ url: '/a.jpg', alt: 'Photo 1' })
    expect(readGalleryImage({ url: '/b.jpg', alt: 'Colosseum at dusk' }, 'Photo 2')).toEqual({
      url: '/b.jpg',
      alt: 'Colosseum at dusk',
    })
    expect(readGalleryImage({ url: '/c.jpg', alt: '  ' }, 'Photo 3').alt).toBe('Photo 3')
  })
})
