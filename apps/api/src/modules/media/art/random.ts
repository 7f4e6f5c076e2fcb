/** A seeded source of numbers in [0, 1) and the draws the pictures need; the same seed gives the same picture. */
export type Random = {
  next(): number
  /** A number in [min, max). */
  range(min: number, max: number): number
  /** An integer in [min, max]. */
  int(min: number, max: number): number
  chance(probability: number): boolean
  pick<T>(items: readonly T[]): T
}

/** mulberry32: tiny, fast and well mixed for pictures (not for anything secret). */
export function createRandom(seed: number): Random {
  let state = seed >>> 0
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296
  }
  const range = (min: number, max: number) => min + (max - min) * next()
  return {
    next,
    range,
    int: (min, max) => Math.floor(range(min, max + 1)),
    chance: (probability) => next() < probability,
    pick<T>(items: readonly T[]): T {
      const item = items[Math.floor(next() * items.length)]
      if (item === undefined) throw new Error('pick needs at least one item')
      return item
    },
  }
}

/**
 * Smooth 1-D fractal noise: `count` samples in about [-1, 1], built from octaves of value noise
 * (each twice the frequency and `persistence` times the weight of the last).
 */
export function fractalNoise(
  random: Random,
  count: number,
  options: { frequency: number; octaves: number; persistence: number },
): number[] {
  const samples = new Array<number>(count).fill(0)
  let frequency = options.frequency
  let weight = 1
  let totalWeight = 0
  for (let octave = 0; octave < options.octaves; octave += 1) {
    const lattice = Array.from({ length: Math.ceil(frequency) + 2 }, () => random.range(-1, 1))
    for (let index = 0; index < count; index += 1) {
      const position = (index / Math.max(1, count - 1)) * frequency
      const cell = Math.floor(position)
      const fraction = position - cell
      const smooth = fraction * fraction * (3 - 2 * fraction)
      const from = lattice[cell] ?? 0
      const to = lattice[cell + 1] ?? 0
      samples[index] = (samples[index] ?? 0) + (from + (to - from) * smooth) * weight
    }
    totalWeight += weight
    weight *= options.persistence
    frequency *= 2
  }
  return samples.map((sample) => sample / totalWeight)
}
