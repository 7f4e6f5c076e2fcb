import { lighten, mix } from './color.ts'
import type { Random } from '../../../platform/random/seeded-random.ts'
import { fractalNoise } from './random.ts'
import type { Point } from './svg.ts'
import { areaUnder, circlePath, num, polygon, verticalGradient } from './svg.ts'

/**
 * Rows behind the first are drawn without anti-aliasing: their edges lie on other foliage, where
 * the missing smoothing does not show (least of all once resized), and rendering takes a third
 * less time. The first row, against the sky or far hills, keeps smooth edges.
 */
function rendering(depth: number): string {
  return depth > 0 ? ' shape-rendering="optimizeSpeed"' : ''
}

/** The height of a ground line at x (linear between its evenly spaced points). */
export function groundAt(ground: readonly Point[], x: number): number {
  const first = ground[0]
  if (first === undefined) return 0
  const step = (ground[1]?.[0] ?? first[0] + 1) - first[0]
  const index = Math.min(ground.length - 2, Math.max(0, Math.floor((x - first[0]) / step)))
  const [x0, y0] = ground[index] ?? first
  const [x1, y1] = ground[index + 1] ?? first
  return y0 + ((y1 - y0) * (x - x0)) / (x1 - x0 || 1)
}

/** A spruce: a narrow spire with ragged tiers of branches; also its half on the light's side. */
function spruce(
  random: Random,
  x: number,
  ground: number,
  height: number,
  lightSide: number,
): { whole: string; lit: string } {
  // Small, distant trees need fewer tiers: the detail would not show, and every point costs.
  const tiers = Math.max(3, Math.min(9, Math.round(height / 7) + random.int(0, 1)))
  const tip = ground - height
  const spread = height * random.range(0.17, 0.23)
  const right: Point[] = []
  const left: Point[] = []
  for (let tier = 1; tier <= tiers; tier += 1) {
    const level = tip + (height * 0.9 * tier) / tiers
    const reach = spread * (tier / tiers) ** 0.85
    right.push(
      [x + reach * random.range(0.85, 1.15), level],
      [x + reach * 0.4, level - height * 0.03],
    )
    left.push(
      [x - reach * random.range(0.85, 1.15), level],
      [x - reach * 0.4, level - height * 0.03],
    )
  }
  const trunk = height * 0.035
  const litSide = lightSide > 0 ? left : right
  return {
    whole: polygon([
      [x, tip],
      ...right,
      [x + trunk, ground + 3],
      [x - trunk, ground + 3],
      ...left.reverse(),
    ]),
    lit: polygon([[x, tip], ...litSide, [x, ground - height * 0.05]]),
  }
}

export type ForestLook = {
  /** The crest of the hill the forest covers. */
  readonly ground: readonly Point[]
  readonly bottom: number
  /** No rows start below this y (nearer land hides them); the bottom when omitted. */
  readonly until?: number
  /** At most this many rows (a band of forest in the distance needs few); 8 when omitted. */
  readonly maxRows?: number
  /** Tree height in the first row (smallest); later rows grow. */
  readonly height: readonly [number, number]
  /** Colour of the farthest row and of the nearest one. */
  readonly far: string
  readonly near: string
  /** Colour the light gives the sides of trees that face it, and how much. */
  readonly light: string
  readonly lightAmount: number
  /** +1 light from the left, -1 from the right. */
  readonly lightSide: number
  /** Share of the crest with trees (clumps and clearings); 1 is unbroken forest. */
  readonly cover: number
}

type ForestRow = { ground: Point[]; scale: number; depth: number }

/**
 * Rows of trees from the crest down to the bottom of the picture, each nearer, so larger (by
 * perspective) and lower than the last; `depth` runs from 0 (the crest row) to 1 (the nearest).
 */
function forestRows(look: ForestLook, overlap: number): ForestRow[] {
  const meanHeight = (look.height[0] + look.height[1]) / 2
  const rows: Omit<ForestRow, 'depth'>[] = []
  let drop = 0
  let scale = 1
  while (rows.length < (look.maxRows ?? 8)) {
    const ground = look.ground.map(([x, y]) => [x, y + drop] as const)
    // A row still shows while its tree tops are above the limit, even if their feet are below.
    const tops = Math.min(...ground.map(([, y]) => y)) - meanHeight * scale * 0.5
    if (tops > (look.until ?? look.bottom)) break
    rows.push({ ground, scale })
    drop += meanHeight * overlap * scale
    scale *= 1.25
  }
  return rows.map((row, index) => ({
    ...row,
    depth: rows.length === 1 ? 1 : index / (rows.length - 1),
  }))
}

/** A hillside of spruce: the ground, then rows of trees from the crest down toward the viewer. */
export function drawConiferForest(
  defs: string[],
  id: string,
  random: Random,
  width: number,
  look: ForestLook,
): string {
  const top = Math.min(...look.ground.map(([, y]) => y))
  defs.push(
    verticalGradient(id, top, look.bottom, [
      { offset: 0, color: look.far },
      { offset: 1, color: look.near },
    ]),
  )
  const parts = [`<path d="${areaUnder(look.ground, look.bottom)}" fill="url(#${id})"/>`]
  const samples = Math.ceil(width / 8) + 2
  for (const { ground, scale, depth } of forestRows(look, 0.5)) {
    const clumps = fractalNoise(random, samples, { frequency: 5, octaves: 2, persistence: 0.5 })
    const color = mix(look.far, look.near, depth)
    const trees: string[] = []
    const lit: string[] = []
    const [low, high] = look.height
    const spacing = (low + high) * 0.13 * scale
    for (let x = -20; x < width + 20; x += spacing * random.range(0.5, 1.3)) {
      const density = clumps[Math.max(0, Math.min(samples - 1, Math.round(x / 8)))] ?? 0
      if (density < 1 - 2 * look.cover) continue
      const height =
        (low + (high - low) * random.next()) * scale * (0.8 + 0.3 * Math.max(0, density))
      const tree = spruce(random, x, groundAt(ground, x) + 2, height, look.lightSide)
      trees.push(tree.whole)
      // Light on the far rows' small trees would not show.
      if (depth >= 0.4) lit.push(tree.lit)
    }
    parts.push(`<path d="${trees.join('')}" fill="${color}"${rendering(depth)}/>`)
    if (look.lightAmount > 0 && lit.length > 0) {
      parts.push(
        `<path d="${lit.join('')}" fill="${mix(color, look.light, look.lightAmount)}" fill-opacity="0.55"${rendering(depth)}/>`,
      )
    }
  }
  return parts.join('')
}

/**
 * A hillside of broad-leaved trees: heaped crowns in rows, each crown a shaded round under a
 * leafy one under a highlight on the side of the light. Crowns of one colour share one path per
 * row (drawing thousands of separate circles is what makes an SVG slow to render).
 */
export function drawBroadleafForest(
  defs: string[],
  id: string,
  random: Random,
  width: number,
  look: ForestLook & { readonly foliage: readonly string[]; readonly haze: string },
): string {
  const top = Math.min(...look.ground.map(([, y]) => y))
  defs.push(
    verticalGradient(id, top, look.bottom, [
      { offset: 0, color: look.far },
      { offset: 1, color: look.near },
    ]),
  )
  const parts = [`<path d="${areaUnder(look.ground, look.bottom)}" fill="url(#${id})"/>`]
  for (const { ground, scale, depth } of forestRows(look, 0.55)) {
    // One path per colour and row: shadows and highlights share one colour each, leaves keep
    // theirs. Every path costs its whole width in render time, however few shapes it holds.
    const shadows: string[] = []
    const leaves = new Map<string, string[]>()
    const highlights: string[] = []
    const [low, high] = look.height
    const spacing = (low + high) * 0.34 * scale
    for (let x = -30; x < width + 30; x += spacing * random.range(0.55, 1.1)) {
      const base = groundAt(ground, x) + 2
      const size = (low + (high - low) * random.next()) * scale
      const color = random.pick(look.foliage)
      // Small, distant crowns are single rounds (a row of them reads as a scalloped canopy);
      // near ones are heaped from several. Detail that would not show only costs render time.
      const rounds = size < 16 ? 1 : size < 28 ? 2 : random.int(3, 5)
      const crownY = base - size * 0.5
      const leaf = leaves.get(color) ?? []
      for (let round = 0; round < rounds; round += 1) {
        const angle = random.range(0, Math.PI * 2)
        const reach = rounds === 1 ? 0 : random.range(0.1, 0.32) * size
        const cx = x + Math.cos(angle) * reach * 1.1
        const cy = crownY + Math.sin(angle) * reach * 0.8
        const radius = size * (rounds === 1 ? random.range(0.36, 0.44) : random.range(0.22, 0.32))
        shadows.push(circlePath(cx - look.lightSide * radius * 0.12, cy + radius * 0.15, radius))
        leaf.push(circlePath(cx + look.lightSide * radius * 0.1, cy - radius * 0.1, radius * 0.85))
        if (size >= 14 && depth >= 0.5) {
          highlights.push(
            circlePath(cx + look.lightSide * radius * 0.3, cy - radius * 0.3, radius * 0.42),
          )
        }
      }
      leaves.set(color, leaf)
    }
    const hazed = (color: string) => mix(mix(color, look.haze, (1 - depth) * 0.35), look.near, 0.15)
    const shade = mix(hazed(look.foliage[0] ?? look.near), look.near, 0.55)
    parts.push(`<path d="${shadows.join('')}" fill="${shade}"${rendering(depth)}/>`)
    for (const [color, paths] of leaves) {
      parts.push(`<path d="${paths.join('')}" fill="${hazed(color)}"${rendering(depth)}/>`)
    }
    if (highlights.length > 0) {
      parts.push(
        `<path d="${highlights.join('')}" fill="${look.light}" fill-opacity="${num(0.3 * look.lightAmount + 0.08)}"${rendering(depth)}/>`,
      )
    }
  }
  return parts.join('')
}

/** One broad-leaved tree standing alone: trunk, shaded crown, leaves and highlights. */
export function drawLoneTree(
  random: Random,
  base: Point,
  size: number,
  colors: { trunk: string; leaves: string; shade: string; light: string; lightSide: number },
): string {
  const [x, y] = base
  const shadows: string[] = []
  const leaves: string[] = []
  const highlights: string[] = []
  for (let round = 0; round < 22; round += 1) {
    const angle = random.range(0, Math.PI * 2)
    const reach = Math.sqrt(random.next()) * size * 0.42
    const cx = x + Math.cos(angle) * reach * 1.2
    const cy = y - size * 1.0 + Math.sin(angle) * reach * 0.75
    const radius = size * random.range(0.14, 0.22)
    shadows.push(circlePath(cx - colors.lightSide * radius * 0.1, cy + radius * 0.18, radius))
    leaves.push(
      circlePath(cx + colors.lightSide * radius * 0.12, cy - radius * 0.12, radius * 0.85),
    )
    highlights.push(
      circlePath(cx + colors.lightSide * radius * 0.34, cy - radius * 0.36, radius * 0.45),
    )
  }
  const trunk = polygon([
    [x - size * 0.05, y],
    [x - size * 0.03, y - size * 0.7],
    [x - size * 0.16, y - size * 0.95],
    [x - size * 0.02, y - size * 0.8],
    [x + size * 0.12, y - size * 1.0],
    [x + size * 0.03, y - size * 0.72],
    [x + size * 0.05, y],
  ])
  return [
    `<path d="${trunk}" fill="${colors.trunk}"/>`,
    `<path d="${shadows.join('')}" fill="${colors.shade}"/>`,
    `<path d="${leaves.join('')}" fill="${colors.leaves}"/>`,
    `<path d="${highlights.join('')}" fill="${colors.light}" fill-opacity="0.35"/>`,
  ].join('')
}

/**
 * A palm leaning over the picture: a tapering curved trunk, and a fan of arching fronds whose
 * leaflets hang from the rib (drawn as strokes, which is what makes them read as feathery).
 */
export function drawPalm(
  random: Random,
  base: Point,
  height: number,
  lean: number,
  color: string,
): string {
  const [baseX, baseY] = base
  const crown: Point = [baseX + lean * height * 0.5, baseY - height]
  const bend: Point = [baseX + lean * height * 0.05, baseY - height * 0.55]
  const left: Point[] = []
  const right: Point[] = []
  for (let index = 0; index <= 16; index += 1) {
    const t = index / 16
    const x = (1 - t) ** 2 * baseX + 2 * (1 - t) * t * bend[0] + t * t * crown[0]
    const y = (1 - t) ** 2 * baseY + 2 * (1 - t) * t * bend[1] + t * t * crown[1]
    const half = height * (0.026 - 0.012 * t)
    left.push([x - half, y])
    right.push([x + half, y])
  }
  const ribs: string[] = []
  const leaflets: string[] = []
  const fronds = random.int(8, 11)
  for (let frond = 0; frond < fronds; frond += 1) {
    // A starburst: fronds all round the crown, from straight up to hanging down either side.
    const angle = -Math.PI * 1.15 + (Math.PI * 1.3 * frond) / (fronds - 1) + random.range(-0.1, 0.1)
    const sideways = Math.abs(Math.cos(angle))
    // Fronds pointing up are the young, short ones; the long ones arch out sideways.
    const length = height * random.range(0.3, 0.4) * (0.7 + 0.3 * sideways)
    const tip: Point = [
      crown[0] + Math.cos(angle) * length,
      crown[1] + Math.sin(angle) * length * 0.6 + length * 0.42 * sideways,
    ]
    const control: Point = [
      crown[0] + Math.cos(angle) * length * 0.55,
      crown[1] + Math.sin(angle) * length * 0.5 - length * 0.32 * sideways,
    ]
    const at = (t: number): Point => [
      (1 - t) ** 2 * crown[0] + 2 * (1 - t) * t * control[0] + t * t * tip[0],
      (1 - t) ** 2 * crown[1] + 2 * (1 - t) * t * control[1] + t * t * tip[1],
    ]
    ribs.push(
      `M${num(crown[0])} ${num(crown[1])}Q${num(control[0])} ${num(control[1])} ${num(tip[0])} ${num(tip[1])}`,
    )
    const steps = 30
    for (let step = 3; step <= steps; step += 1) {
      const t = step / steps
      const [x, y] = at(t)
      const [nextX, nextY] = at(Math.min(1, t + 0.02))
      const tangentLength = Math.hypot(nextX - x, nextY - y) || 1
      const tangent: Point = [(nextX - x) / tangentLength, (nextY - y) / tangentLength]
      const leaf = length * 0.22 * Math.sin(Math.PI * (0.15 + t * 0.85)) ** 0.6
      for (const side of [-1, 1]) {
        // Leaflets sweep forward along the rib and hang down under their own weight.
        const dx = -tangent[1] * side * 0.4 + tangent[0] * 0.65
        const dy = tangent[0] * side * 0.4 + tangent[1] * 0.65 + 0.6
        leaflets.push(`M${num(x)} ${num(y)}l${num(dx * leaf)} ${num(dy * leaf)}`)
      }
    }
  }
  const coconuts = [0, 1, 2]
    .map((index) =>
      circlePath(crown[0] + (index - 1) * height * 0.022, crown[1] + height * 0.02, height * 0.016),
    )
    .join('')
  return [
    `<path d="${polygon([...left, ...right.reverse()])}${coconuts}" fill="${color}"/>`,
    `<path d="${ribs.join('')}" fill="none" stroke="${color}" stroke-width="${num(height * 0.008)}" stroke-linecap="round"/>`,
    `<path d="${leaflets.join('')}" fill="none" stroke="${color}" stroke-width="${num(height * 0.0065)}" stroke-linecap="round"/>`,
  ].join('')
}

/** Grass tufts along a ground line, for a near meadow. */
export function drawGrass(
  random: Random,
  ground: readonly Point[],
  width: number,
  color: string,
  light: string,
): string {
  const blades: string[] = []
  for (let x = -10; x < width + 10; x += random.range(2, 5)) {
    const y = groundAt(ground, x) + random.range(3, 40)
    const height = random.range(5, 14)
    const lean = random.range(-4, 4)
    blades.push(
      polygon([
        [x - 1, y],
        [x + lean, y - height],
        [x + 1, y],
      ]),
    )
  }
  return `<path d="${blades.join('')}" fill="${mix(color, lighten(light, 0.2), 0.3)}" fill-opacity="0.7"/>`
}
