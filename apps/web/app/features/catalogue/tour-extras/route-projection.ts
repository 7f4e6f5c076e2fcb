/** A place with coordinates, as /spa/tours-cities gives it. */
export type RoutePoint = { readonly latitude: number; readonly longitude: number }

export type ProjectedPoint = { readonly x: number; readonly y: number }

/**
 * Places on a width × height drawing with a margin, north up, keeping the route's proportions
 * (longitude shrinks with the cosine of the latitude). One place, or places at one spot, sit in
 * the middle.
 */
export function projectRoute(
  points: readonly RoutePoint[],
  width: number,
  height: number,
  margin: number,
): ProjectedPoint[] {
  if (points.length === 0) return []
  const middleLatitude = points.reduce((sum, point) => sum + point.latitude, 0) / points.length
  const squeeze = Math.cos((middleLatitude * Math.PI) / 180)
  const xs = points.map((point) => point.longitude * squeeze)
  const ys = points.map((point) => point.latitude)
  const minX = Math.min(...xs)
  const minY = Math.min(...ys)
  const spanX = Math.max(...xs) - minX
  const spanY = Math.max(...ys) - minY
  const span = Math.max(spanX, spanY)
  const innerWidth = width - 2 * margin
  const innerHeight = height - 2 * margin
  if (span === 0) return points.map(() => ({ x: width / 2, y: height / 2 }))
  const scale = Math.min(innerWidth / (spanX || span), innerHeight / (spanY || span))
  const offsetX = margin + (innerWidth - spanX * scale) / 2
  const offsetY = margin + (innerHeight - spanY * scale) / 2
  return points.map((_, index) => ({
    x: offsetX + ((xs[index] ?? 0) - minX) * scale,
    y: offsetY + (spanY - ((ys[index] ?? 0) - minY)) * scale,
  }))
}
