import { lighten, mix } from './color.ts'
import type { Random } from '../../../platform/random/seeded-random.ts'
import type { Canvas, Celestial, SkyLight } from './sky.ts'
import { num, verticalGradient } from './svg.ts'

export type WaterLook = {
  readonly top: number
  /** The water's own colour, mixed with the sky it mirrors. */
  readonly color: string
  /** Id of the drawn land to mirror in it. */
  readonly reflect: string
  readonly light: SkyLight
  readonly celestial: Celestial
  /** Clear shallow water (a tropical sea) shows its own colour more than the sky. */
  readonly clarity: number
}

/**
 * A lake or the sea: the sky's colours mirrored (the horizon's near the shore line, the zenith's
 * near the viewer), the land reflected and fading, ripples, and a glitter path under the sun.
 */
export function drawWater(
  defs: string[],
  random: Random,
  canvas: Canvas,
  water: WaterLook,
): string {
  const { top, light, celestial } = water
  const [zenith, high, low, horizon] = light.gradient
  const depth = canvas.height - top
  defs.push(
    verticalGradient('water', top, canvas.height, [
      { offset: 0, color: mix(horizon, water.color, 0.25 + water.clarity * 0.3) },
      { offset: 0.3, color: mix(low, water.color, 0.4 + water.clarity * 0.3) },
      { offset: 1, color: mix(mix(high, zenith, 0.5), water.color, 0.55 + water.clarity * 0.3) },
    ]),
    verticalGradient('waterFade', top, canvas.height, [
      { offset: 0, color: water.color, opacity: 0.3 + water.clarity * 0.3 },
      { offset: 0.5, color: water.color, opacity: 0.6 + water.clarity * 0.3 },
      { offset: 1, color: water.color, opacity: 0.85 },
    ]),
    `<clipPath id="waterClip"><rect x="0" y="${num(top)}" width="${String(canvas.width)}" height="${num(depth)}"/></clipPath>`,
  )
  const parts = [
    `<rect x="0" y="${num(top)}" width="${String(canvas.width)}" height="${num(depth)}" fill="url(#water)"/>`,
    `<g clip-path="url(#waterClip)"><use href="#${water.reflect}" transform="matrix(1 0 0 -1 0 ${num(top * 2)})"/></g>`,
    `<rect x="0" y="${num(top)}" width="${String(canvas.width)}" height="${num(depth)}" fill="url(#waterFade)"/>`,
  ]
  const ripples: string[] = []
  const rippleColor = lighten(mix(horizon, light.sun, 0.3), 0.25)
  for (let index = 0; index < 150; index += 1) {
    const distance = random.next() ** 1.8
    const y = top + 2 + distance * depth
    const length = random.range(8, 50) * (0.4 + distance * 2.2)
    ripples.push(
      `<rect x="${num(random.range(-40, canvas.width))}" y="${num(y)}" width="${num(length)}" height="${num(0.5 + distance * 1.6)}" fill-opacity="${num(random.range(0.08, 0.3))}"/>`,
    )
  }
  parts.push(`<g fill="${rippleColor}">${ripples.join('')}</g>`)
  const sunAboveWater = celestial.y < top
  if (sunAboveWater) {
    const glitter: string[] = []
    const strength = light.celestial === 'moon' ? 0.55 : 0.85
    for (let index = 0; index < 110; index += 1) {
      const distance = random.next() ** 1.3
      const y = top + 1 + distance * depth
      const spread = 8 + distance * 90
      const length = random.range(6, 26) * (0.5 + distance * 2.5)
      glitter.push(
        `<rect x="${num(celestial.x + random.range(-1, 1) * spread - length / 2)}" y="${num(y)}" width="${num(length)}" height="${num(0.6 + distance * 2)}" fill-opacity="${num(random.range(0.25, 1) * strength * (1 - distance * 0.4))}"/>`,
      )
    }
    parts.push(`<g fill="${lighten(light.sun, 0.3)}">${glitter.join('')}</g>`)
  }
  // A bright seam where the far shore meets the water.
  parts.push(
    `<rect x="0" y="${num(top - 0.6)}" width="${String(canvas.width)}" height="1.4" fill="${lighten(light.haze, 0.3)}" fill-opacity="0.45"/>`,
  )
  return parts.join('')
}
