import { describe, expect, it } from 'vitest'
import { flightSearchUrl } from './ticket-quote-links.ts'

describe('flightSearchUrl', () => {
  it('names the direction, the city and the day', () => {
    const url = new URL(flightSearchUrl({ direction: 'from', city: 'Cusco', day: '2027-03-08' }))
    expect(url.origin).toBe('https://www.google.com')
    expect(url.searchParams.get('q')).toBe('Flights from Cusco on 2027-03-08')
  })
})
