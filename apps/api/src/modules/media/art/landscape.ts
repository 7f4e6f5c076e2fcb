// Over 400 lines by choice (generated art): the theme palettes and one drawer per scene share private helpers, and every seeded picture depends on the exact order of their random draws.
import { darken, lighten, mix, shiftHue } from './color.ts'
import type { Random } from '../../../platform/random/seeded-random.ts'
import { createRandom } from '../../../platform/random/seeded-random.ts'
import type { Canvas, Celestial, SkyLight, TimeOfDay } from './sky.ts'
import {
  drawAurora,
  drawCelestial,
  drawClouds,
  drawSky,
  drawStars,
  placeCelestial,
  skies,
  starDefs,
} from './sky.ts'
import type { Point } from './svg.ts'
import { areaUnder, num, polygon, verticalGradient } from './svg.ts'
import type { Terrain } from './terrain.ts'
import { drawRidge, ridgeLine } from './terrain.ts'
import {
  drawBroadleafForest,
  drawConiferForest,
  drawGrass,
  drawLoneTree,
  drawPalm,
  groundAt,
} from './vegetation.ts'
import { drawWater } from './water.ts'

export const landscapeThemes = [
  'alpine',
  'desert',
  'tropical',
  'aurora',
  'autumn',
  'river',
] as const
export type LandscapeTheme = (typeof landscapeThemes)[number]

/** Journal covers favour day scenes; the northern lights appear on one in eleven. */
export const journalThemes: readonly LandscapeTheme[] = [
  'alpine',
  'alpine',
  'autumn',
  'autumn',
  'river',
  'river',
  'tropical',
  'tropical',
  'desert',
  'desert',
  'aurora',
]

/** `landscape` for tour photos; `journal` is a calmer, low-horizon composition for journal covers. */
export type Composition = 'landscape' | 'journal'

type ThemeStyle = {
  readonly times: readonly TimeOfDay[]
  readonly terrain: Terrain
  /** Land colours before light and haze: the distant ranges, then the nearest ground. */
  readonly land: readonly [string, string]
  readonly snow: number
  readonly water: number
  readonly waterColor: string
  readonly clouds: number
  readonly forest: 'conifer' | 'broadleaf' | 'none'
  readonly foliage: readonly string[]
}

const themes: Readonly<Record<LandscapeTheme, ThemeStyle>> = {
  alpine: {
    times: ['dawn', 'day', 'day', 'golden', 'golden', 'dusk', 'night'],
    terrain: 'peaks',
    land: ['#6d7a9a', '#2d4a36'],
    snow: 0.85,
    water: 0.45,
    waterColor: '#2d6270',
    clouds: 1,
    forest: 'conifer',
    foliage: ['#2f5a3a'],
  },
  desert: {
    times: ['day', 'golden', 'golden', 'dusk', 'night'],
    terrain: 'mesas',
    land: ['#b0654a', '#e3a766'],
    snow: 0,
    water: 0,
    waterColor: '#3b6f7a',
    clouds: 0.5,
    forest: 'none',
    foliage: ['#6f7a45'],
  },
  tropical: {
    times: ['day', 'day', 'golden', 'dusk'],
    terrain: 'hills',
    land: ['#3f7a72', '#2c6b3c'],
    snow: 0,
    water: 1,
    waterColor: '#0fa5a5',
    clouds: 1.1,
    forest: 'none',
    foliage: ['#2f7a3a'],
  },
  aurora: {
    times: ['night'],
    terrain: 'peaks',
    land: ['#56678a', '#1b2a30'],
    snow: 1,
    water: 0.6,
    waterColor: '#0f2a3a',
    clouds: 0.3,
    forest: 'conifer',
    foliage: ['#1d3a30'],
  },
  autumn: {
    times: ['dawn', 'day', 'golden', 'golden'],
    terrain: 'hills',
    land: ['#7a7f9a', '#5a4a32'],
    snow: 0,
    water: 0.4,
    waterColor: '#3d5a5a',
    clouds: 0.9,
    forest: 'broadleaf',
    foliage: ['#d9722b', '#e8a43a', '#c4442d', '#f0c24a', '#a8532a', '#8a8f3a'],
  },
  river: {
    times: ['dawn', 'day', 'day', 'golden', 'dusk'],
    terrain: 'peaks',
    land: ['#6a84a6', '#3f6e35'],
    snow: 0.4,
    water: 0,
    waterColor: '#3f7282',
    clouds: 1,
    forest: 'broadleaf',
    foliage: ['#3f7a3a', '#5a8f3c'],
  },
}

const canvas: Canvas = { width: 1200, height: 800 }

export type SceneOptions = {
  readonly composition: Composition
  /** Chosen from the seed when omitted. */
  readonly theme?: LandscapeTheme
  readonly time?: TimeOfDay
}

type Scene = {
  readonly random: Random
  readonly style: ThemeStyle
  readonly theme: LandscapeTheme
  readonly time: TimeOfDay
  readonly light: SkyLight
  readonly horizon: number
  readonly sun: Celestial
  /** +1 when the light comes from the left, -1 from the right. */
  readonly lightSide: number
  readonly defs: string[]
}

function lerp(from: number, to: number, amount: number): number {
  return from + (to - from) * amount
}

type LayerColors = { lit: string; base: string; shade: string; foot: string; fade: number }

/**
 * The colours of land at depth t (0 farthest, 1 nearest): distant land pales and blues into the
 * haze, near land keeps its own colour and sinks toward shade as the light fails.
 */
function landColors(scene: Scene, t: number, own?: string): LayerColors {
  const { light, style } = scene
  const fade = (1 - t) ** 1.2 * 0.62
  const natural = own ?? mix(style.land[0], style.land[1], t)
  const hazed = mix(natural, light.haze, fade)
  const base = mix(hazed, light.shade, light.dim * (0.3 + 0.7 * t))
  return {
    base,
    fade,
    lit: mix(base, light.sunlight, light.sunlit * (0.3 + 0.5 * (1 - fade))),
    shade: mix(base, light.shade, 0.5),
    // Haze pools at the foot of distant ranges; near land just darkens toward its base.
    foot: fade > 0.15 ? mix(base, light.haze, 0.3 + fade * 0.5) : darken(base, 0.12),
  }
}

type RangePlan = {
  readonly terrain: Terrain
  readonly crest: number
  readonly amplitude: number
  readonly t: number
  readonly shape?: (x: number) => number
  readonly snowy: boolean
}

function drawRange(
  scene: Scene,
  id: string,
  plan: RangePlan,
  bottom: number,
  footAt: number,
): string {
  const { light, random } = scene
  const points = ridgeLine(random, canvas.width, plan).map(
    ([x, y]) => [x, Math.min(y, bottom - 1)] as const,
  )
  const colors = landColors(scene, plan.t)
  const top = Math.min(...points.map(([, y]) => y))
  const snowColor = mix(
    mix(mix('#f6f8fc', light.sunlight, 0.3), light.haze, colors.fade * 0.35),
    light.shade,
    light.dim * 0.5,
  )
  return drawRidge(scene.defs, points, {
    id,
    lit: colors.lit,
    shade: colors.shade,
    shadeOpacity:
      plan.terrain === 'hills' ? 0 : Math.min(0.7, (0.2 + light.sunlit) * (1 - colors.fade * 0.5)),
    lightSide: scene.lightSide,
    foot: colors.foot,
    footAt,
    bottom,
    random,
    ...(plan.snowy ? { snow: { line: lerp(top, plan.crest, 0.5), color: snowColor } } : {}),
  })
}

/**
 * Ranges of land receding to the horizon, as one SVG string; with a shore they all stand on the
 * far side of water.
 */
function drawRanges(
  scene: Scene,
  plans: readonly RangePlan[],
  shore: number | undefined,
  name = 'range',
): string {
  return plans
    .map((plan, index) => {
      const next = plans[index + 1]
      const bottom = shore ?? canvas.height + 2
      const footAt =
        shore ?? (next === undefined ? canvas.height : next.crest - next.amplitude * 0.2)
      return drawRange(scene, `${name}${String(index)}`, plan, bottom, footAt)
    })
    .join('')
}

/** Distant ranges on the horizon band: tallest and palest at the back. */
function rangePlans(scene: Scene, count: number, base: number, depth: number): RangePlan[] {
  const { random, style, theme } = scene
  const snowy = random.chance(style.snow)
  return Array.from({ length: count }, (_, index) => {
    const t = count === 1 ? 0.5 : (index / (count - 1)) * 0.75
    const terrain: Terrain = theme === 'desert' && index > 0 ? 'dunes' : style.terrain
    const amplitude =
      canvas.height *
      (terrain === 'peaks'
        ? lerp(0.28, 0.13, t)
        : terrain === 'mesas'
          ? lerp(0.2, 0.12, t)
          : lerp(0.12, 0.09, t))
    return {
      terrain,
      t,
      crest: base + depth * (count === 1 ? 0 : index / (count - 1)),
      amplitude,
      snowy: snowy && terrain === 'peaks' && index < count - 1,
    }
  })
}

/** Colours of a forest at depth t (1 nearest): the far rows hazier, the near ones darkest. */
function forestColors(scene: Scene, t: number) {
  const { light, style } = scene
  // Between broad-leaved crowns the eye sees shadowed foliage, not soil.
  const canopy = darken(style.foliage[0] ?? '#2f5a3a', 0.4)
  const near = landColors(scene, t, style.forest === 'conifer' ? '#1f3a2c' : canopy)
  const far = landColors(scene, t * 0.8, style.forest === 'conifer' ? '#2c4a38' : canopy)
  return {
    far: far.base,
    near: darken(near.base, 0.25 * t),
    light: light.sunlight,
    lightAmount: light.sunlit * 0.9 * t,
    lightSide: scene.lightSide,
  }
}

/** A forested hill: spruce in the mountains, broad-leaved trees elsewhere. */
function drawForestHill(
  scene: Scene,
  ground: readonly Point[],
  size: number,
  id: string,
  placement: { bottom?: number; until?: number; depth?: number; maxRows?: number } = {},
): string {
  const { random, style, light } = scene
  const colors = forestColors(scene, placement.depth ?? 1)
  const common = {
    ground,
    bottom: placement.bottom ?? canvas.height + 2,
    ...(placement.until === undefined ? {} : { until: placement.until }),
    ...(placement.maxRows === undefined ? {} : { maxRows: placement.maxRows }),
    cover: 0.85,
    ...colors,
  }
  if (style.forest === 'conifer') {
    return drawConiferForest(scene.defs, id, random, canvas.width, {
      ...common,
      height: [size * 0.45, size],
    })
  }
  const haze = 1 - (placement.depth ?? 1)
  return drawBroadleafForest(scene.defs, id, random, canvas.width, {
    ...common,
    height: [size * 0.6, size],
    foliage: style.foliage.map((color) =>
      mix(mix(color, light.haze, haze * 0.6), light.shade, light.dim * 0.7),
    ),
    haze: light.haze,
  })
}

/** One to three islands on the horizon: the height of land along x (0 at sea level). */
function islandShape(random: Random): (x: number) => number {
  const islands = Array.from({ length: random.int(1, 3) }, () => ({
    centre: random.range(0, canvas.width),
    reach: random.range(140, 360),
  }))
  return (x) =>
    Math.max(0, ...islands.map(({ centre, reach }) => 1 - ((x - centre) / reach) ** 2)) ** 0.5
}

/** A shore or hillside rising toward one edge of the picture. */
function sideGround(scene: Scene, low: number, high: number, fromLeft: boolean): Point[] {
  return ridgeLine(scene.random, canvas.width, {
    terrain: 'hills',
    crest: canvas.height + 4,
    amplitude: high,
    shape: (x) => {
      const across = Math.min(1, Math.max(0, fromLeft ? 1 - x / canvas.width : x / canvas.width))
      return Math.max(low / high, across ** 1.8)
    },
  })
}

/** Mountains, hills or dunes to the horizon, with a lake, a forest or sand in front. */
function drawRangesScene(scene: Scene): string {
  const { random, style, theme, horizon } = scene
  const water = random.chance(style.water)
  if (water) {
    const shore = horizon + canvas.height * random.range(0.05, 0.1)
    const count = theme === 'tropical' ? 1 : random.int(2, 3)
    const plans = rangePlans(scene, count, shore - canvas.height * 0.02, canvas.height * 0.03)
    const layers = drawRanges(
      scene,
      theme === 'tropical' ? plans.map((plan) => ({ ...plan, shape: islandShape(random) })) : plans,
      shore,
    )
    const farShore =
      theme === 'autumn'
        ? drawForestHill(
            scene,
            ridgeLine(random, canvas.width, {
              terrain: 'hills',
              crest: shore - canvas.height * 0.02,
              amplitude: canvas.height * 0.06,
            }),
            16,
            'farShore',
            { bottom: shore + 1, depth: 0.75, maxRows: 4 },
          )
        : ''
    const parts = [
      `<g id="land">${layers}${farShore}</g>`,
      drawWater(scene.defs, random, canvas, {
        top: shore,
        // Water loses its own colour as the light fails, and mirrors the sky instead.
        color: mix(style.waterColor, scene.light.shade, scene.light.dim * 0.6),
        reflect: 'land',
        light: scene.light,
        celestial: scene.sun,
        clarity: theme === 'tropical' ? 0.8 - scene.light.dim : 0.2,
      }),
    ]
    if (theme === 'tropical') {
      parts.push(drawBeach(scene))
    } else if (style.forest === 'conifer' && random.chance(0.8)) {
      const fromLeft = random.chance(0.5)
      parts.push(drawForestHill(scene, sideGround(scene, 20, 190, fromLeft), 70, 'shoreForest'))
    }
    return parts.join('')
  }
  const count = random.int(2, 3)
  const plans = rangePlans(scene, count, horizon + canvas.height * 0.03, canvas.height * 0.12)
  const parts = [`<g id="land">${drawRanges(scene, plans, undefined)}</g>`]
  if (theme === 'desert') {
    const dunes = drawRanges(
      scene,
      [0, 1].map((index) => ({
        terrain: 'dunes' as const,
        t: 0.85 + index * 0.15,
        crest: horizon + canvas.height * (0.24 + index * 0.14),
        amplitude: canvas.height * (0.1 + index * 0.06),
        snowy: false,
      })),
      undefined,
      'dune',
    )
    parts.push(dunes)
    return parts.join('')
  }
  const crest = horizon + canvas.height * random.range(0.22, 0.3)
  const hill = ridgeLine(random, canvas.width, {
    terrain: 'hills',
    crest,
    amplitude: canvas.height * 0.1,
  })
  parts.push(drawForestHill(scene, hill, style.forest === 'conifer' ? 42 : 36, 'hillForest'))
  return parts.join('')
}

/** Sand in the foreground with a foam line, and palms leaning in from one side. */
function drawBeach(scene: Scene): string {
  const { random, light } = scene
  const fromLeft = random.chance(0.5)
  const shoreTop = canvas.height * random.range(0.8, 0.88)
  const sandLine = ridgeLine(random, canvas.width, {
    terrain: 'hills',
    crest: shoreTop + 40,
    amplitude: 60,
    shape: (x) => Math.max(0.2, fromLeft ? 1 - x / canvas.width : x / canvas.width),
  })
  const sand = mix(mix('#f1d9a8', light.sunlight, 0.25), light.shade, light.dim)
  scene.defs.push(
    verticalGradient('sand', shoreTop - 30, canvas.height, [
      { offset: 0, color: lighten(sand, 0.08) },
      { offset: 1, color: darken(sand, 0.15) },
    ]),
    verticalGradient('shallows', shoreTop - 40, canvas.height, [
      { offset: 0, color: lighten(scene.style.waterColor, 0.2), opacity: 0 },
      { offset: 1, color: lighten(scene.style.waterColor, 0.35), opacity: 0.7 },
    ]),
  )
  const wet = sandLine.map(([x, y]) => [x, y - 10] as const)
  const foam = sandLine.map(([x, y]) => [x, y - 3] as const)
  const palmColor = mix('#1c3326', light.shade, 0.3 + light.dim * 0.5)
  const palms: string[] = []
  const count = random.int(1, 3)
  for (let index = 0; index < count; index += 1) {
    const x = fromLeft ? random.range(-20, 140) : random.range(1060, 1220)
    palms.push(
      drawPalm(
        random,
        [x, canvas.height + 10],
        random.range(420, 560),
        (fromLeft ? 1 : -1) * random.range(0.25, 0.6),
        palmColor,
      ),
    )
  }
  return [
    `<path d="${areaUnder(wet, canvas.height + 2)}" fill="url(#shallows)"/>`,
    `<path d="${areaUnder(foam, canvas.height + 2)}" fill="${lighten(light.haze, 0.6)}" fill-opacity="0.85"/>`,
    `<path d="${areaUnder(sandLine, canvas.height + 2)}" fill="url(#sand)"/>`,
    ...palms,
  ].join('')
}

/**
 * A river valley: distant mountains, wooded hills receding in haze, a meadow in front, a river
 * winding out from the hills toward the viewer (wider as it nears) that mirrors the sky, and a
 * wooded slope closing in from one side.
 */
function drawValley(scene: Scene): string {
  const { random, light, horizon, defs, style } = scene
  const floorTop = horizon + canvas.height * 0.05
  const far = drawRanges(
    scene,
    rangePlans(scene, 2, floorTop - canvas.height * 0.02, canvas.height * 0.03),
    undefined,
  )
  const meadowTop = horizon + canvas.height * random.range(0.26, 0.3)
  const parts = [`<g id="land">${far}</g>`]
  // Two wooded hills, each covered with trees down to where the next one (or the meadow) hides it.
  const hillCrests = [floorTop + 10, (floorTop + meadowTop) / 2]
  for (const [index, crest] of hillCrests.entries()) {
    parts.push(
      drawForestHill(
        scene,
        ridgeLine(random, canvas.width, {
          terrain: 'hills',
          crest,
          amplitude: canvas.height * 0.07,
        }),
        30 + index * 12,
        `valleyHill${String(index)}`,
        { until: (hillCrests[index + 1] ?? meadowTop) + 10, depth: 0.55 + index * 0.25 },
      ),
    )
  }
  const meadow = landColors(scene, 0.95, '#7f9f48')
  defs.push(
    verticalGradient('meadow', meadowTop, canvas.height, [
      { offset: 0, color: mix(meadow.lit, light.haze, 0.2) },
      { offset: 1, color: darken(meadow.base, 0.15) },
    ]),
  )
  const meadowLine = ridgeLine(random, canvas.width, {
    terrain: 'hills',
    crest: meadowTop + 8,
    amplitude: 10,
  })
  parts.push(`<path d="${areaUnder(meadowLine, canvas.height + 2)}" fill="url(#meadow)"/>`)
  const [zenith, high, low, atHorizon] = light.gradient
  defs.push(
    verticalGradient('river', meadowTop, canvas.height, [
      { offset: 0, color: lighten(mix(low, atHorizon, 0.5), 0.1) },
      { offset: 0.5, color: mix(high, style.waterColor, 0.3) },
      { offset: 1, color: mix(zenith, style.waterColor, 0.4) },
    ]),
  )
  const source = canvas.width * random.range(0.3, 0.7)
  const phase = random.range(0, Math.PI * 2)
  const bends = random.range(1.4, 2.4)
  const reach = random.range(120, 220)
  const left: Point[] = []
  const right: Point[] = []
  for (let index = 0; index <= 60; index += 1) {
    const s = index / 60
    const y = meadowTop + 6 + (canvas.height + 30 - meadowTop) * s ** 1.6
    const x = source + Math.sin(s * bends * Math.PI + phase) * reach * s ** 1.2
    const half = 4 + 110 * s ** 2
    left.push([x - half, y])
    right.push([x + half, y])
  }
  const river = polygon([...left, ...right.toReversed()])
  parts.push(
    drawGrass(random, meadowLine, canvas.width, meadow.base, light.sunlight),
    `<path d="${river}" fill="none" stroke="${darken(meadow.base, 0.3)}" stroke-width="2"/>`,
    `<path d="${river}" fill="url(#river)"/>`,
  )
  // Bushes along the banks, larger as the river nears.
  const bushes = random.int(4, 7)
  for (let index = 0; index < bushes; index += 1) {
    const along = random.range(0.15, 0.85)
    const bank = (random.chance(0.5) ? left : right)[Math.round(along * 60)]
    if (bank === undefined) continue
    const leaves = mix(random.pick(style.foliage), light.shade, light.dim * 0.7)
    parts.push(
      drawLoneTree(random, [bank[0], bank[1] + 4], 8 + 50 * along ** 2, {
        trunk: mix('#3a2e22', light.shade, light.dim),
        leaves,
        shade: mix(leaves, light.shade, 0.45),
        light: mix(leaves, light.sunlight, 0.45),
        lightSide: scene.lightSide,
      }),
    )
  }
  const fromLeft = random.chance(0.5)
  const slope = ridgeLine(random, canvas.width, {
    terrain: 'hills',
    crest: canvas.height + 30,
    amplitude: canvas.height * random.range(0.35, 0.45),
    shape: (x) => Math.max(0, (fromLeft ? 1 - x / canvas.width : x / canvas.width) - 0.45) * 1.8,
  })
  parts.push(drawForestHill(scene, slope, 40, 'sideHill'))
  return parts.join('')
}

/** A hot-air balloon with a striped envelope, lit from the side of the light. */
function drawBalloon(scene: Scene, x: number, y: number, size: number, index: number): string {
  const { random, light, defs, lightSide } = scene
  const hues = ['#e24a3b', '#f2b134', '#2f8fce', '#35a372', '#8e4fc4', '#f07a3a']
  const first = mix(random.pick(hues), light.shade, light.dim * 0.6)
  const second = mix(lighten(random.pick(hues), 0.55), light.shade, light.dim * 0.6)
  const id = `balloon${String(index)}`
  const envelope = `M${num(x)} ${num(y + size * 1.1)}C${num(x - size * 0.35)} ${num(y + size * 0.75)} ${num(x - size)} ${num(y + size * 0.3)} ${num(x - size)} ${num(y - size * 0.15)}A${num(size)} ${num(size)} 0 0 1 ${num(x + size)} ${num(y - size * 0.15)}C${num(x + size)} ${num(y + size * 0.3)} ${num(x + size * 0.35)} ${num(y + size * 0.75)} ${num(x)} ${num(y + size * 1.1)}Z`
  defs.push(
    `<clipPath id="${id}"><path d="${envelope}"/></clipPath>`,
    `<radialGradient id="${id}Shade" cx="${num(0.5 - lightSide * 0.2)}" cy="0.35" r="0.75"><stop offset="0" stop-color="#ffffff" stop-opacity="0.3"/><stop offset="0.5" stop-color="#000000" stop-opacity="0"/><stop offset="1" stop-color="#000000" stop-opacity="0.45"/></radialGradient>`,
  )
  const stripes: string[] = []
  const gores = 6
  for (let gore = 0; gore < gores; gore += 1) {
    const from = Math.sin(((gore / gores) * 2 - 1) * (Math.PI / 2))
    const to = Math.sin((((gore + 1) / gores) * 2 - 1) * (Math.PI / 2))
    stripes.push(
      `<rect x="${num(x + from * size)}" y="${num(y - size * 1.2)}" width="${num((to - from) * size)}" height="${num(size * 2.4)}" fill="${gore % 2 === 0 ? first : second}"/>`,
    )
  }
  const basketY = y + size * 1.45
  const rope = mix('#3a2c20', light.shade, light.dim)
  return [
    `<g clip-path="url(#${id})">${stripes.join('')}<rect x="${num(x - size)}" y="${num(y - size * 1.2)}" width="${num(size * 2)}" height="${num(size * 2.4)}" fill="url(#${id}Shade)"/></g>`,
    `<path d="M${num(x - size * 0.12)} ${num(y + size * 1.08)}L${num(x - size * 0.1)} ${num(basketY)}M${num(x + size * 0.12)} ${num(y + size * 1.08)}L${num(x + size * 0.1)} ${num(basketY)}" stroke="${rope}" stroke-width="${num(size * 0.025)}"/>`,
    `<rect x="${num(x - size * 0.13)}" y="${num(basketY)}" width="${num(size * 0.26)}" height="${num(size * 0.2)}" rx="${num(size * 0.03)}" fill="${mix('#6b4a2b', light.shade, light.dim)}"/>`,
  ].join('')
}

/** A few birds, far off: small shallow arcs. */
function drawBirds(scene: Scene): string {
  const { random, horizon, light } = scene
  const flockX = random.range(0.2, 0.8) * canvas.width
  const flockY = horizon * random.range(0.25, 0.55)
  const birds: string[] = []
  const count = random.int(4, 8)
  for (let index = 0; index < count; index += 1) {
    const x = flockX + random.range(-90, 90)
    const y = flockY + random.range(-40, 40)
    const span = random.range(4, 8)
    const dip = span * random.range(0.2, 0.5)
    birds.push(
      `M${num(x - span)} ${num(y - dip)}Q${num(x - span * 0.4)} ${num(y - dip * 1.2)} ${num(x)} ${num(y)}Q${num(x + span * 0.4)} ${num(y - dip * 1.2)} ${num(x + span)} ${num(y - dip)}`,
    )
  }
  return `<path d="${birds.join('')}" fill="none" stroke="${mix('#2a2a35', light.shade, 0.5)}" stroke-width="1.2" stroke-linecap="round"/>`
}

/**
 * A journal cover: a low horizon under a big sky, distant ranges and a wooded hill in haze, a
 * meadow rising at one side with a lone tree, and balloons or birds for a point of interest.
 */
function drawJournalScene(scene: Scene): string {
  const { random, light, time, defs, horizon } = scene
  const far = drawRanges(
    scene,
    rangePlans(scene, 2, horizon + canvas.height * 0.01, canvas.height * 0.04),
    undefined,
  )
  const fromLeft = random.chance(0.5)
  const meadow = sideGround(scene, 70, 230, fromLeft)
  const woodCrest = horizon + canvas.height * 0.08
  const wood = drawForestHill(
    scene,
    ridgeLine(random, canvas.width, {
      terrain: 'hills',
      crest: woodCrest,
      amplitude: canvas.height * 0.04,
    }),
    14,
    'journalWood',
    { depth: 0.7, maxRows: 2 },
  )
  const grass = scene.theme === 'autumn' || scene.theme === 'desert' ? '#b0a050' : '#7fa24a'
  const meadowColors = landColors(scene, 1, grass)
  const fieldColors = landColors(scene, 0.85, grass)
  // Open fields between the wood and the meadow: the wood shows as a tree line on the horizon.
  const fieldLine = ridgeLine(random, canvas.width, {
    terrain: 'hills',
    crest: woodCrest + canvas.height * 0.05,
    amplitude: canvas.height * 0.02,
  })
  defs.push(
    verticalGradient('field', woodCrest, canvas.height, [
      { offset: 0, color: mix(fieldColors.lit, light.haze, 0.25) },
      { offset: 1, color: fieldColors.base },
    ]),
    verticalGradient('meadow', canvas.height - 230, canvas.height, [
      { offset: 0, color: meadowColors.lit },
      { offset: 1, color: darken(meadowColors.base, 0.25) },
    ]),
  )
  const treeX = fromLeft
    ? random.range(0.1, 0.25) * canvas.width
    : random.range(0.75, 0.9) * canvas.width
  const leaves = mix(random.pick(themes.river.foliage), light.shade, light.dim * 0.7)
  const tree = drawLoneTree(random, [treeX, groundAt(meadow, treeX) + 8], random.range(130, 170), {
    trunk: mix('#3a2e22', light.shade, light.dim),
    leaves,
    shade: mix(leaves, light.shade, 0.45),
    light: mix(leaves, light.sunlight, 0.45),
    lightSide: scene.lightSide,
  })
  const sky: string[] = []
  if (time === 'dusk') {
    sky.push(drawBirds(scene))
  } else if (time !== 'night') {
    const balloons = random.int(1, 3)
    for (let index = 0; index < balloons; index += 1) {
      sky.push(
        drawBalloon(
          scene,
          random.range(0.15, 0.85) * canvas.width,
          horizon * random.range(0.25, 0.7),
          random.range(12, 28),
          index,
        ),
      )
    }
  }
  return [
    ...sky,
    `<g id="land">${far}</g>`,
    wood,
    `<path d="${areaUnder(fieldLine, canvas.height + 2)}" fill="url(#field)"/>`,
    `<path d="${areaUnder(meadow, canvas.height + 2)}" fill="url(#meadow)"/>`,
    drawGrass(random, meadow, canvas.width, meadowColors.base, light.sunlight),
    tree,
  ].join('')
}

/** Darkened corners, as a lens gives, to hold the eye in the picture. */
function drawVignette(defs: string[]): string {
  defs.push(
    '<radialGradient id="vignette" cx="0.5" cy="0.5" r="0.75"><stop offset="0.55" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.28"/></radialGradient>',
  )
  return `<rect width="${String(canvas.width)}" height="${String(canvas.height)}" fill="url(#vignette)"/>`
}

export type DrawnScene = {
  readonly svg: string
  readonly theme: LandscapeTheme
  readonly time: TimeOfDay
}

/**
 * A landscape as SVG, drawn from a seed: a sky for the time of day with sun or moon, clouds or
 * stars, ranges fading into haze with distance, and the water and vegetation of its theme.
 * The same seed and options always give the same picture.
 */
export function drawLandscape(seed: number, options: SceneOptions): DrawnScene {
  const random = createRandom(seed)
  const journal = options.composition === 'journal'
  const theme = options.theme ?? random.pick(journal ? journalThemes : landscapeThemes)
  const style = themes[theme]
  // A cover wants light to read by: night only where the night is the subject (northern lights).
  const daylight = style.times.filter((time) => time !== 'night')
  const time = options.time ?? random.pick(journal && daylight.length > 0 ? daylight : style.times)
  const light = skies[time]
  const horizon = canvas.height * (journal ? random.range(0.6, 0.68) : random.range(0.42, 0.52))
  const defs: string[] = []
  const sun = placeCelestial(random, light, horizon, canvas)
  const scene: Scene = {
    random,
    // A small turn of the distant land's hue keeps scenes of one theme from looking alike.
    style: { ...style, land: [shiftHue(style.land[0], random.range(-14, 14)), style.land[1]] },
    theme,
    time,
    light,
    horizon,
    sun,
    lightSide: sun.x < canvas.width / 2 ? 1 : -1,
    defs,
  }
  const parts = [drawSky(defs, light, horizon + canvas.height * 0.08, canvas)]
  if (light.stars > 0) {
    starDefs(defs)
    parts.push(drawStars(random, light.stars, horizon, canvas))
  }
  if (theme === 'aurora') parts.push(drawAurora(defs, random, horizon, canvas))
  parts.push(drawCelestial(defs, random, light, sun, horizon, canvas))
  parts.push(
    drawClouds(defs, random, light, time, horizon, canvas, style.clouds * (journal ? 1.3 : 1)),
  )
  if (journal) parts.push(drawJournalScene(scene))
  else if (theme === 'river') parts.push(drawValley(scene))
  else parts.push(drawRangesScene(scene))
  parts.push(drawVignette(defs))
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="2400" height="1600" viewBox="0 0 ${String(canvas.width)} ${String(canvas.height)}"><defs>${defs.join('')}</defs>${parts.join('')}</svg>`
  return { svg, theme, time }
}
