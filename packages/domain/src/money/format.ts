import type { BrandCurrency } from '../enums/index.ts'
import { minorUnitDigits, numberLocaleFor } from './currency.ts'
import { minorToDecimalText } from './decimal.ts'
import type { Money } from './money.ts'

export type FormatMoneyOptions = {
  /**
   * Left out: minor digits only when the amount is not whole ('€1,250' but '€1,250.50'), as
   * prices on tour cards read. true: always ('€1,250.00'), for invoices and receipts. false:
   * never, rounding half away from zero to a whole amount.
   */
  readonly showMinor?: boolean
}

// Building an Intl.NumberFormat is costly next to using one; a price list formats hundreds.
const formatters = new Map<string, Intl.NumberFormat>()

function formatterFor(locale: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `${locale}|${JSON.stringify(options)}`
  let formatter = formatters.get(key)
  if (formatter === undefined) {
    formatter = new Intl.NumberFormat(locale, options)
    formatters.set(key, formatter)
  }
  return formatter
}

/**
 * §1, §9: an amount in its currency's number format (RUB, BYN, KZT Russian, the others British).
 * Where the symbol or code goes, and which one, is what the locale's Intl data gives:
 * '1 250,50 ₽', '1 250 BYN', '€1,250.50', 'US$1,250', 'CN¥1,250'.
 */
export function formatMoney(value: Money, options: FormatMoneyOptions = {}): string {
  const digits = minorUnitDigits[value.currency]
  const isWhole = value.amountMinor % 10 ** digits === 0
  const fractionDigits = (options.showMinor ?? !isWhole) ? digits : 0
  const formatter = formatterFor(numberLocaleFor(value.currency), {
    style: 'currency',
    currency: value.currency,
    minimumFractionDigits: fractionDigits,
    maximumFractionDigits: fractionDigits,
    roundingMode: 'halfExpand',
  })
  // The exact decimal text, not a float, so the last cent of a large amount is right.
  return formatter.format(minorToDecimalText(value.amountMinor, digits))
}

/** §1: a plain number in the format of the currency shown next to it (British without one). */
export function formatNumber(value: number, currency?: BrandCurrency): string {
  return formatterFor(numberLocaleFor(currency), {}).format(value)
}
