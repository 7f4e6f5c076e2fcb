import { describe, expect, it } from 'vitest'
import { projectRoute } from './route-projection.ts'

describe('projectRoute', () => {
  it('keeps north up and west left inside the margins', () => {
    const [west, north] = projectRoute(
      [
        { latitude: 0, longitude: 0 },
        { latitude: 1, longitude: 1 },
      ],
      200,
      100,
      10,
    )
    expect(west?.x).toBeLessThan(north?.x ?? 0)
    expect(north?.y).toBeLessThan(west?.y ?? 0)
    for (const point of [west, north]) {
      expect(point?.x).toBeGreaterThanOrEqual(10)
      expect(point?.x).toBeLessThanOrEqual(190)
      expect(point?.y).toBeGreaterThanOrEqual(10)
      expect(point?.y).toBeLessThanOrEqual(90)
    }
  })

  it('puts places at one spot in the middle, and draws nothing for no places', () => {
    expect(projectRoute([{ latitude: 5, longitude: 5 }], 200, 100, 10)).toEqual([{ x: 100, y: 50 }])
    expect(projectRoute([], 200, 100, 10)).toEqual([])
  })

  it('squeezes longitude by the cosine of the latitude', () => {
    const points = projectRoute(
      [
        { latitude: 60, longitude: 0 },
        { latitude: 60, longitude: 2 },
        { latitude: 61, longitude: 0 },
      ],
      1000,
      1000,
      0,
    )
    const width = (points[1]?.x ?? 0) - (points[0]?.x ?? 0)
    const height = (points[0]?.y ?? 0) - (points[2]?.y ?? 0)
    expect(width / height).toBeCloseTo(2 * Math.cos((60.333 * Math.PI) / 180), 2)
  })
})
