import { describe, expect, it } from 'vitest'
import {
  RECENTLY_VIEWED_LIMIT,
  mergeRecentlyViewed,
  normaliseRecentlyViewed,
  parseSharedTourIds,
  parseStoredRecentlyViewed,
  recordRecentlyViewed,
  sharedTourIdsParam,
} from './recently-viewed.ts'

const at = (minute: number) => new Date(Date.UTC(2027, 0, 1, 12, minute)).toISOString()

describe('issue 42 recently viewed tours', () => {
  it('a tour opened goes to the top, once', () => {
    const list = [
      { tourId: 1, viewedAt: at(2) },
      { tourId: 2, viewedAt: at(1) },
    ]
    expect(recordRecentlyViewed(list, 2, new Date(at(5)))).toEqual([
      { tourId: 2, viewedAt: at(5) },
      { tourId: 1, viewedAt: at(2) },
    ])
  })

  it('keeps the newest views up to the limit', () => {
    const many = Array.from({ length: RECENTLY_VIEWED_LIMIT + 3 }, (_, index) => ({
      tourId: index + 1,
      viewedAt: at(index),
    }))
    const kept = normaliseRecentlyViewed(many)
    expect(kept).toHaveLength(RECENTLY_VIEWED_LIMIT)
    expect(kept[0]).toEqual({ tourId: RECENTLY_VIEWED_LIMIT + 3, viewedAt: at(14) })
    expect(kept.some((view) => view.tourId === 1)).toBe(false)
  })

  it('a merge keeps each tour at its latest view, from either list', () => {
    const device = [
      { tourId: 5, viewedAt: at(9) },
      { tourId: 6, viewedAt: at(3) },
    ]
    const account = [
      { tourId: 6, viewedAt: at(7) },
      { tourId: 7, viewedAt: at(1) },
    ]
    expect(mergeRecentlyViewed(device, account)).toEqual([
      { tourId: 5, viewedAt: at(9) },
      { tourId: 6, viewedAt: at(7) },
      { tourId: 7, viewedAt: at(1) },
    ])
  })

  it('reads unreadable storage as nothing viewed and drops what is not a view', () => {
    expect(parseStoredRecentlyViewed(null)).toEqual([])
    expect(parseStoredRecentlyViewed('{')).toEqual([])
    expect(parseStoredRecentlyViewed('{"tourId":1}')).toEqual([])
    expect(
      parseStoredRecentlyViewed(
        JSON.stringify([
          { tourId: 'x', viewedAt: at(1) },
          { tourId: 3, viewedAt: 'yesterday' },
          null,
          { tourId: '4', viewedAt: at(2) },
        ]),
      ),
    ).toEqual([{ tourId: 4, viewedAt: at(2) }])
  })
})

describe('issue 42 shared favourites lists', () => {
  it('reads the ids in the sharer’s order, without repeats or junk', () => {
    expect(parseSharedTourIds('5, 9,x,2,5,-1,0')).toEqual([5, 9, 2])
    expect(parseSharedTourIds(null)).toEqual([])
    expect(parseSharedTourIds('')).toEqual([])
  })

  it('writes at most 100 ids, and reads them back', () => {
    const ids = Array.from({ length: 120 }, (_, index) => index + 1)
    const param = sharedTourIdsParam(ids)
    expect(param.split(',')).toHaveLength(100)
    expect(parseSharedTourIds(param)).toEqual(ids.slice(0, 100))
    expect(parseSharedTourIds(ids.join(','))).toHaveLength(100)
  })
})
