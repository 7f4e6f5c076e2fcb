import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { add, money } from '../money/money.ts'
import { effectiveCommissionPercent, splitCommission } from './commission.ts'

describe('§6 commission percent', () => {
  it('is the tour’s own percent when set', () => {
    expect(effectiveCommissionPercent(10, 15)).toBe(10)
    expect(effectiveCommissionPercent(0, 15)).toBe(0)
  })

  it('falls back to the organizer’s percent when the tour has none', () => {
    expect(effectiveCommissionPercent(null, 12.5)).toBe(12.5)
  })

  it('refuses a percent outside 0–100', () => {
    expect(() => effectiveCommissionPercent(101, 15)).toThrow(RangeError)
    expect(() => effectiveCommissionPercent(null, -1)).toThrow(RangeError)
    expect(() => effectiveCommissionPercent(Number.NaN, 15)).toThrow(RangeError)
  })
})

describe('§6 commission split', () => {
  it('takes the percent of the price and leaves the rest to the organizer', () => {
    const split = splitCommission(money(120_000, 'USD'), 15)
    expect(split.commission).toEqual(money(18_000, 'USD'))
    expect(split.net).toEqual(money(102_000, 'USD'))
  })

  it('rounds the commission half away from zero to whole minor units', () => {
    // 12.5 % of 1.01 is 0.12625 → 0.13; the organizer nets 0.88.
    const split = splitCommission(money(101, 'EUR'), 12.5)
    expect(split.commission.amountMinor).toBe(13)
    expect(split.net.amountMinor).toBe(88)
  })

  it('keeps the currency it was given', () => {
    const split = splitCommission(money(5_000, 'AED'), 20)
    expect(split.commission.currency).toBe('AED')
    expect(split.net.currency).toBe('AED')
  })

  it('always adds back up to the price', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 100_000_000 }),
        fc.integer({ min: 0, max: 10_000 }),
        (amountMinor, hundredths) => {
          const price = money(amountMinor, 'USD')
          const { commission, net } = splitCommission(price, hundredths / 100)
          expect(add(commission, net)).toEqual(price)
          expect(commission.amountMinor).toBeGreaterThanOrEqual(0)
          expect(net.amountMinor).toBeGreaterThanOrEqual(0)
        },
      ),
    )
  })
})
