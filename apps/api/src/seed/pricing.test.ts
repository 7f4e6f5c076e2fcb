import { describe, expect, it } from 'vitest'
import { averageText } from './catalogue.ts'
import { toUsdMinor } from './pricing.ts'

describe('§3 prices in USD: integer conversion at the stored micro-rates', () => {
  it('converts minor units with units per dollar × 10^6, rounding half up', () => {
    expect(toUsdMinor(12_345, 1_000_000)).toBe(12_345)
    expect(toUsdMinor(92_000, 920_000)).toBe(100_000)
    expect(toUsdMinor(9_000_000, 90_000_000)).toBe(100_000)
    expect(toUsdMinor(1, 2_000_000)).toBe(1)
    expect(toUsdMinor(1, 3_000_000)).toBe(0)
  })

  it('refuses a non-positive rate and fractional amounts', () => {
    expect(() => toUsdMinor(100, 0)).toThrow(RangeError)
    expect(() => toUsdMinor(1.5, 1_000_000)).toThrow(RangeError)
  })
})

describe('§9 rating 1-5: averages stored as numeric(3,2)', () => {
  it('rounds the average half up to hundredths', () => {
    expect(averageText(9, 2)).toBe('4.50')
    expect(averageText(14, 3)).toBe('4.67')
    expect(averageText(13, 3)).toBe('4.33')
    expect(averageText(5, 1)).toBe('5.00')
    expect(averageText(1, 8)).toBe('0.13')
  })
})
