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

  it('hide capabilities however the name is spelled and wherever the path puts them', () => {
    expect(loggableUrl('/spa/review-page?%75uid=abc&page=2')).toBe(
      '/spa/review-page?%75uid=[redacted]&page=2',
    )
    expect(loggableUrl('/spa/delete-image?id=4&TOKEN=abc&token=def')).toBe(
      '/spa/delete-image?id=4&TOKEN=[redacted]&token=[redacted]',
    )
    expect(loggableUrl('//media//files/abc?download=1')).toBe(
      '//media//files/[redacted]?download=1',
    )
    expect(loggableUrl('/payments/sandbox/%63heckout/cs_1/pay')).toBe(
      '/payments/sandbox/%63heckout/[redacted]/pay',
    )
    expect(loggableUrl('/media/tour-1-cover/800')).toBe('/media/tour-1-cover/800')
    expect(loggableUrl('/spa/tours?monkey=1&keyword=x')).toBe('/spa/tours?monkey=1&keyword=x')
  })
})
