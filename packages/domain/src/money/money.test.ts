import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { brandCurrencies } from '../enums/index.ts'
import { minorUnitDigits } from './currency.ts'
import {
  add,
  CurrencyMismatchError,
  fromMajor,
  money,
  percentOf,
  subtract,
  toMajor,
} from './money.ts'

const currency = fc.constantFrom(...brandCurrencies)
const safeAmount = fc.integer({ min: -1e12, max: 1e12 })

describe('§3 currencies: money as integer minor units', () => {
  it('knows 2 minor digits for the six currencies and §9 AED (ISO 4217)', () => {
    expect(minorUnitDigits).toEqual({ EUR: 2, USD: 2, RUB: 2, BYN: 2, KZT: 2, CNY: 2, AED: 2 })
  })

  it('builds an amount from whole minor units', () => {
    expect(money(1250, 'EUR')).toEqual({ amountMinor: 1250, currency: 'EUR' })
  })

  it('§9 accepts AED, the brand variant currency outside the §3 list', () => {
    expect(money(1250, 'AED')).toEqual({ amountMinor: 1250, currency: 'AED' })
    expect(fromMajor('12.345', 'AED')).toEqual({ amountMinor: 1235, currency: 'AED' })
    expect(toMajor(money(1250, 'AED'))).toBe(12.5)
  })

  it('refuses fractional, unsafe or non-finite amounts and unknown currencies', () => {
    expect(() => money(12.5, 'EUR')).toThrow(RangeError)
    expect(() => money(Number.MAX_SAFE_INTEGER + 1, 'EUR')).toThrow(RangeError)
    expect(() => money(Number.NaN, 'EUR')).toThrow(RangeError)
    expect(() => money(100, 'GBP' as 'EUR')).toThrow(RangeError)
  })
})

describe('§3 currencies: major-unit conversion', () => {
  it('rounds to the minor unit half away from zero', () => {
    expect(fromMajor(12.345, 'USD').amountMinor).toBe(1235)
    expect(fromMajor(-12.345, 'USD').amountMinor).toBe(-1235)
    expect(fromMajor(12.344, 'USD').amountMinor).toBe(1234)
    expect(fromMajor(0.005, 'RUB').amountMinor).toBe(1)
    expect(fromMajor(-0.004, 'RUB').amountMinor).toBe(0)
  })

  it('reads a number as written, not as its binary approximation', () => {
    expect(fromMajor(1.005, 'EUR').amountMinor).toBe(101)
    expect(fromMajor(0.1 + 0.2, 'EUR').amountMinor).toBe(30)
    expect(fromMajor(1e-7, 'EUR').amountMinor).toBe(0)
  })

  it('reads decimal text', () => {
    expect(fromMajor('1999.99', 'KZT').amountMinor).toBe(199999)
    expect(fromMajor(' 20 ', 'BYN').amountMinor).toBe(2000)
  })

  it('refuses text that is not a decimal and amounts beyond the safe range', () => {
    for (const bad of ['', '1,5', '0x10', 'abc', '1e999', 'Infinity']) {
      expect(() => fromMajor(bad, 'EUR')).toThrow(RangeError)
    }
    expect(() => fromMajor(Number.NaN, 'EUR')).toThrow(RangeError)
    expect(() => fromMajor(1e20, 'EUR')).toThrow(RangeError)
  })

  it('converts back to major units', () => {
    expect(toMajor(money(123456, 'CNY'))).toBe(1234.56)
    expect(toMajor(money(-5, 'USD'))).toBe(-0.05)
  })

  it('round-trips minor → major → minor for any safe amount', () => {
    fc.assert(
      fc.property(safeAmount, currency, (amountMinor, code) => {
        expect(fromMajor(toMajor(money(amountMinor, code)), code).amountMinor).toBe(amountMinor)
      }),
    )
  })
})

describe('§3 currencies: arithmetic', () => {
  it('adds and subtracts amounts of one currency', () => {
    expect(add(money(1050, 'RUB'), money(-50, 'RUB'))).toEqual(money(1000, 'RUB'))
    expect(subtract(money(1050, 'RUB'), money(2000, 'RUB'))).toEqual(money(-950, 'RUB'))
  })

  it('throws on a currency mismatch', () => {
    expect(() => add(money(1, 'EUR'), money(1, 'USD'))).toThrow(CurrencyMismatchError)
    expect(() => subtract(money(1, 'RUB'), money(1, 'BYN'))).toThrow(CurrencyMismatchError)
  })

  it('throws when a sum leaves the safe integer range', () => {
    const large = money(Number.MAX_SAFE_INTEGER, 'USD')
    expect(() => add(large, money(1, 'USD'))).toThrow(RangeError)
  })

  it('adds exactly: (a + b) − b = a', () => {
    fc.assert(
      fc.property(safeAmount, safeAmount, currency, (a, b, code) => {
        expect(subtract(add(money(a, code), money(b, code)), money(b, code))).toEqual(
          money(a, code),
        )
      }),
    )
  })
})

describe('§9 cashback percent: percent of an amount', () => {
  it('takes a percent in whole minor units, rounded half away from zero', () => {
    expect(percentOf(money(10000, 'USD'), 20)).toEqual(money(2000, 'USD'))
    expect(percentOf(money(3, 'USD'), 20)).toEqual(money(1, 'USD'))
    expect(percentOf(money(2, 'USD'), 20)).toEqual(money(0, 'USD'))
    expect(percentOf(money(100, 'USD'), 2.5)).toEqual(money(3, 'USD'))
    expect(percentOf(money(-100, 'USD'), 2.5)).toEqual(money(-3, 'USD'))
    expect(percentOf(money(1000, 'USD'), 12.3)).toEqual(money(123, 'USD'))
  })

  it('refuses a percent that is not a finite number', () => {
    expect(() => percentOf(money(100, 'EUR'), Number.POSITIVE_INFINITY)).toThrow(RangeError)
  })

  it('stays within a minor unit of the exact share and keeps the currency', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -1e9, max: 1e9 }),
        fc.integer({ min: 0, max: 100 }),
        currency,
        (amount, percent, code) => {
          const share = percentOf(money(amount, code), percent)
          expect(share.currency).toBe(code)
          expect(Math.abs(share.amountMinor * 100 - amount * percent)).toBeLessThanOrEqual(50)
        },
      ),
    )
  })
})
