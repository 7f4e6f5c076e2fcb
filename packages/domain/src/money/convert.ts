import type { BrandCurrency } from '../enums/index.ts'
import { minorUnitDigits } from './currency.ts'
import { money, type Money } from './money.ts'

/**
 * Exchange rates as integers: units of each currency per one US dollar, times 10^6 (1 USD = 0.92
 * EUR → EUR: 920_000). Integers keep conversion exact until the one final rounding.
 */
export type CurrencyRates = Readonly<Partial<Record<BrandCurrency, number>>>

export const RATE_SCALE = 1_000_000

export class MissingRateError extends Error {
  override name = 'MissingRateError'
}

function rateOf(rates: CurrencyRates, currency: BrandCurrency): bigint {
  const rate = rates[currency]
  if (rate === undefined || !Number.isSafeInteger(rate) || rate <= 0) {
    throw new MissingRateError(`No exchange rate for ${currency}`)
  }
  return BigInt(rate)
}

/** Integer division rounding half away from zero. */
function divideRounded(numerator: bigint, denominator: bigint): bigint {
  const negative = numerator < 0n !== denominator < 0n
  const absoluteNumerator = numerator < 0n ? -numerator : numerator
  const absoluteDenominator = denominator < 0n ? -denominator : denominator
  const quotient = (absoluteNumerator * 2n + absoluteDenominator) / (absoluteDenominator * 2n)
  return negative ? -quotient : quotient
}

/**
 * Converts an amount into another currency through the USD cross rate (§7 convert-price, and
 * prices shown in the X-Currency the visitor chose), rounded once, half away from zero, to the
 * target's minor unit.
 */
export function convertMoney(value: Money, to: BrandCurrency, rates: CurrencyRates): Money {
  if (value.currency === to) return value
  const fromDigits = BigInt(minorUnitDigits[value.currency])
  const toDigits = BigInt(minorUnitDigits[to])
  const numerator = BigInt(value.amountMinor) * rateOf(rates, to) * 10n ** toDigits
  const denominator = rateOf(rates, value.currency) * 10n ** fromDigits
  return money(Number(divideRounded(numerator, denominator)), to)
}

/**
 * A price converted for display, as the leading travel sites show one: whole units of the target
 * currency (13 500 ₽, US$880, never US$880.43 for a tour priced in roubles), rounded half away
 * from zero. A rate is approximate anyway, and cents of an estimate suggest a precision it does
 * not have. An amount already in the target currency is a real price and stays exact.
 */
export function convertForDisplay(value: Money, to: BrandCurrency, rates: CurrencyRates): Money {
  if (value.currency === to) return value
  return roundToWholeUnits(convertMoney(value, to, rates))
}

/** An amount rounded half away from zero to whole major units of its currency. */
export function roundToWholeUnits(value: Money): Money {
  const unit = 10n ** BigInt(minorUnitDigits[value.currency])
  return money(Number(divideRounded(BigInt(value.amountMinor), unit) * unit), value.currency)
}
