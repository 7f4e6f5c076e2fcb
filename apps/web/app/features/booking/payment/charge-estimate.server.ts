import type { ApiClient } from '@tourmarket/api-client'
import { roundToWholeUnits, type Money } from '@tourmarket/domain/money'
import type { BrandCurrency } from '@tourmarket/domain/enums'
import { callApi } from '../../../lib/api-call.ts'
import { conversionQuery, convertedMoney } from './converted-amount.ts'

/**
 * What a charge comes to in the currency the visitor browses in, at today's rate and in whole
 * units (decision 0047), for the pay page's "You will be charged …" line. Asked while the page is
 * rendered, so the line is there before any script runs. Null when there is nothing to convert or
 * no rate: the charge itself is what counts.
 */
export async function chargeInVisitorCurrency(
  api: ApiClient,
  amountMinor: number,
  chargedIn: string,
  visitorCurrency: BrandCurrency,
): Promise<Money | null> {
  const query = conversionQuery(amountMinor, chargedIn, visitorCurrency)
  if (query === null) return null
  try {
    return roundToWholeUnits(convertedMoney(await callApi(api, 'convertPrice', { query }), query))
  } catch (error) {
    console.warn('No conversion for the pay page', error)
    return null
  }
}
