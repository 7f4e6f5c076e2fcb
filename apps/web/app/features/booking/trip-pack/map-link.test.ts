import { describe, expect, it } from 'vitest'
import { mapLink } from './map-link.ts'

describe('mapLink', () => {
  it('marks the place on OpenStreetMap at the zoom asked', () => {
    expect(mapLink({ latitude: 41.7151377, longitude: 44.827096 }, 12)).toBe(
      'https://www.openstreetmap.org/?mlat=41.71514&mlon=44.82710#map=12/41.71514/44.82710',
    )
  })
})
