import { describe, expect, it } from 'vitest'
import { countryIdOf } from './country-by-ip.ts'

describe('§5 country by IP: used only if found', () => {
  it('takes the id of the country found', () => {
    expect(countryIdOf({ result: { id: 228, name: 'United States', iso_code: 'US' } })).toBe(228)
  })

  it('finds nothing in a null result or an answer of another shape', () => {
    expect(countryIdOf({ result: null })).toBeNull()
    expect(countryIdOf({ result: { id: '228' } })).toBeNull()
    expect(countryIdOf({ result: { id: 0 } })).toBeNull()
    expect(countryIdOf(null)).toBeNull()
    expect(countryIdOf('US')).toBeNull()
  })
})
