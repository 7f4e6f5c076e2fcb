import type { BrandCurrency } from '../enums/index.ts'

/**
 * Digits of the minor unit per ISO 4217, for every currency a brand may price in (the §3 list
 * plus §9's AED). All have 2 (kopeks, cents, tiyn, fen, fils), but the amount maths reads this
 * table rather than assuming it.
 */
export const minorUnitDigits: Readonly<Record<BrandCurrency, number>> = {
  EUR: 2,
  USD: 2,
  RUB: 2,
  BYN: 2,
  KZT: 2,
  CNY: 2,
  AED: 2,
}

/** §1 Number format: RUB, BYN, KZT use Russian format, others (AED too) British. */
export type NumberLocale = 'ru-RU' | 'en-GB'

const russianFormatCurrencies: readonly BrandCurrency[] = ['RUB', 'BYN', 'KZT']

/** The locale whose number format a currency's amounts use; British when there is no currency. */
export function numberLocaleFor(currency?: BrandCurrency): NumberLocale {
  return currency !== undefined && russianFormatCurrencies.includes(currency) ? 'ru-RU' : 'en-GB'
}
