import type { ConvertPrice } from '@tourmarket/contracts'
import { isBrandCurrency, type BrandCurrency } from '@tourmarket/domain/enums'
import { fromMajor, money, toMajor, type Money } from '@tourmarket/domain/money'

/** §7 /node-api/convert-price's query for an amount, in major units as a decimal. */
export type ConversionQuery = {
  readonly from_currency: BrandCurrency
  readonly to_currency: BrandCurrency
  readonly amount: string
}

/**
 * What to ask /node-api/convert-price so the pay page can say what a charge comes to in the
 * visitor's currency (§9 currency switch): null when there is nothing to convert — the same
 * currency, a currency the brand does not price in, or no positive amount.
 */
export function conversionQuery(
  amountMinor: number,
  chargedIn: string,
  visitorCurrency: BrandCurrency,
): ConversionQuery | null {
  if (!isBrandCurrency(chargedIn) || chargedIn === visitorCurrency) return null
  if (!Number.isSafeInteger(amountMinor) || amountMinor <= 0) return null
  return {
    from_currency: chargedIn,
    to_currency: visitorCurrency,
    amount: String(toMajor(money(amountMinor, chargedIn))),
  }
}

/** The converted answer as an amount in the visitor's currency. */
export function convertedMoney(answer: ConvertPrice, query: ConversionQuery): Money {
  return fromMajor(answer.result, query.to_currency)
}
