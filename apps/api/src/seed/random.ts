import type { Random } from '../platform/random/seeded-random.ts'

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
