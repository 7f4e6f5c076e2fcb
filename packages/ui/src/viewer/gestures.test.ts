import { describe, expect, it } from 'vitest'
import {
  clampPan,
  decideSwipe,
  isDoubleTap,
  isTap,
  panToKeepPoint,
  VIEWER_DOUBLE_TAP_MS,
  VIEWER_SWIPE_DISTANCE,
  VIEWER_ZOOM,
} from './gestures.ts'

describe('§2 viewer: swipe 100 px changes slide or closes', () => {
  it('uses the spec values', () => {
    expect([VIEWER_SWIPE_DISTANCE, VIEWER_DOUBLE_TAP_MS, VIEWER_ZOOM]).toEqual([100, 300, 2])
  })

  it('a horizontal swipe of 100 px or more changes slide; leftwards is next', () => {
    expect(decideSwipe(-100, 10)).toBe('next')
    expect(decideSwipe(140, -30)).toBe('previous')
    expect(decideSwipe(-99, 0)).toBe('none')
  })

  it('a vertical swipe of 100 px or more closes, up or down', () => {
    expect(decideSwipe(20, 100)).toBe('close')
    expect(decideSwipe(0, -180)).toBe('close')
    expect(decideSwipe(10, 99)).toBe('none')
  })

  it('the dominant direction decides a diagonal swipe', () => {
    expect(decideSwipe(-120, 110)).toBe('next')
    expect(decideSwipe(-110, 120)).toBe('close')
  })
})

describe('§2/§9 viewer: double tap within 300 ms zooms 2x', () => {
  it('two taps at most 300 ms apart are a double tap', () => {
    expect(isDoubleTap(null, 1000)).toBe(false)
    expect(isDoubleTap(1000, 1300)).toBe(true)
    expect(isDoubleTap(1000, 1301)).toBe(false)
  })

  it('a pointer that moved under 10 px tapped', () => {
    expect(isTap(3, 4)).toBe(true)
    expect(isTap(6, 8)).toBe(false)
  })

  it('keeps the tapped point in place, within the image', () => {
    const size = { width: 1000, height: 600 }
    expect(panToKeepPoint({ x: 100, y: -50 }, size)).toEqual({ x: -100, y: 50 })
    expect(panToKeepPoint({ x: 700, y: 400 }, size)).toEqual({ x: -500, y: -300 })
    expect(clampPan({ x: 900, y: -900 }, size)).toEqual({ x: 500, y: -300 })
  })
})
