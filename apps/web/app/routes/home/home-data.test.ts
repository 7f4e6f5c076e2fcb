import { describe, expect, it } from 'vitest'
import { homeCollections, popularDestinations } from './home-data.server.ts'

const country = (name: string, toursCount: number) => ({
  id: toursCount,
  slug: name.toLowerCase(),
  iso_code: 'XX',
  name,
  image: null,
  tours_count: toursCount,
  regions: [],
})

describe('§7 world-part groups → popular destinations', () => {
  it('takes the countries with most tours across world parts, dropping empty ones', () => {
    const parts = [
      { countries: [country('France', 60), country('Croatia', 30)] },
      { countries: [country('Peru', 45), country('Chad', 0)] },
    ]
    expect(popularDestinations(parts, 2).map((item) => item.name)).toEqual(['France', 'Peru'])
    expect(popularDestinations(parts, 10).map((item) => item.name)).not.toContain('Chad')
  })
})

describe('§7 collections on the home page', () => {
  it('lists collections with tours, largest first', () => {
    const group = (id: number, toursCount: number) => ({
      id,
      slug: `c${String(id)}`,
      name: `C${String(id)}`,
      description: '',
      image: null,
      tours_count: toursCount,
    })
    expect(homeCollections([group(1, 5), group(2, 0), group(3, 9)], 5).map((g) => g.id)).toEqual([
      3, 1,
    ])
  })
})
