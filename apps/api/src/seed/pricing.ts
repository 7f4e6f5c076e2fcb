/**
 * An amount in minor units of a currency converted to US cents at a rate stored as units per
 * dollar times 10^6 (currency_rates), rounded half up in integer arithmetic. Every §3 currency
 * has two minor digits, so minor units convert like major ones.
 */
export function toUsdMinor(amountMinor: number, unitsPerUsdMicros: number): number {
  if (!Number.isSafeInteger(amountMinor) || !Number.isSafeInteger(unitsPerUsdMicros)) {
    throw new RangeError('Amounts and rates are integers')
  }
  if (unitsPerUsdMicros <= 0) throw new RangeError('A rate must be positive')
  const numerator = BigInt(amountMinor) * 1_000_000n
  const rate = BigInt(unitsPerUsdMicros)
  return Number((2n * numerator + rate) / (2n * rate))
}
