import { describe, expect, it } from 'vitest'
import { topDestinations } from './not-found-model.ts'

describe('issue 42: the 404 page’s destinations', () => {
  it('offers the countries with the most tours, most first, ties by name, none empty', () => {
    const countries = [
      { name: 'Peru', slug: 'peru', count: 12 },
      { name: 'Chad', slug: 'chad', count: 0 },
      { name: 'France', slug: 'france', count: 40 },
      { name: 'Georgia', slug: 'georgia', count: 12 },
    ]
    expect(topDestinations(countries, 10)).toEqual([
      { name: 'France', slug: 'france' },
      { name: 'Georgia', slug: 'georgia' },
      { name: 'Peru', slug: 'peru' },
    ])
    expect(topDestinations(countries, 1)).toEqual([{ name: 'France', slug: 'france' }])
  })
})
