import { describe, expect, it } from 'vitest'
import { clusterPlaces, placesShown, type BoundingBox, type MapPlace } from './map-clusters.ts'

const WORLD: BoundingBox = [-180, -85, 180, 85]
const MAX_ZOOM = 9

function place(id: number, latitude: number, longitude: number): MapPlace {
  return { id, latitude, longitude, title: `Tour ${id}`, badge: `$${id}`, href: `/tour-${id}` }
}

// Two tours from Florence, one from Siena nearby, one from Tbilisi far away.
const places = [
  place(1, 43.7696, 11.2558),
  place(2, 43.7696, 11.2558),
  place(3, 43.3188, 11.3308),
  place(4, 41.7151, 44.8271),
]

describe('results map clusters (issue 42)', () => {
  it('stands for every place at every zoom: the clusters and places add up to the list', () => {
    const clusters = clusterPlaces(places, MAX_ZOOM)
    for (let zoom = 0; zoom <= MAX_ZOOM; zoom += 1) {
      expect(placesShown(clusters.marks(WORLD, zoom))).toBe(places.length)
    }
  })

  it('gathers nearby places at the world view and keeps a far one apart', () => {
    const marks = clusterPlaces(places, MAX_ZOOM).marks(WORLD, 2)
    expect(marks).toHaveLength(2)
    expect(marks).toContainEqual({ kind: 'place', place: places[3] })
    expect(marks.find((mark) => mark.kind === 'cluster')).toMatchObject({ count: 3 })
  })

  it('splits a cluster as the map zooms in, down to the places at one spot', () => {
    const clusters = clusterPlaces(places, MAX_ZOOM)
    const cluster = clusters.marks(WORLD, 2).find((mark) => mark.kind === 'cluster')
    if (cluster?.kind !== 'cluster') throw new Error('expected a cluster')
    expect(clusters.placesOf(cluster.id).map((item) => item.id)).toEqual([1, 2, 3])
    const zoom = clusters.expansionZoom(cluster.id)
    expect(zoom).toBeGreaterThan(2)

    const closest = clusters.marks(WORLD, MAX_ZOOM)
    const florence = closest.find((mark) => mark.kind === 'cluster')
    if (florence?.kind !== 'cluster') throw new Error('expected the Florence cluster')
    expect(florence.count).toBe(2)
    // At the closest zoom the two Florence tours cannot be told apart: the map lists them.
    expect(clusters.expansionZoom(florence.id)).toBeNull()
    expect(clusters.placesOf(florence.id).map((item) => item.id)).toEqual([1, 2])
  })

  it('gives only the marks inside the view', () => {
    const italy: BoundingBox = [6, 36, 19, 47]
    expect(placesShown(clusterPlaces(places, MAX_ZOOM).marks(italy, 5))).toBe(3)
  })

  it('has no marks without places', () => {
    expect(clusterPlaces([], MAX_ZOOM).marks(WORLD, 3)).toEqual([])
  })
})
