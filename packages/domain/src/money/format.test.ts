import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import type { BrandCurrency } from '../enums/index.ts'
import { minorUnitDigits, numberLocaleFor } from './currency.ts'
import { formatMoney, formatNumber } from './format.ts'
import { money } from './money.ts'

// ICU versions differ in the Russian group separator (no-break space U+00A0 or the narrow one
// U+202F), so the tests accept either; everything else is exact.
const space = '[\u00a0\u202f]'

describe('§1 number format: RUB, BYN, KZT Russian, others British', () => {
  it('picks the Russian locale for RUB, BYN, KZT and the British one otherwise', () => {
    expect(['RUB', 'BYN', 'KZT'].map((code) => numberLocaleFor(code as 'RUB'))).toEqual([
      'ru-RU',
      'ru-RU',
      'ru-RU',
    ])
    expect(['EUR', 'USD', 'CNY', 'AED'].map((code) => numberLocaleFor(code as 'EUR'))).toEqual([
      'en-GB',
      'en-GB',
      'en-GB',
      'en-GB',
    ])
    expect(numberLocaleFor()).toBe('en-GB')
  })

  it('formats Russian amounts with space thousands and comma decimals, symbol after', () => {
    expect(formatMoney(money(123456750, 'RUB'))).toMatch(
      new RegExp(`^1${space}234${space}567,50\u00a0₽$`),
    )
    expect(formatMoney(money(125000, 'BYN'))).toMatch(new RegExp(`^1${space}250\u00a0BYN$`))
    expect(formatMoney(money(-99, 'KZT'))).toMatch(new RegExp(`^-0,99\u00a0KZT$`))
  })

  it('formats British amounts with comma thousands and point decimals, symbol before', () => {
    expect(formatMoney(money(125050, 'EUR'))).toBe('€1,250.50')
    expect(formatMoney(money(123456700, 'USD'))).toBe('US$1,234,567')
    expect(formatMoney(money(-250, 'CNY'))).toBe('-CN¥2.50')
    expect(formatMoney(money(125050, 'AED'))).toBe('AED\u00a01,250.50')
  })

  it('formats the exact digits of amounts too large for a float to hold to the cent', () => {
    expect(formatMoney(money(9007199254740991, 'EUR'))).toBe('€90,071,992,547,409.91')
  })

  it('formats plain numbers in the format of the currency', () => {
    expect(formatNumber(1234567.5, 'RUB')).toMatch(new RegExp(`^1${space}234${space}567,5$`))
    expect(formatNumber(1234567.5, 'USD')).toBe('1,234,567.5')
    expect(formatNumber(200000)).toBe('200,000')
  })
})

describe('§9 price display: minor digits', () => {
  it('shows no minor digits when the amount is whole, and both when it is not', () => {
    expect(formatMoney(money(500000, 'USD'))).toBe('US$5,000')
    expect(formatMoney(money(500010, 'USD'))).toBe('US$5,000.10')
  })

  it('always shows minor digits with showMinor: true', () => {
    expect(formatMoney(money(500000, 'EUR'), { showMinor: true })).toBe('€5,000.00')
  })

  it('rounds half away from zero to a whole amount with showMinor: false', () => {
    expect(formatMoney(money(250, 'EUR'), { showMinor: false })).toBe('€3')
    expect(formatMoney(money(-250, 'EUR'), { showMinor: false })).toBe('-€3')
    expect(formatMoney(money(249, 'EUR'), { showMinor: false })).toBe('€2')
  })
})

describe('decision 0017: the same text as Intl (ICU), without building an Intl formatter', () => {
  const currencies = Object.keys(minorUnitDigits) as BrandCurrency[]

  function intlMoney(amountMinor: number, currency: BrandCurrency, fractionDigits: number) {
    return new Intl.NumberFormat(numberLocaleFor(currency), {
      style: 'currency',
      currency,
      minimumFractionDigits: fractionDigits,
      maximumFractionDigits: fractionDigits,
      roundingMode: 'halfExpand',
    }).format(`${amountMinor}E-${minorUnitDigits[currency]}` as `${number}`)
  }

  it('writes any amount in any currency as Intl does, with and without minor digits (property)', () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.integer({ min: -2_000_000, max: 2_000_000 }), fc.maxSafeInteger()),
        fc.constantFrom(...currencies),
        fc.constantFrom(undefined, true, false),
        (amountMinor, currency, showMinor) => {
          const digits = minorUnitDigits[currency]
          const whole = amountMinor % 10 ** digits === 0
          const fractionDigits = (showMinor ?? !whole) ? digits : 0
          expect(formatMoney(money(amountMinor, currency), { showMinor })).toBe(
            intlMoney(amountMinor, currency, fractionDigits),
          )
        },
      ),
      {
        examples: [
          [-49, 'EUR', false],
          [-50, 'RUB', false],
          [0, 'AED', true],
        ],
      },
    )
  })

  it('writes any number as Intl does, up to three fraction digits (property)', () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.double(), fc.integer(), fc.double({ min: -1e6, max: 1e6 })),
        fc.constantFrom(undefined, ...currencies),
        (value, currency) => {
          expect(formatNumber(value, currency)).toBe(
            new Intl.NumberFormat(numberLocaleFor(currency)).format(value),
          )
        },
      ),
      {
        examples: [
          [Number.NaN, 'BYN'],
          [1.0005, undefined],
          [-0, 'RUB'],
          [-0.0001, 'USD'],
          [1e21, 'EUR'],
          [0.1 + 0.2, undefined],
        ],
      },
    )
  })
})
