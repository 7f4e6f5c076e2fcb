import { describe, expect, it } from 'vitest'
import { decodeFacetTokens } from '../src/modules/search/facet-counts.ts'
import {
  FACET_OPTIONS_MAX,
  FACET_TOKEN_BASE,
  facetTokenKinds,
} from '../src/modules/search/facets.ts'

const cityToken = (id: number) => facetTokenKinds.cities * FACET_TOKEN_BASE + id

describe('decodeFacetTokens', () => {
  it('orders a facet by count, ties by the value as text in the collation’s order', () => {
    const ids = [7, 45, 100, 1_000, 9, 1_234_567, 12, 3, 99_999, 100_000]
    const tokens = ids.map((id, index) => [cityToken(id), index < 3 ? 5 : 2] as const)
    const { cities } = decodeFacetTokens(tokens, { facets: { tour_types: [] } }, ['cities'])
    const tied = ids.slice(3).sort((a, b) => String(a).localeCompare(String(b)))
    expect(cities).toEqual([[100, 5], [45, 5], [7, 5], ...tied.map((id) => [id, 2])])
    // Text order, not numeric: 100000 before 12, 3 before 9.
    expect(tied).toEqual([1_000, 100_000, 12, 1_234_567, 3, 9, 99_999])
  })

  it('keeps the largest FACET_OPTIONS_MAX and any selected value further down', () => {
    const tokens = Array.from(
      { length: FACET_OPTIONS_MAX + 10 },
      (_, index) => [cityToken(index + 1), 1_000 - index] as const,
    )
    const selected = FACET_OPTIONS_MAX + 5
    const { cities } = decodeFacetTokens(
      tokens,
      { facets: { tour_types: [], cities: [selected] } },
      ['cities'],
    )
    expect(cities).toHaveLength(FACET_OPTIONS_MAX + 1)
    expect(cities?.at(-1)).toEqual([selected, 1_000 - selected + 1])
  })
})
