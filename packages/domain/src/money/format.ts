import type { BrandCurrency } from '../enums/index.ts'
import { minorUnitDigits, numberLocaleFor, type NumberLocale } from './currency.ts'
import { parseDecimal, scaleRounded } from './decimal.ts'
import type { Money } from './money.ts'

export type FormatMoneyOptions = {
  /**
   * Left out: minor digits only when the amount is not whole ('€1,250' but '€1,250.50'), as
   * prices on tour cards read. true: always ('€1,250.00'), for invoices and receipts. false:
   * never, rounding half away from zero to a whole amount.
   */
  readonly showMinor?: boolean
}

// Written from tables rather than by Intl.NumberFormat (decision 0017): the first Intl formatter a
// page builds loads the browser's locale data, tens of milliseconds in the middle of hydration on a
// phone, and the server's and the browser's ICU need not agree. The tables give what ICU 78 gives;
// the tests compare them with Intl.

const separators: Readonly<Record<NumberLocale, { group: string; decimal: string }>> = {
  'en-GB': { group: ',', decimal: '.' },
  'ru-RU': { group: '\u00a0', decimal: ',' },
}

/** Where each currency's sign goes in its number format, and which sign: 'US$1,250', '1 250 ₽'. */
const currencySigns: Readonly<Record<BrandCurrency, { before: string; after: string }>> = {
  EUR: { before: '€', after: '' },
  USD: { before: 'US$', after: '' },
  CNY: { before: 'CN¥', after: '' },
  AED: { before: 'AED\u00a0', after: '' },
  RUB: { before: '', after: '\u00a0₽' },
  BYN: { before: '', after: '\u00a0BYN' },
  KZT: { before: '', after: '\u00a0KZT' },
}

/** Digits of a whole number in groups of three: ('1234567', ',') → '1,234,567'. */
function grouped(digits: string, group: string): string {
  return digits.replace(/\B(?=(\d{3})+$)/g, group)
}

/** A magnitude as whole and fraction digits in a locale's format, with its sign before. */
function numberText(
  negative: boolean,
  whole: bigint,
  fraction: string,
  locale: NumberLocale,
  sign: { before: string; after: string } = { before: '', after: '' },
): string {
  const { group, decimal } = separators[locale]
  const fractionText = fraction === '' ? '' : `${decimal}${fraction}`
  return `${negative ? '-' : ''}${sign.before}${grouped(whole.toString(), group)}${fractionText}${sign.after}`
}

/**
 * §1, §9: an amount in its currency's number format (RUB, BYN, KZT Russian, the others British):
 * '1 250,50 ₽', '1 250 BYN', '€1,250.50', 'US$1,250', 'CN¥1,250'. Exact: the digits come from
 * the integer minor units, never from a float.
 */
export function formatMoney(value: Money, options: FormatMoneyOptions = {}): string {
  const digits = minorUnitDigits[value.currency]
  const unit = 10n ** BigInt(digits)
  const magnitude = BigInt(Math.abs(value.amountMinor))
  const showMinor = options.showMinor ?? magnitude % unit !== 0n
  const negative = value.amountMinor < 0
  const locale = numberLocaleFor(value.currency)
  const sign = currencySigns[value.currency]
  if (showMinor) {
    const fraction = (magnitude % unit).toString().padStart(digits, '0')
    return numberText(negative, magnitude / unit, fraction, locale, sign)
  }
  // Half away from zero, as on the magnitude.
  return numberText(negative, (magnitude * 2n + unit) / (2n * unit), '', locale, sign)
}

/** How Intl writes NaN in each number locale. */
const notANumber: Readonly<Record<NumberLocale, string>> = {
  'en-GB': 'NaN',
  'ru-RU': 'не\u00a0число',
}

/** The most fraction digits a plain number shows (Intl's default). */
const NUMBER_FRACTION_DIGITS = 3

/**
 * §1: a plain number in the format of the currency shown next to it (British without one), with
 * up to three fraction digits rounded half away from zero, as Intl does: from the shortest decimal
 * that reads back as the same float ('1.0005' rounds up, although the float is a hair below it).
 */
export function formatNumber(value: number, currency?: BrandCurrency): string {
  if (Number.isNaN(value)) return notANumber[numberLocaleFor(currency)]
  const negative = value < 0 || Object.is(value, -0)
  if (!Number.isFinite(value)) return negative ? '-∞' : '∞'
  const decimal = parseDecimal(String(Math.abs(value)))
  if (decimal === undefined) throw new RangeError(`Not a number: ${String(value)}`)
  const unit = 10n ** BigInt(NUMBER_FRACTION_DIGITS)
  const scaled = scaleRounded(decimal, 1n, NUMBER_FRACTION_DIGITS)
  const fraction = (scaled % unit)
    .toString()
    .padStart(NUMBER_FRACTION_DIGITS, '0')
    .replace(/0+$/, '')
  return numberText(negative, scaled / unit, fraction, numberLocaleFor(currency))
}
