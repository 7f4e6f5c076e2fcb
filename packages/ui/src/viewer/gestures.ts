/** §2/§9 fullscreen viewer gestures. */
export const VIEWER_SWIPE_DISTANCE = 100
export const VIEWER_DOUBLE_TAP_MS = 300
export const VIEWER_ZOOM = 2
/** A pointer that moved less than this between down and up tapped rather than dragged. */
export const VIEWER_TAP_SLOP = 10

export type SwipeDecision = 'next' | 'previous' | 'close' | 'none'

/**
 * What a finished swipe does (§2 "swipe 100 px changes slide or closes"): mostly horizontal,
 * 100 px or more, changes slide (leftwards shows the next); mostly vertical, 100 px or more,
 * closes; anything shorter snaps back.
 */
export function decideSwipe(
  deltaX: number,
  deltaY: number,
  distance = VIEWER_SWIPE_DISTANCE,
): SwipeDecision {
  if (Math.abs(deltaX) >= Math.abs(deltaY)) {
    if (deltaX <= -distance) return 'next'
    if (deltaX >= distance) return 'previous'
    return 'none'
  }
  return Math.abs(deltaY) >= distance ? 'close' : 'none'
}

/** Whether a tap completes a double tap: the previous tap was at most 300 ms before (§9). */
export function isDoubleTap(
  previousTapAt: number | null,
  tapAt: number,
  windowMs = VIEWER_DOUBLE_TAP_MS,
): boolean {
  return previousTapAt !== null && tapAt - previousTapAt <= windowMs
}

/** Whether the pointer stayed close enough to its starting point to count as a tap. */
export function isTap(deltaX: number, deltaY: number): boolean {
  return Math.hypot(deltaX, deltaY) < VIEWER_TAP_SLOP
}

export type Point = { x: number; y: number }

/**
 * How far a zoomed image may be panned each way: at zoom z an image of size s overflows its
 * box by s(z − 1), half on each side.
 */
export function clampPan(
  pan: Point,
  size: { width: number; height: number },
  zoom = VIEWER_ZOOM,
): Point {
  const limitX = (size.width * (zoom - 1)) / 2
  const limitY = (size.height * (zoom - 1)) / 2
  return {
    x: Math.min(Math.max(pan.x, -limitX), limitX),
    y: Math.min(Math.max(pan.y, -limitY), limitY),
  }
}

/**
 * The pan that keeps the tapped point under the finger while zooming in: scaling about the
 * centre moves a point at offset p to z·p, so the image shifts back by (z − 1)·p.
 */
export function panToKeepPoint(
  pointFromCentre: Point,
  size: { width: number; height: number },
  zoom = VIEWER_ZOOM,
): Point {
  return clampPan(
    { x: -pointFromCentre.x * (zoom - 1), y: -pointFromCentre.y * (zoom - 1) },
    size,
    zoom,
  )
}
