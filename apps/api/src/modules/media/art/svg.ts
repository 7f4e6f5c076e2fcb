/** Small builders for the SVG text the pictures are drawn in. */
export type Point = readonly [number, number]

/** One decimal is finer than a pixel of the 2x render and keeps the SVG short. */
export function num(value: number): string {
  return String(Math.round(value * 10) / 10)
}

export type GradientStop = { offset: number; color: string; opacity?: number }

function stopsOf(stops: readonly GradientStop[]): string {
  return stops
    .map(
      ({ offset, color, opacity }) =>
        `<stop offset="${num(offset)}" stop-color="${color}"${opacity === undefined ? '' : ` stop-opacity="${String(Math.round(opacity * 1000) / 1000)}"`}/>`,
    )
    .join('')
}

/** A vertical gradient in picture coordinates, from y1 down to y2. */
export function verticalGradient(
  id: string,
  y1: number,
  y2: number,
  stops: readonly GradientStop[],
): string {
  return `<linearGradient id="${id}" gradientUnits="userSpaceOnUse" x1="0" y1="${num(y1)}" x2="0" y2="${num(y2)}">${stopsOf(stops)}</linearGradient>`
}

/** A radial gradient over the shape it fills (centre to edge). */
export function radialGradient(id: string, stops: readonly GradientStop[]): string {
  return `<radialGradient id="${id}">${stopsOf(stops)}</radialGradient>`
}

/** A closed outline through the points. */
export function polygon(points: readonly Point[]): string {
  return `M${points.map(([x, y]) => `${num(x)} ${num(y)}`).join('L')}Z`
}

/**
 * A closed area under a line of points: along the line, then down to `bottom` and back. The line
 * is drawn with quadratic curves through the midpoints, so ridges have no visible corners.
 */
export function areaUnder(points: readonly Point[], bottom: number): string {
  const first = points[0]
  const last = points.at(-1)
  if (first === undefined || last === undefined) return ''
  const segments = [`M${num(first[0])} ${num(bottom)}`, `L${num(first[0])} ${num(first[1])}`]
  for (let index = 1; index < points.length - 1; index += 1) {
    const [x, y] = points[index] ?? first
    const [nextX, nextY] = points[index + 1] ?? last
    segments.push(`Q${num(x)} ${num(y)} ${num((x + nextX) / 2)} ${num((y + nextY) / 2)}`)
  }
  segments.push(`L${num(last[0])} ${num(last[1])}`, `L${num(last[0])} ${num(bottom)}Z`)
  return segments.join('')
}

/**
 * A circle as path data, so many circles of one colour can share one path element. Small ones
 * are polygons: within a pixel of round at the 2x render, and far cheaper to rasterise than arcs.
 */
export function circlePath(cx: number, cy: number, radius: number): string {
  if (radius >= 10) {
    return `M${num(cx - radius)} ${num(cy)}a${num(radius)} ${num(radius)} 0 1 0 ${num(radius * 2)} 0a${num(radius)} ${num(radius)} 0 1 0 ${num(-radius * 2)} 0Z`
  }
  const sides = Math.max(8, Math.round(radius * 1.5))
  const corners: Point[] = []
  for (let side = 0; side < sides; side += 1) {
    const angle = (side / sides) * Math.PI * 2
    corners.push([cx + Math.cos(angle) * radius, cy + Math.sin(angle) * radius])
  }
  return polygon(corners)
}
