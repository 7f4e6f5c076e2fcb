/**
 * A seeded source of chance for what must come out the same every time: the demo catalogue (the
 * same seed and `today` give the same tours) and the generated pictures (the same seed gives the
 * same picture). Never Math.random there.
 */
export type Random = {
  /** A number in [0, 1). */
  next(): number
  /** A number in [min, max). */
  range(min: number, max: number): number
  /** An integer in [min, max]. */
  int(min: number, max: number): number
  chance(probability: number): boolean
  pick<T>(items: readonly T[]): T
  /** Picks by weight; entries with weight 0 are never picked. */
  weighted<T>(entries: readonly (readonly [T, number])[]): T
  /** `count` distinct items (fewer when the list is shorter), in random order. */
  sample<T>(items: readonly T[], count: number): T[]
}

/** mulberry32: tiny, fast and well mixed; good for demo data and pictures, not for anything secret. */
export function createRandom(seed: number): Random {
  let state = seed >>> 0
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296
  }
  return {
    next,
    range: (min, max) => min + (max - min) * next(),
    int: (min, max) => min + Math.floor(next() * (max - min + 1)),
    chance: (probability) => next() < probability,
    pick<T>(items: readonly T[]): T {
      const item = items[Math.floor(next() * items.length)]
      if (item === undefined) throw new Error('pick needs at least one item')
      return item
    },
    weighted<T>(entries: readonly (readonly [T, number])[]): T {
      const total = entries.reduce((sum, [, weight]) => sum + weight, 0)
      let point = next() * total
      for (const [item, weight] of entries) {
        if (point < weight) return item
        point -= weight
      }
      const last = entries.findLast(([, weight]) => weight > 0)
      if (last === undefined) throw new Error('weighted needs a positive weight')
      return last[0]
    },
    sample<T>(items: readonly T[], count: number): T[] {
      const pool = [...items]
      const chosen: T[] = []
      while (chosen.length < count && pool.length > 0) {
        const [item] = pool.splice(Math.floor(next() * pool.length), 1)
        if (item !== undefined) chosen.push(item)
      }
      return chosen
    },
  }
}
