import type { TourAccommodations } from '@tourmarket/contracts'
import { describe, expect, it } from 'vitest'
import { withEveryAccommodationKind } from './accommodation-kinds.ts'

const catalogue: TourAccommodations = {
  data: [
    { id: 'camp-site', label: 'Camp site', tours_count: 172 },
    { id: 'guest-house', label: 'Guest house', tours_count: 690 },
    { id: 'cabin', label: 'Cabin', tours_count: 302 },
    { id: 'hotel', label: 'Hotel', tours_count: 741 },
    { id: 'train', label: 'Train', tours_count: 0 },
    { id: 'not-set', label: 'Not set', tours_count: 380 },
  ],
}

describe('the accommodation filter lists the catalogue’s kinds (§7 tour-accommodations)', () => {
  it('keeps the catalogue order, with this search’s counts and 0 for the kinds it has none of', () => {
    const facet = [
      { value: 'hotel', count: 12, selected: true },
      { value: 'guest-house', count: 15, selected: false },
    ]
    expect(withEveryAccommodationKind(facet, catalogue)).toEqual([
      { value: 'camp-site', count: 0, selected: false },
      { value: 'guest-house', count: 15, selected: false },
      { value: 'cabin', count: 0, selected: false },
      { value: 'hotel', count: 12, selected: true },
    ])
  })

  it('offers neither a kind no tour has nor "not set"', () => {
    const values = withEveryAccommodationKind([], catalogue).map((option) => option.value)
    expect(values).not.toContain('train')
    expect(values).not.toContain('not-set')
  })

  it('still shows a kind the facet counts that a stale catalogue list lacks', () => {
    const facet = [{ value: 'tent', count: 2, selected: false }]
    expect(withEveryAccommodationKind(facet, catalogue).at(-1)).toEqual(facet[0])
  })

  it('is the facet alone when the catalogue list could not be loaded', () => {
    const facet = [{ value: 'tent', count: 2, selected: false }]
    expect(withEveryAccommodationKind(facet, null)).toBe(facet)
  })
})
