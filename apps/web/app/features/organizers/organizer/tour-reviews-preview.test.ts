import { describe, expect, it } from 'vitest'
import { formatAverage } from './tour-reviews-preview.tsx'

describe('a tour’s rating in the organizer page’s reviews preview', () => {
  it('shows one decimal in the page language', () => {
    expect(formatAverage(4.666, 'en-US')).toBe('4.7')
    expect(formatAverage(5, 'en-US')).toBe('5.0')
    expect(formatAverage(4.25, 'ru')).toBe('4,3')
  })

  it('is absent without reviews', () => {
    expect(formatAverage(null, 'en-US')).toBeNull()
  })
})
