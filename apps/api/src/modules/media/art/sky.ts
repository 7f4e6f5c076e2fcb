import { mix } from './color.ts'
import type { Random } from '../../../platform/random/seeded-random.ts'
import { fractalNoise } from './random.ts'
import { circlePath, num, radialGradient, verticalGradient } from './svg.ts'

export const timesOfDay = ['dawn', 'day', 'golden', 'dusk', 'night'] as const
export type TimeOfDay = (typeof timesOfDay)[number]

/** The light of one time of day: sky colours and how the land, clouds and water take it. */
export type SkyLight = {
  /** Zenith to horizon. */
  readonly gradient: readonly [string, string, string, string]
  /** The air at the horizon: distant land fades into it (atmospheric perspective). */
  readonly haze: string
  readonly sun: string
  readonly glow: string
  readonly glowStrength: number
  /** Radius of the glow round the sun or moon, as a share of the picture's width. */
  readonly glowRadius: number
  readonly cloud: string
  readonly cloudShade: string
  /** How strongly the slopes facing the sun are lit (0 to 1), and in what colour. */
  readonly sunlit: number
  readonly sunlight: string
  readonly shade: string
  /** How far the land sinks toward shade colour: none by day, most at night. */
  readonly dim: number
  readonly celestial: 'sun' | 'moon'
  /** Height of the sun or moon above the horizon, as a fraction of the sky's height. */
  readonly elevation: readonly [number, number]
  readonly stars: number
}

export const skies: Readonly<Record<TimeOfDay, SkyLight>> = {
  dawn: {
    gradient: ['#3a4a7c', '#8c86b4', '#e6adb0', '#f9d9bc'],
    haze: '#e3c2c4',
    sun: '#fff6e6',
    glow: '#ffd3b0',
    glowStrength: 0.6,
    glowRadius: 0.4,
    cloud: '#fbd6cf',
    cloudShade: '#9f8fb4',
    sunlit: 0.3,
    sunlight: '#ffd9c0',
    shade: '#3f3d6a',
    dim: 0.22,
    celestial: 'sun',
    elevation: [0.06, 0.2],
    stars: 0,
  },
  day: {
    gradient: ['#2b6bc2', '#4c8ddb', '#8fc0ec', '#d3e7f5'],
    haze: '#c4dbec',
    sun: '#fffdf6',
    glow: '#fff8e0',
    glowStrength: 0.45,
    glowRadius: 0.22,
    cloud: '#ffffff',
    cloudShade: '#b4c4d9',
    sunlit: 0.28,
    sunlight: '#fff4de',
    shade: '#2e4260',
    dim: 0,
    celestial: 'sun',
    elevation: [0.6, 0.85],
    stars: 0,
  },
  golden: {
    gradient: ['#4a6aa0', '#a69fb4', '#f2b680', '#fcdca6'],
    haze: '#efc9a0',
    sun: '#fff3cf',
    glow: '#ffc673',
    glowStrength: 0.7,
    glowRadius: 0.45,
    cloud: '#ffdcae',
    cloudShade: '#b48e97',
    sunlit: 0.5,
    sunlight: '#ffc680',
    shade: '#3e3a5e',
    dim: 0.12,
    celestial: 'sun',
    elevation: [0.1, 0.28],
    stars: 0,
  },
  dusk: {
    gradient: ['#1b2352', '#573a76', '#c4587a', '#f49a68'],
    haze: '#c07484',
    sun: '#ffe1ad',
    glow: '#ff9466',
    glowStrength: 0.75,
    glowRadius: 0.45,
    cloud: '#f7a08e',
    cloudShade: '#5e426e',
    sunlit: 0.28,
    sunlight: '#ffa070',
    shade: '#2a1f45',
    dim: 0.42,
    celestial: 'sun',
    elevation: [0.01, 0.08],
    stars: 0,
  },
  night: {
    gradient: ['#040814', '#0b1733', '#1a2f58', '#2c4774'],
    haze: '#2a4169',
    sun: '#f5f2e6',
    glow: '#94aad0',
    glowStrength: 0.3,
    glowRadius: 0.16,
    cloud: '#3b4f72',
    cloudShade: '#18233e',
    sunlit: 0.12,
    sunlight: '#b8c8e8',
    shade: '#060b1a',
    dim: 0.7,
    celestial: 'moon',
    elevation: [0.55, 0.85],
    stars: 280,
  },
}

export type Celestial = { readonly x: number; readonly y: number }

export type Canvas = { readonly width: number; readonly height: number }

/** The sky from the zenith to the horizon; below the horizon it keeps the horizon's colour. */
export function drawSky(defs: string[], light: SkyLight, horizon: number, canvas: Canvas): string {
  const [zenith, high, low, atHorizon] = light.gradient
  defs.push(
    verticalGradient('sky', 0, horizon, [
      { offset: 0, color: zenith },
      { offset: 0.45, color: high },
      { offset: 0.8, color: low },
      { offset: 1, color: atHorizon },
    ]),
  )
  return `<rect width="${String(canvas.width)}" height="${String(canvas.height)}" fill="url(#sky)"/>`
}

/** Stars, thinning and dimming toward the horizon, a few bright ones with a halo. */
export function drawStars(random: Random, count: number, horizon: number, canvas: Canvas): string {
  const stars: string[] = []
  for (let index = 0; index < count; index += 1) {
    const height = random.next() ** 1.6
    const y = height * horizon * 0.92
    const x = random.range(0, canvas.width)
    const bright = random.chance(0.06)
    const radius = bright ? random.range(0.9, 1.3) : random.range(0.3, 0.75)
    const opacity = (1 - height * 0.75) * random.range(0.45, 1)
    if (bright) {
      stars.push(
        `<circle cx="${num(x)}" cy="${num(y)}" r="${num(radius * 4)}" fill="url(#starHalo)" fill-opacity="${num(opacity)}"/>`,
      )
    }
    stars.push(
      `<circle cx="${num(x)}" cy="${num(y)}" r="${num(radius)}" fill="#fffaf0" fill-opacity="${num(opacity)}"/>`,
    )
  }
  return `<g>${stars.join('')}</g>`
}

/** The soft halo bright stars share. */
export function starDefs(defs: string[]): void {
  defs.push(
    radialGradient('starHalo', [
      { offset: 0, color: '#dfe8ff', opacity: 0.6 },
      { offset: 1, color: '#dfe8ff', opacity: 0 },
    ]),
  )
}

/**
 * Northern lights: curtains of thin vertical rays, bright at their lower edge and fading upward,
 * their height and brightness wandering along the sky.
 */
export function drawAurora(
  defs: string[],
  random: Random,
  horizon: number,
  canvas: Canvas,
): string {
  const palettes = [
    ['#3cf0a0', '#2bd3c0'],
    ['#5cf08a', '#b06cf0'],
    ['#42e8b0', '#4fa8f0'],
  ] as const
  const [lower, upper] = random.pick(palettes)
  defs.push(
    `<linearGradient id="auroraRay" x1="0" y1="1" x2="0" y2="0"><stop offset="0" stop-color="${lower}" stop-opacity="0"/><stop offset="0.06" stop-color="${lower}" stop-opacity="0.95"/><stop offset="0.35" stop-color="${lower}" stop-opacity="0.45"/><stop offset="1" stop-color="${upper}" stop-opacity="0"/></linearGradient>`,
  )
  const rays: string[] = []
  const step = 3
  const columns = Math.ceil(canvas.width / step) + 1
  const ribbons = random.int(2, 3)
  for (let ribbon = 0; ribbon < ribbons; ribbon += 1) {
    const base = fractalNoise(random, columns, { frequency: 2.5, octaves: 3, persistence: 0.5 })
    const reach = fractalNoise(random, columns, { frequency: 4, octaves: 3, persistence: 0.6 })
    const glow = fractalNoise(random, columns, { frequency: 9, octaves: 2, persistence: 0.5 })
    const level = horizon * random.range(0.42, 0.62)
    const tall = horizon * random.range(0.25, 0.4)
    for (let column = 0; column < columns; column += 1) {
      const bottom = level + (base[column] ?? 0) * horizon * 0.35
      const rise = tall * (0.55 + 0.6 * (reach[column] ?? 0))
      const opacity = Math.max(0, 0.16 + 0.5 * (glow[column] ?? 0)) * (ribbon === 0 ? 1 : 0.7)
      if (opacity < 0.02 || rise < 10) continue
      rays.push(
        `<rect x="${num(column * step)}" y="${num(bottom - rise)}" width="${String(step + 0.6)}" height="${num(rise)}" fill-opacity="${num(opacity)}"/>`,
      )
    }
  }
  return `<g fill="url(#auroraRay)">${rays.join('')}</g>`
}

/** Where the sun or moon stands: off centre, at the height its time of day allows. */
export function placeCelestial(
  random: Random,
  light: SkyLight,
  horizon: number,
  canvas: Canvas,
): Celestial {
  const side = random.chance(0.5) ? -1 : 1
  const x = canvas.width * (0.5 + side * random.range(0.12, 0.34))
  const [low, high] = light.elevation
  return { x, y: horizon - horizon * random.range(low, high) }
}

/** The glow around the sun (wide and soft, warmer near the horizon), then its disc or the moon. */
export function drawCelestial(
  defs: string[],
  random: Random,
  light: SkyLight,
  at: Celestial,
  horizon: number,
  canvas: Canvas,
): string {
  defs.push(
    radialGradient('glow', [
      { offset: 0, color: light.glow, opacity: light.glowStrength },
      { offset: 0.25, color: light.glow, opacity: light.glowStrength * 0.45 },
      { offset: 1, color: light.glow, opacity: 0 },
    ]),
    radialGradient('disc', [
      { offset: 0, color: light.sun },
      { offset: 0.7, color: light.sun },
      { offset: 1, color: light.sun, opacity: 0 },
    ]),
  )
  const glowRadius = canvas.width * light.glowRadius
  const parts = [
    `<ellipse cx="${num(at.x)}" cy="${num(horizon)}" rx="${num(canvas.width * 0.6)}" ry="${num(horizon * 0.35)}" fill="url(#glow)" fill-opacity="0.7"/>`,
    `<circle cx="${num(at.x)}" cy="${num(at.y)}" r="${num(glowRadius)}" fill="url(#glow)"/>`,
  ]
  if (light.celestial === 'sun') {
    parts.push(
      `<circle cx="${num(at.x)}" cy="${num(at.y)}" r="${num(random.range(15, 20))}" fill="url(#disc)"/>`,
    )
    return parts.join('')
  }
  const radius = random.range(11, 15)
  parts.push(`<circle cx="${num(at.x)}" cy="${num(at.y)}" r="${num(radius)}" fill="${light.sun}"/>`)
  if (random.chance(0.5)) {
    // A crescent: the sky itself (its gradient, so the colour matches) covers part of the disc.
    parts.push(
      `<circle cx="${num(at.x + radius * 0.55)}" cy="${num(at.y - radius * 0.25)}" r="${num(radius * 0.95)}" fill="url(#sky)"/>`,
    )
  } else {
    // The maria: soft darker patches that make a disc read as the moon.
    for (let index = 0; index < 4; index += 1) {
      parts.push(
        `<circle cx="${num(at.x + random.range(-0.5, 0.5) * radius)}" cy="${num(at.y + random.range(-0.5, 0.5) * radius)}" r="${num(radius * random.range(0.18, 0.32))}" fill="${mix(light.sun, '#9aa3b5', 0.5)}" fill-opacity="0.35"/>`,
      )
    }
  }
  return parts.join('')
}

/**
 * Clouds in the light of the time of day: heaped cumulus by day (sometimes at golden hour), long
 * lit streaks near sunrise and sunset, a few dark wisps at night.
 */
export function drawClouds(
  defs: string[],
  random: Random,
  light: SkyLight,
  time: TimeOfDay,
  horizon: number,
  canvas: Canvas,
  amount: number,
): string {
  defs.push(
    radialGradient('streak', [
      { offset: 0, color: light.cloud, opacity: 0.75 },
      { offset: 0.5, color: light.cloud, opacity: 0.4 },
      { offset: 1, color: light.cloud, opacity: 0 },
    ]),
  )
  const parts: string[] = []
  const heaped = time === 'day' || (time === 'golden' && random.chance(0.4))
  if (heaped) {
    const clusters = Math.round(amount * random.int(2, 5))
    for (let cluster = 0; cluster < clusters; cluster += 1) {
      parts.push(drawCumulus(random, light, horizon, canvas, cluster))
    }
    return parts.join('')
  }
  const streaks = Math.round(
    amount * random.int(time === 'night' ? 2 : 5, time === 'night' ? 5 : 12),
  )
  for (let index = 0; index < streaks; index += 1) {
    const y = horizon * random.range(0.15, 0.82)
    const length = random.range(90, 320) * (0.6 + (y / horizon) * 0.8)
    parts.push(
      `<ellipse cx="${num(random.range(-0.1, 1.1) * canvas.width)}" cy="${num(y)}" rx="${num(length)}" ry="${num(random.range(4, 11) * (0.6 + y / horizon))}" fill="url(#streak)" fill-opacity="${num(random.range(0.5, 1))}"/>`,
    )
  }
  return parts.join('')
}

/**
 * A heaped cumulus: a flat base, rounded towers, a shaded underside and a bright crown, softened
 * by a faint halo so its edges read as vapour rather than paper.
 */
function drawCumulus(
  random: Random,
  light: SkyLight,
  horizon: number,
  canvas: Canvas,
  index: number,
): string {
  const centreX = random.range(-0.05, 1.05) * canvas.width
  const baseY = horizon * random.range(0.22, 0.72)
  // Nearer the horizon means farther away: smaller and flatter.
  const nearness = 1 - baseY / horizon
  const spread = random.range(60, 150) * (0.55 + nearness * 0.9)
  const puffs = random.int(9, 16)
  const halo: string[] = []
  const shade: string[] = []
  const body: string[] = []
  const crown: string[] = []
  for (let puff = 0; puff < puffs; puff += 1) {
    const along = random.range(-1, 1)
    const tower = 1 - Math.abs(along) ** 1.5
    const radius = spread * (0.14 + 0.2 * tower) * random.range(0.8, 1.2)
    const x = centreX + along * spread
    const y = baseY - radius * 0.55 - spread * 0.35 * tower * random.range(0.3, 1)
    halo.push(circlePath(x, y, radius * 1.12))
    shade.push(circlePath(x, y + radius * 0.08, radius))
    body.push(circlePath(x - radius * 0.06, y - radius * 0.14, radius * 0.9))
    crown.push(circlePath(x - radius * 0.14, y - radius * 0.34, radius * 0.62))
  }
  const id = `cumulus${String(index)}`
  return [
    `<clipPath id="${id}"><rect x="${num(centreX - spread * 2)}" y="${num(baseY - spread * 2)}" width="${num(spread * 4)}" height="${num(spread * 2)}"/></clipPath>`,
    `<g clip-path="url(#${id})">`,
    // A faint larger copy stands in for the blur of a cloud's edge (a real blur filter is slow).
    `<path d="${halo.join('')}" fill="${light.cloudShade}" fill-opacity="0.2"/>`,
    `<path d="${shade.join('')}" fill="${light.cloudShade}"/>`,
    `<path d="${body.join('')}" fill="${mix(light.cloud, light.cloudShade, 0.25)}"/>`,
    `<path d="${crown.join('')}" fill="${light.cloud}"/>`,
    '</g>',
  ].join('')
}
