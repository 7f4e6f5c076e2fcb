import type { Random } from '../../../platform/random/seeded-random.ts'

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
