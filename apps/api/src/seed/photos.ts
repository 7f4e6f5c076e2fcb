import { landscapeThemes } from '../modules/media/art/landscape.ts'
import type { LandscapeTheme } from '../modules/media/art/landscape.ts'
import { createRandom } from '../platform/random/seeded-random.ts'

export type { LandscapeTheme }

/** A generated-picture key (media route): `landscape-{seed}`, `portrait-{seed}`, `journal-{seed}`. */
export function imageKey(kind: 'landscape' | 'portrait' | 'journal', seed: number): string {
  return `${kind}-${String(seed >>> 0)}`
}

/** Far more than needed: one seed in six shows a given theme. */
const maxAttempts = 256
/** Steps between candidate seeds (the golden ratio in 32 bits), so neighbours look unrelated. */
const seedStep = 0x9e3779b9

/**
 * The first seed, from `seed` on, whose generated landscape shows `theme`. A landscape key holds
 * only a seed and the picture draws its theme from it (its first draw), so a tour that wants a
 * beach photo looks for a seed that draws one.
 */
export function landscapeSeedShowing(seed: number, theme: LandscapeTheme): number {
  for (let attempt = 0; attempt < maxAttempts; attempt += 1) {
    const candidate = (seed + attempt * seedStep) >>> 0
    if (createRandom(candidate).pick(landscapeThemes) === theme) return candidate
  }
  throw new Error(`No landscape seed near ${String(seed)} shows ${theme}`)
}

/** A `landscape-{seed}` media key whose picture shows `theme`. */
export function landscapeKey(seed: number, theme: LandscapeTheme): string {
  return imageKey('landscape', landscapeSeedShowing(seed, theme))
}
