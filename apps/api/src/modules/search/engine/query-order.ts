import type { QueryInputs } from './query-state.ts'

// The order of a search's results (repository.ts's ORDER BY) and the page kept of them.

export type Compare = (a: number, b: number) => number

/** Compares two slots in the search's sort; `priceFrom` holds each read tour's card price. */
export function comparatorOf(inputs: QueryInputs, priceFrom: Float64Array): Compare {
  const { tourId, popularity } = inputs.columns
  const ranks = inputs.textRanks
  const byPopularity: Compare = (a, b) => popularity[b]! - popularity[a]! || tourId[b]! - tourId[a]!
  switch (inputs.options.sort) {
    case 'price':
      return (a, b) => {
        const left = priceFrom[a]!
        const right = priceFrom[b]!
        if (Number.isNaN(left) !== Number.isNaN(right)) return Number.isNaN(left) ? 1 : -1
        return (Number.isNaN(left) ? 0 : left - right) || tourId[a]! - tourId[b]!
      }
    case '-price':
      return (a, b) => {
        const left = priceFrom[a]!
        const right = priceFrom[b]!
        if (Number.isNaN(left) !== Number.isNaN(right)) return Number.isNaN(left) ? 1 : -1
        return (Number.isNaN(left) ? 0 : right - left) || tourId[b]! - tourId[a]!
      }
    case 'default': {
      // As repository.ts: the phrase's rank, the collection's order (absent last), popularity.
      const positions = inputs.positions
      const place = (slot: number) => positions?.get(tourId[slot]!) ?? Number.POSITIVE_INFINITY
      const byPosition: Compare =
        positions === undefined
          ? byPopularity
          : (a, b) => {
              const left = place(a)
              const right = place(b)
              return left === right ? byPopularity(a, b) : left < right ? -1 : 1
            }
      return ranks === undefined
        ? byPosition
        : (a, b) => ranks.get(tourId[b]!)! - ranks.get(tourId[a]!)! || byPosition(a, b)
    }
  }
}

/** The best `size` slots seen so far, kept sorted (a page is small; inserting is cheap). */
export function createTopSlots(size: number, compare: Compare) {
  const kept: number[] = []
  return {
    offer(slot: number) {
      if (size === 0) return
      if (kept.length === size && compare(slot, kept[size - 1]!) >= 0) return
      let low = 0
      let high = kept.length
      while (low < high) {
        const middle = (low + high) >> 1
        if (compare(kept[middle]!, slot) <= 0) low = middle + 1
        else high = middle
      }
      kept.splice(low, 0, slot)
      if (kept.length > size) kept.pop()
    },
    kept,
  }
}

export type TopSlots = ReturnType<typeof createTopSlots>
