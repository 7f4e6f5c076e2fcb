// Believable cancellation policies for the demo catalogue (issue 38): each organizer has one of
// a few common shapes, and some tours set their own (day excursions are freely cancellable until
// the day before; cruises, booked far ahead, keep more the later one cancels).
import type { StoredCancellationPolicy } from '../db/schema/organizers.ts'
import { createRandom } from '../platform/random/seeded-random.ts'
import { deriveSeed } from './random.ts'

function policy(...tiers: [daysBefore: number, refundPercent: number][]): StoredCancellationPolicy {
  return { tiers: tiers.map(([daysBefore, refundPercent]) => ({ daysBefore, refundPercent })) }
}

const organizerPolicies: readonly (readonly [StoredCancellationPolicy, number])[] = [
  [policy([30, 100], [7, 50]), 40],
  [policy([14, 100], [3, 50]), 20],
  [policy([60, 100], [30, 50], [14, 25]), 15],
  [policy([45, 100], [21, 50]), 10],
  [policy([7, 100]), 10],
  [policy([21, 50]), 5],
]

const excursionPolicy = policy([1, 100])
const cruisePolicy = policy([90, 100], [60, 50], [30, 25])

/** The organizer's default policy, as the jsonb cell the bulk insert writes. */
export function organizerPolicyCell(seed: number, organizerId: number): string {
  const random = createRandom(deriveSeed(seed, 'organizer-cancellation-policy', organizerId))
  return JSON.stringify(random.weighted(organizerPolicies))
}

/** A tour's own policy (most tours follow their organizer's: null). */
export function tourPolicyCell(
  seed: number,
  tourId: number,
  tour: { readonly isExcursion: boolean; readonly isCruise: boolean },
): string | null {
  const random = createRandom(deriveSeed(seed, 'tour-cancellation-policy', tourId))
  if (tour.isExcursion && random.chance(0.7)) return JSON.stringify(excursionPolicy)
  if (tour.isCruise && random.chance(0.6)) return JSON.stringify(cruisePolicy)
  return random.chance(0.1) ? JSON.stringify(policy([30, 100], [14, 50], [7, 25])) : null
}
