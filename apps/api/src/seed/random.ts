/**
 * The seed's only source of chance: a seeded PRNG, so the same seed and `today` always give the
 * same catalogue. Never Math.random: a reproducible demo and benchmark catalogue is the point.
 */
export type Random = {
  /** A number in [0, 1). */
  next(): number
  /** An integer in [min, max]. */
  int(min: number, max: number): number
  chance(probability: number): boolean
  pick<T>(items: readonly T[]): T
  /** Picks by weight; entries with weight 0 are never picked. */
  weighted<T>(entries: readonly (readonly [T, number])[]): T
  /** `count` distinct items (fewer when the list is shorter), in random order. */
  sample<T>(items: readonly T[], count: number): T[]
}

/** mulberry32: tiny, fast and well mixed; good for demo data, not for anything secret. */
export function createRandom(seed: number): Random {
  let state = seed >>> 0
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296
  }
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1))
  const pick = <T>(items: readonly T[]): T => {
    const item = items[Math.floor(next() * items.length)]
    if (item === undefined) throw new Error('pick needs at least one item')
    return item
  }
  return {
    next,
    int,
    chance: (probability) => next() < probability,
    pick,
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

/**
 * A 32-bit seed for one entity (FNV-1a over the parts), so every tour draws from its own stream:
 * tour 7 is the same whether 60 or 100,000 tours are made, and chunking never shifts a value.
 */
export function deriveSeed(seed: number, ...parts: readonly (string | number)[]): number {
  let hash = 0x811c9dc5 ^ (seed >>> 0)
  const text = parts.join('\u0000')
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index)
    hash = Math.imul(hash, 0x01000193)
  }
  return hash >>> 0
}

/**
 * A reproducible UUID (version 4 layout) whose last 12 hex digits are `serial`, so the uuids of
 * rows with distinct serials never collide, however many millions of rows a catalogue has.
 */
export function seededUuid(random: Random, serial: number): string {
  const hex = Array.from({ length: 20 }, () => random.int(0, 15).toString(16))
  hex[12] = '4'
  hex[16] = (8 + random.int(0, 3)).toString(16)
  const text = `${hex.join('')}${serial.toString(16).padStart(12, '0')}`
  return `${text.slice(0, 8)}-${text.slice(8, 12)}-${text.slice(12, 16)}-${text.slice(16, 20)}-${text.slice(20)}`
}
