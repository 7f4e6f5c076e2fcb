import type { Review } from '@tourmarket/contracts'
import { describe, expect, it } from 'vitest'
import { storyText, travellersStories } from './travellers-stories.ts'

function review(id: number, tour: string, images: string[]): Review {
  return {
    id,
    author_name: 'Anna',
    rating: 5,
    text: 'Wonderful',
    language: 'en',
    trip_date: null,
    organizer_reply: null,
    organizer_replied_at: null,
    created_at: '2026-11-01T10:00:00Z',
    images: images.map((key) => ({
      image: `/media/${key}/{size}`,
      alt: key === 'blank' ? ' ' : `Photo from the trip: ${key}`,
      video_url: null,
    })),
    tour: { id, slug: `${tour.toLowerCase()}-${String(id)}`, url: '/', title: tour },
  }
}

describe("the home page's travellers' stories, from review photos", () => {
  it('makes a story of each photo, captioned with its tour, taking the tours in turn', () => {
    const stories = travellersStories(
      [
        [
          review(1, 'Dolomites', ['a1', 'a2']),
          review(2, 'Dolomites', []),
          review(3, 'Dolomites', ['a3']),
        ],
        [review(4, 'Bled', ['b1'])],
        [],
      ],
      10,
    )
    expect(stories.map((story) => story.image)).toEqual([
      '/media/a1/{size}',
      '/media/b1/{size}',
      '/media/a2/{size}',
      '/media/a3/{size}',
    ])
    expect(stories[1]).toEqual({
      image: '/media/b1/{size}',
      alt: 'Photo from the trip: b1',
      title: 'Bled',
      tourSlug: 'bled-4',
      author: 'Anna',
      rating: 5,
      text: 'Wonderful',
    })
  })

  it('stops at the limit, shows a photo once, and names a photo without alt by its tour', () => {
    const stories = travellersStories(
      [[review(1, 'Dolomites', ['a1', 'a1', 'a2', 'a3'])], [review(2, 'Bled', ['blank', 'b2'])]],
      3,
    )
    expect(stories.map((story) => story.image)).toEqual([
      '/media/a1/{size}',
      '/media/blank/{size}',
      '/media/b2/{size}',
    ])
    expect(stories[1]?.alt).toBe('Bled')
  })

  it('is empty when no review has a photo', () => {
    expect(travellersStories([[review(1, 'Dolomites', [])], []], 12)).toEqual([])
  })
})

describe('issue 42: a story tells its review', () => {
  it('keeps a short text whole and cuts a long one at a word', () => {
    expect(storyText('  Wonderful  ', 20)).toBe('Wonderful')
    expect(storyText('We walked the old town, then swam in the lake.', 30)).toBe(
      'We walked the old town, then…',
    )
    expect(storyText('x'.repeat(40), 10)).toBe(`${'x'.repeat(9)}…`)
  })
})
