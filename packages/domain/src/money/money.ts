import { isBrandCurrency } from '../enums/index.ts'
import type { BrandCurrency } from '../enums/index.ts'
import { minorUnitDigits } from './currency.ts'
import { minorToDecimalText, parseDecimal, scaleRounded } from './decimal.ts'

/**
 * An amount as a whole number of minor units (cents, kopeks) with its currency; never a float.
 * Any brand currency (§3 currencies plus §9's AED), since a brand prices in its own currencies.
 */
export type Money = { readonly amountMinor: number; readonly currency: BrandCurrency }

/** Thrown when two amounts in different currencies are combined; converting is a separate step. */
export class CurrencyMismatchError extends Error {
  override name = 'CurrencyMismatchError'
}

/** Builds an amount; throws RangeError for a fractional or unsafe amount or an unknown currency. */
export function money(amountMinor: number, currency: BrandCurrency): Money {
  if (!isBrandCurrency(currency)) throw new RangeError(`Unknown currency: ${String(currency)}`)
  if (!Number.isSafeInteger(amountMinor)) {
    throw new RangeError(`Amount in minor units must be a safe integer, got ${amountMinor}`)
  }
  return Object.freeze({ amountMinor: amountMinor + 0, currency })
}

function fromBigInt(amountMinor: bigint, currency: BrandCurrency): Money {
  if (
    amountMinor > BigInt(Number.MAX_SAFE_INTEGER) ||
    amountMinor < BigInt(Number.MIN_SAFE_INTEGER)
  ) {
    throw new RangeError(`Amount out of range: ${amountMinor} minor units of ${currency}`)
  }
  return money(Number(amountMinor), currency)
}

/**
 * Major units (12.345 or '12.345') → Money, rounded half away from zero to the minor unit
 * (12.35; -12.345 → -12.35). A number is read through its shortest decimal text, so 1.005 is
 * 1.005 as written, not the binary 1.00499…: it becomes 101 minor units, as a person expects.
 */
export function fromMajor(amountMajor: number | string, currency: BrandCurrency): Money {
  const text = typeof amountMajor === 'number' ? String(amountMajor) : amountMajor
  const decimal = Number.isFinite(Number(amountMajor)) ? parseDecimal(text) : undefined
  if (decimal === undefined) throw new RangeError(`Not a decimal amount: ${text}`)
  return fromBigInt(scaleRounded(decimal, 1n, minorUnitDigits[currency]), currency)
}

/**
 * Money → major units as a number (1234 minor → 12.34). Exact to the cent for any amount below
 * 10^13 major units; show amounts with formatMoney, which works from the exact digits.
 */
export function toMajor(value: Money): number {
  return Number(minorToDecimalText(value.amountMinor, minorUnitDigits[value.currency]))
}

function assertSameCurrency(a: Money, b: Money): void {
  if (a.currency !== b.currency) {
    throw new CurrencyMismatchError(`Cannot combine ${a.currency} with ${b.currency}`)
  }
}

export function add(a: Money, b: Money): Money {
  assertSameCurrency(a, b)
  return fromBigInt(BigInt(a.amountMinor) + BigInt(b.amountMinor), a.currency)
}

export function subtract(a: Money, b: Money): Money {
  assertSameCurrency(a, b)
  return fromBigInt(BigInt(a.amountMinor) - BigInt(b.amountMinor), a.currency)
}

/**
 * `percent` per cent of an amount (the §9 cashback percent, a prepayment share), in whole minor
 * units rounded half away from zero: 20 % of 0.03 is 0.006, so 0.01; 2.5 % of 1.00 is 0.025, so
 * 0.03. The percent is exact as written (12.3 is 12.3, not its binary neighbour).
 */
export function percentOf(value: Money, percent: number): Money {
  const decimal = Number.isFinite(percent) ? parseDecimal(String(percent)) : undefined
  if (decimal === undefined) throw new RangeError(`Not a percent: ${percent}`)
  return fromBigInt(scaleRounded(decimal, BigInt(value.amountMinor), -2), value.currency)
}
