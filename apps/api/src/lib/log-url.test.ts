import { describe, expect, it } from 'vitest'
import { loggableUrl } from './log-url.ts'

describe('request URLs in logs', () => {
  it('hide the meet key wherever it is in the query, and keep the rest', () => {
    expect(loggableUrl('/spa/contract-organizer-meet-data?key=abc_DEF-123')).toBe(
      '/spa/contract-organizer-meet-data?key=[redacted]',
    )
    expect(loggableUrl('/x?page=2&key=abc&sort=price')).toBe('/x?page=2&key=[redacted]&sort=price')
    expect(loggableUrl('/spa/tours?monkey=1')).toBe('/spa/tours?monkey=1')
    expect(loggableUrl('/healthz')).toBe('/healthz')
  })
})
