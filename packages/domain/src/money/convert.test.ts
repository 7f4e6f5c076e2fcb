import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { brandCurrencies } from '../enums/index.ts'
import {
  convertForDisplay,
  convertMoney,
  MissingRateError,
  RATE_SCALE,
  roundToWholeUnits,
  type CurrencyRates,
} from './convert.ts'
import { money } from './money.ts'

const rates: CurrencyRates = {
  USD: RATE_SCALE,
  EUR: 920_000,
  RUB: 92_500_000,
  BYN: 3_270_000,
  KZT: 480_000_000,
  CNY: 7_240_000,
  AED: 3_672_500,
}

describe('§7 convert-price: converting money between currencies', () => {
  it('converts through the USD cross rate', () => {
    expect(convertMoney(money(100_00, 'USD'), 'EUR', rates)).toEqual(money(92_00, 'EUR'))
    expect(convertMoney(money(92_00, 'EUR'), 'USD', rates)).toEqual(money(100_00, 'USD'))
    expect(convertMoney(money(100_00, 'EUR'), 'RUB', rates)).toEqual(money(10_054_35, 'RUB'))
  })

  it('returns the same amount when the currency does not change', () => {
    const amount = money(12_345, 'KZT')
    expect(convertMoney(amount, 'KZT', {})).toBe(amount)
  })

  it('rounds once, half away from zero, to the minor unit', () => {
    // 1 cent in EUR is 1.0869… US cents → 1; 5 cents → 5.434… → 5; 6 cents → 6.52… → 7.
    expect(convertMoney(money(1, 'EUR'), 'USD', rates).amountMinor).toBe(1)
    expect(convertMoney(money(5, 'EUR'), 'USD', rates).amountMinor).toBe(5)
    expect(convertMoney(money(6, 'EUR'), 'USD', rates).amountMinor).toBe(7)
    expect(convertMoney(money(-6, 'EUR'), 'USD', rates).amountMinor).toBe(-7)
  })

  it('refuses a currency without a rate', () => {
    expect(() => convertMoney(money(100, 'USD'), 'EUR', { USD: RATE_SCALE })).toThrow(
      MissingRateError,
    )
  })

  it('never drifts more than one minor unit on a round trip through a stronger currency', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000_000_00 }),
        fc.constantFrom(...brandCurrencies),
        (amount, currency) => {
          const there = convertMoney(money(amount, 'RUB'), currency, rates)
          const back = convertMoney(there, 'RUB', rates)
          const oneMinorUnitOfTarget = Math.ceil((rates.RUB ?? 0) / (rates[currency] ?? 1))
          expect(Math.abs(back.amountMinor - amount)).toBeLessThanOrEqual(oneMinorUnitOfTarget)
        },
      ),
    )
  })
})

describe('converted prices as shown: whole units', () => {
  it('shows a converted price in whole units, never cents of an estimate', () => {
    // 81 440 ₽ at 92.5 ₽ per dollar is US$880.43…: shown as US$880.
    expect(convertForDisplay(money(81_440_00, 'RUB'), 'USD', rates)).toEqual(money(880_00, 'USD'))
    // US$145.95 at 92.5 is 13 500.375 ₽: 13 500 ₽.
    expect(convertForDisplay(money(145_95, 'USD'), 'RUB', rates)).toEqual(money(13_500_00, 'RUB'))
  })

  it('rounds half away from zero', () => {
    expect(roundToWholeUnits(money(880_50, 'USD'))).toEqual(money(881_00, 'USD'))
    expect(roundToWholeUnits(money(880_49, 'USD'))).toEqual(money(880_00, 'USD'))
    expect(roundToWholeUnits(money(-880_50, 'EUR'))).toEqual(money(-881_00, 'EUR'))
  })

  it("keeps a price in the tour's own currency exact", () => {
    const price = money(880_43, 'USD')
    expect(convertForDisplay(price, 'USD', {})).toBe(price)
  })

  it('is always whole and within half a unit of the exact conversion', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000_000_00 }),
        fc.constantFrom(...brandCurrencies),
        fc.constantFrom(...brandCurrencies),
        (amountMinor, from, to) => {
          fc.pre(from !== to)
          const exact = convertMoney(money(amountMinor, from), to, rates).amountMinor
          const shown = convertForDisplay(money(amountMinor, from), to, rates).amountMinor
          expect(shown % 100).toBe(0)
          expect(Math.abs(shown - exact)).toBeLessThanOrEqual(50)
        },
      ),
    )
  })
})
