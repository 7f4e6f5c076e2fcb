import { describe, expect, it } from 'vitest'
import { landscapeThemes, drawLandscape } from './landscape.ts'
import { drawPortrait } from './portrait.ts'
import { createRandom } from '../../../platform/random/seeded-random.ts'
import { fractalNoise } from './random.ts'
import { timesOfDay } from './sky.ts'

describe('§3 generated pictures: seeded randomness', () => {
  it('§3 gives the same numbers for the same seed, in [0, 1)', () => {
    const a = createRandom(42)
    const b = createRandom(42)
    const drawn = Array.from({ length: 1000 }, () => a.next())
    expect(Array.from({ length: 1000 }, () => b.next())).toEqual(drawn)
    expect(drawn.every((value) => value >= 0 && value < 1)).toBe(true)
    expect(new Set(drawn).size).toBe(1000)
  })

  it('§3 gives unrelated numbers for neighbouring seeds', () => {
    const first = Array.from({ length: 8 }, createRandom(1).next)
    const second = Array.from({ length: 8 }, createRandom(2).next)
    expect(first.some((value, index) => Math.abs(value - (second[index] ?? 0)) > 0.2)).toBe(true)
  })

  it('§3 draws integers and picks within their bounds', () => {
    const random = createRandom(7)
    for (let index = 0; index < 500; index += 1) {
      const value = random.int(3, 5)
      expect([3, 4, 5]).toContain(value)
      expect(['a', 'b']).toContain(random.pick(['a', 'b']))
    }
    expect(() => random.pick([])).toThrow()
  })

  it('§3 makes smooth noise in [-1, 1]', () => {
    const samples = fractalNoise(createRandom(3), 300, {
      frequency: 3,
      octaves: 4,
      persistence: 0.5,
    })
    expect(samples).toHaveLength(300)
    expect(samples.every((value) => value >= -1 && value <= 1)).toBe(true)
    const steps = samples.slice(1).map((value, index) => Math.abs(value - (samples[index] ?? 0)))
    expect(Math.max(...steps)).toBeLessThan(0.2)
  })
})

describe('§3 generated pictures: landscapes, journal covers and portraits', () => {
  it('§3 draws every theme at every time of day it allows, as finite 2400x1600 SVG', () => {
    const seen = new Set<string>()
    for (let seed = 0; seed < 40; seed += 1) {
      for (const composition of ['landscape', 'journal'] as const) {
        const scene = drawLandscape(seed, { composition })
        seen.add(`${scene.theme}/${scene.time}`)
        expect(
          scene.svg.startsWith(
            '<svg xmlns="http://www.w3.org/2000/svg" width="2400" height="1600"',
          ),
        ).toBe(true)
        expect(scene.svg).not.toMatch(/NaN|Infinity|undefined/)
      }
    }
    expect([...seen].map((entry) => entry.split('/')[0])).toEqual(
      expect.arrayContaining([...landscapeThemes]),
    )
    expect(new Set([...seen].map((entry) => entry.split('/')[1]))).toEqual(new Set(timesOfDay))
  })

  it('§3 draws the same picture for the same seed and a different one for another seed', () => {
    const first = drawLandscape(1234, { composition: 'landscape' })
    expect(drawLandscape(1234, { composition: 'landscape' })).toEqual(first)
    expect(drawLandscape(1235, { composition: 'landscape' }).svg).not.toBe(first.svg)
    expect(drawLandscape(1234, { composition: 'journal' }).svg).not.toBe(first.svg)
  })

  it('§3 honours a theme and time of day given explicitly', () => {
    for (const theme of landscapeThemes) {
      const scene = drawLandscape(5, { composition: 'landscape', theme, time: 'golden' })
      expect(scene).toMatchObject({ theme, time: 'golden' })
      expect(scene.svg).not.toMatch(/NaN|Infinity|undefined/)
    }
  })

  it('§3 draws portraits as finite, square, seeded SVG', () => {
    for (let seed = 0; seed < 60; seed += 1) {
      const portrait = drawPortrait(seed)
      expect(portrait).toContain('width="1200" height="1200"')
      expect(portrait).not.toMatch(/NaN|Infinity|undefined/)
      expect(drawPortrait(seed)).toBe(portrait)
    }
    expect(drawPortrait(1)).not.toBe(drawPortrait(2))
  })
})
