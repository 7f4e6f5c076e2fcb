import type { Random } from '../../../platform/random/seeded-random.ts'
import { fractalNoise } from './random.ts'
import type { Point } from './svg.ts'
import { areaUnder, num, polygon, verticalGradient } from './svg.ts'

export type Terrain = 'peaks' | 'hills' | 'dunes' | 'mesas'

const step = 4

function smoothstep(from: number, to: number, value: number): number {
  const t = Math.min(1, Math.max(0, (value - from) / (to - from)))
  return t * t * (3 - 2 * t)
}

/** Height of the land along the picture, 0 (low) to about 1 (high), in the shape of a terrain. */
function profile(random: Random, terrain: Terrain, count: number): number[] {
  switch (terrain) {
    case 'peaks': {
      const massif = fractalNoise(random, count, { frequency: 1.6, octaves: 2, persistence: 0.5 })
      const crags = fractalNoise(random, count, { frequency: 3.2, octaves: 6, persistence: 0.52 })
      // Ridged noise (1 - |n|) folds smooth noise into sharp summits and rounded valleys.
      return massif.map((value, index) => {
        const ridged = 1 - Math.abs((crags[index] ?? 0) * 1.5)
        return 0.5 * (value * 0.5 + 0.5) + 0.55 * ridged * ridged
      })
    }
    case 'hills': {
      const rolling = fractalNoise(random, count, { frequency: 2.2, octaves: 4, persistence: 0.35 })
      return rolling.map((value) => 0.5 + 0.6 * value)
    }
    case 'dunes': {
      const waves = fractalNoise(random, count, { frequency: 2.6, octaves: 2, persistence: 0.25 })
      const swell = fractalNoise(random, count, { frequency: 1, octaves: 1, persistence: 0.5 })
      // Dunes have sharp crests between long smooth flanks.
      return waves.map(
        (value, index) => 0.75 * (1 - Math.abs(value * 1.6)) + 0.3 * (swell[index] ?? 0),
      )
    }
    case 'mesas': {
      const plateaus = fractalNoise(random, count, { frequency: 3.5, octaves: 3, persistence: 0.3 })
      const ledges = fractalNoise(random, count, { frequency: 30, octaves: 1, persistence: 0.5 })
      // Flat tops with steep cliffs: a sharp step where the noise crosses a threshold.
      return plateaus.map(
        (value, index) =>
          0.15 + 0.65 * smoothstep(0.2, 0.27, value) + 0.03 * (ledges[index] ?? 0) + 0.1 * value,
      )
    }
  }
}

export type RidgeShape = {
  readonly terrain: Terrain
  /** The y the land's mean height sits at. */
  readonly crest: number
  /** How tall, in picture units, the land rises and falls around it. */
  readonly amplitude: number
  /** Multiplies the height along x (e.g. a valley: high at the edges, low in the middle). */
  readonly shape?: (x: number) => number
}

/** Points along a ridge, a little wider than the picture so shifted copies still cover it. */
export function ridgeLine(random: Random, width: number, ridge: RidgeShape): Point[] {
  const margin = 40
  const count = Math.ceil((width + 2 * margin) / step) + 1
  const heights = profile(random, ridge.terrain, count)
  return heights.map((height, index) => {
    const x = index * step - margin
    return [x, ridge.crest - ridge.amplitude * height * (ridge.shape?.(x) ?? 1)] as const
  })
}

export type RidgeLook = {
  readonly id: string
  /** Colour of the slopes facing the light (the base of the layer). */
  readonly lit: string
  /** Colour laid over the faces turned from the light, and its strength. */
  readonly shade: string
  readonly shadeOpacity: number
  /** +1 when the light comes from the left, -1 from the right. */
  readonly lightSide: number
  /** Colour at the foot of the layer: mist or haze pooling in the valley. */
  readonly foot: string
  /** Where the foot colour is reached: where the next layer hides this one. */
  readonly footAt: number
  readonly bottom: number
  readonly random: Random
  readonly snow?: { readonly line: number; readonly color: string }
}

/** Indexes of summits: points higher than every other within `reach` points either side. */
function summits(points: readonly Point[], reach: number): number[] {
  const found: number[] = []
  for (let index = 0; index < points.length; index += 1) {
    const y = points[index]?.[1] ?? 0
    let highest = true
    for (
      let other = Math.max(0, index - reach);
      other <= Math.min(points.length - 1, index + reach);
      other += 1
    ) {
      const otherY = points[other]?.[1] ?? 0
      if (otherY < y || (otherY === y && other < index)) {
        highest = false
        break
      }
    }
    if (highest) found.push(index)
  }
  return found
}

/**
 * The faces turned from the light, one path each: the ridge from a summit down to the next valley
 * on the shaded side, and the same line again lower down and nearer the light, so the face is a
 * band that follows the slope. Each face fades out downward, so it shows no lower edge.
 */
function shadedFaces(points: readonly Point[], look: RidgeLook): string[] {
  const { random, lightSide } = look
  const away = -lightSide
  const faces: string[] = []
  const peaks = summits(points, 5)
  for (const peak of peaks) {
    const summit = points[peak]
    if (summit === undefined) continue
    let valley = peak
    let index = peak + away
    while (index >= 0 && index < points.length && !peaks.includes(index)) {
      if ((points[index]?.[1] ?? 0) > (points[valley]?.[1] ?? 0)) valley = index
      index += away
    }
    const low = points[valley]
    if (low === undefined || valley === peak) continue
    const rise = low[1] - summit[1]
    if (rise < 3) continue
    const band = rise * random.range(1.2, 2) + 10
    // A cone lit from the side shows more shade than light: the face leans toward the light.
    const lean = band * random.range(0.2, 0.6)
    const slope: Point[] = []
    for (let along = peak; along !== valley + away; along += away) {
      const point = points[along]
      if (point !== undefined) slope.push(point)
    }
    const lower = slope.map(([x, y], position) => {
      const t = position / Math.max(1, slope.length - 1)
      // Full lean under the summit, none under the valley: the face narrows into the gully.
      return [x - away * lean * (1 - t), y + band * (1 - t) ** 0.7] as const
    })
    faces.push(
      `<path d="${polygon([...slope, ...lower.reverse()])}" fill="url(#${look.id}Shade)"/>`,
    )
  }
  return faces
}

/**
 * One layer of land: a gradient from its crest to its foot, snow above a ragged snow line, and
 * the faces turned from the light shaded, clipped to the layer's outline.
 */
export function drawRidge(defs: string[], points: readonly Point[], look: RidgeLook): string {
  const top = Math.min(...points.map(([, y]) => y))
  const outline = areaUnder(points, look.bottom)
  defs.push(
    `<clipPath id="${look.id}Clip"><path d="${outline}"/></clipPath>`,
    verticalGradient(`${look.id}Fill`, top, Math.max(top + 1, look.footAt), [
      { offset: 0, color: look.lit },
      { offset: 0.3, color: look.lit },
      { offset: 1, color: look.foot },
    ]),
  )
  const parts = [`<path d="${outline}" fill="url(#${look.id}Fill)"/>`]
  const clipped: string[] = []
  if (look.snow !== undefined) {
    const { line, color } = look.snow
    const ragged = fractalNoise(look.random, points.length, {
      frequency: 14,
      octaves: 3,
      persistence: 0.6,
    })
    const edge = points
      .map(([x, y], index) => {
        // Snow reaches lower down gullies and lies deeper under high summits.
        const depth = line + (ragged[index] ?? 0) * 30 + Math.max(0, line - y) * 0.25
        return [x, depth] as const
      })
      .reverse()
    const first = points[0]
    const last = points.at(-1)
    if (first !== undefined && last !== undefined) {
      clipped.push(
        `<path d="${polygon([[first[0], top - 5], [last[0], top - 5], ...edge])}" fill="${color}" fill-opacity="0.9"/>`,
      )
    }
  }
  if (look.shadeOpacity > 0) {
    // Over each face's own box (objectBoundingBox units), so every face fades out at its foot.
    defs.push(
      `<linearGradient id="${look.id}Shade" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${look.shade}" stop-opacity="${num(look.shadeOpacity)}"/><stop offset="0.6" stop-color="${look.shade}" stop-opacity="${num(look.shadeOpacity * 0.7)}"/><stop offset="1" stop-color="${look.shade}" stop-opacity="0"/></linearGradient>`,
    )
    clipped.push(...shadedFaces(points, look))
  }
  if (clipped.length > 0) parts.push(`<g clip-path="url(#${look.id}Clip)">${clipped.join('')}</g>`)
  return parts.join('')
}
