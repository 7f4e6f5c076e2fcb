import { darken, lighten, mix } from './color.ts'
import type { Random } from '../../../platform/random/seeded-random.ts'
import { createRandom } from '../../../platform/random/seeded-random.ts'
import { circlePath, num } from './svg.ts'

const backgrounds = [
  ['#ffd6a5', '#ff9a8b'],
  ['#a0e7e5', '#5fb0d8'],
  ['#c3f0ca', '#6cc0a0'],
  ['#e2c6ff', '#9b8cf0'],
  ['#ffe9a8', '#f7b267'],
  ['#b8e0ff', '#8aa6ff'],
  ['#ffc8dd', '#cd8ecf'],
  ['#d7f9d0', '#8fd3a6'],
] as const

const skins = ['#f5d7bf', '#eab996', '#d39b74', '#b57a52', '#8a5a3a', '#5e3b26'] as const
const hairs = [
  '#2a1c14',
  '#4b3021',
  '#7a4a25',
  '#b5803f',
  '#dcb874',
  '#8c8c8c',
  '#151515',
  '#a3472d',
]
const clothes = [
  '#2f6fb3',
  '#e0564a',
  '#2d9c74',
  '#f0a63a',
  '#6a4fb3',
  '#1f3b57',
  '#d9487a',
  '#3a8fb7',
]

type Person = { random: Random; skin: string; hair: string; cx: number; cy: number }

/** Hair drawn behind the head: long hair falling to the shoulders, or a bun's knot. */
function hairBehind(style: number, { hair, cx, cy, random }: Person): string {
  if (style === 1) {
    const length = random.range(150, 230)
    return `<path d="M${num(cx - 112)} ${num(cy)}C${num(cx - 125)} ${num(cy + length * 0.6)} ${num(cx - 105)} ${num(cy + length)} ${num(cx - 60)} ${num(cy + length)}L${num(cx + 60)} ${num(cy + length)}C${num(cx + 105)} ${num(cy + length)} ${num(cx + 125)} ${num(cy + length * 0.6)} ${num(cx + 112)} ${num(cy)}Z" fill="${hair}"/>`
  }
  if (style === 2) {
    return `<path d="${circlePath(cx + random.range(-20, 20), cy - 128, 48)}" fill="${hair}"/>`
  }
  return ''
}

/** Hair over the head: a cap of hair with a parting, curls, a beanie, or none. */
function hairAbove(style: number, { hair, cx, cy, random }: Person): string {
  switch (style) {
    case 0:
    case 1:
    case 2: {
      const part = random.range(-40, 40)
      return `<path d="M${num(cx - 104)} ${num(cy + 10)}C${num(cx - 112)} ${num(cy - 95)} ${num(cx - 40)} ${num(cy - 132)} ${num(cx + part)} ${num(cy - 126)}C${num(cx + 60)} ${num(cy - 132)} ${num(cx + 116)} ${num(cy - 90)} ${num(cx + 104)} ${num(cy + 10)}C${num(cx + 80)} ${num(cy - 40)} ${num(cx + part + 30)} ${num(cy - 70)} ${num(cx + part)} ${num(cy - 74)}C${num(cx - 40)} ${num(cy - 72)} ${num(cx - 88)} ${num(cy - 40)} ${num(cx - 104)} ${num(cy + 10)}Z" fill="${hair}"/>`
    }
    case 3: {
      const curls: string[] = []
      for (let index = 0; index < 16; index += 1) {
        const angle = Math.PI * (1.02 + (index / 15) * 0.96)
        curls.push(
          circlePath(
            cx + Math.cos(angle) * 96,
            cy - 16 + Math.sin(angle) * 108,
            random.range(26, 34),
          ),
        )
      }
      return `<path d="${curls.join('')}" fill="${hair}"/>`
    }
    case 4: {
      const beanie = random.pick(clothes)
      return [
        `<path d="M${num(cx - 108)} ${num(cy - 30)}C${num(cx - 110)} ${num(cy - 150)} ${num(cx + 110)} ${num(cy - 150)} ${num(cx + 108)} ${num(cy - 30)}Z" fill="${beanie}"/>`,
        `<rect x="${num(cx - 114)}" y="${num(cy - 52)}" width="228" height="34" rx="17" fill="${darken(beanie, 0.15)}"/>`,
        `<path d="${circlePath(cx, cy - 146, 20)}" fill="${lighten(beanie, 0.35)}"/>`,
      ].join('')
    }
    default:
      return ''
  }
}

/**
 * An abstract, friendly avatar for people (organizers, guides, reviewers): a head and shoulders
 * with hair and clothes on a soft gradient with a few shapes. There is deliberately no face: it
 * stands in for a person without pretending to be a photo of one. Square, 1200x1200.
 */
export function drawPortrait(seed: number): string {
  const random = createRandom(seed)
  const [from, to] = random.pick(backgrounds)
  const skin = random.pick(skins)
  const hair = random.pick(hairs)
  const cloth = random.pick(clothes)
  const style = random.int(0, 5)
  const person: Person = { random, skin, hair, cx: 300 + random.range(-12, 12), cy: 262 }
  const angle = random.range(0, 360)
  const shapes: string[] = []
  for (let index = 0; index < 3; index += 1) {
    shapes.push(
      `<path d="${circlePath(random.range(0, 600), random.range(0, 600), random.range(60, 190))}" fill="#ffffff" fill-opacity="${num(random.range(0.1, 0.22))}"/>`,
    )
  }
  const { cx, cy } = person
  const shoulders = `M${num(cx - 230)} 620C${num(cx - 225)} 480 ${num(cx - 140)} 430 ${num(cx)} 428C${num(cx + 140)} 430 ${num(cx + 225)} 480 ${num(cx + 230)} 620Z`
  const neckline = random.chance(0.5)
    ? `M${num(cx - 58)} 436L${num(cx)} 500L${num(cx + 58)} 436Z`
    : `M${num(cx - 62)} 434C${num(cx - 50)} 482 ${num(cx + 50)} 482 ${num(cx + 62)} 434Z`
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="1200" viewBox="0 0 600 600">',
    `<defs><linearGradient id="bg" gradientTransform="rotate(${num(angle)} 0.5 0.5)"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient>`,
    // Light from the upper left gives the head its roundness.
    `<radialGradient id="skin" cx="0.38" cy="0.35" r="0.75"><stop offset="0.4" stop-color="${lighten(skin, 0.06)}"/><stop offset="1" stop-color="${mix(skin, '#000000', 0.12)}"/></radialGradient>`,
    `<linearGradient id="cloth" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${lighten(cloth, 0.08)}"/><stop offset="1" stop-color="${darken(cloth, 0.2)}"/></linearGradient></defs>`,
    '<rect width="600" height="600" fill="url(#bg)"/>',
    ...shapes,
    hairBehind(style, person),
    `<path d="M${num(cx - 40)} 330L${num(cx - 44)} 450L${num(cx + 44)} 450L${num(cx + 40)} 330Z" fill="${darken(skin, 0.12)}"/>`,
    `<path d="${shoulders}" fill="url(#cloth)"/>`,
    `<path d="${neckline}" fill="${darken(skin, 0.12)}"/>`,
    `<path d="${circlePath(cx - 100, cy + 10, 20)}${circlePath(cx + 100, cy + 10, 20)}" fill="${darken(skin, 0.05)}"/>`,
    `<ellipse cx="${num(cx)}" cy="${num(cy)}" rx="100" ry="116" fill="url(#skin)"/>`,
    hairAbove(style, person),
    '</svg>',
  ].join('')
}
