import type { MediaItem } from '@tourmarket/contracts'
import { describe, expect, it } from 'vitest'
import { organizerPhotos } from './organizer-photos-model.ts'

const item = (image: string, alt = image): MediaItem => ({ image, alt, video_url: null })

describe('organizer page photos', () => {
  it('takes tour covers and photos first, then review photos, each image once', () => {
    const photos = organizerPhotos(
      [
        {
          cover: item('/media/a/{size}'),
          photos: [item('/media/a/{size}'), item('/media/b/{size}')],
        },
        { cover: item('/media/c/{size}'), photos: [] },
      ],
      [{ images: [item('/media/b/{size}'), item('/media/r/{size}', 'Review photo')] }],
    )
    expect(photos).toEqual([
      { url: '/media/a/{size}', alt: '/media/a/{size}' },
      { url: '/media/b/{size}', alt: '/media/b/{size}' },
      { url: '/media/c/{size}', alt: '/media/c/{size}' },
      { url: '/media/r/{size}', alt: 'Review photo' },
    ])
  })

  it('is empty without tours or review photos, and skips empty images', () => {
    expect(organizerPhotos([], [{ images: [] }])).toEqual([])
    expect(organizerPhotos([{ cover: item(''), photos: [] }], [])).toEqual([])
  })
})
