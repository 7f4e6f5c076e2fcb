import { fromMajor, MissingRateError, toMajor } from '@tourmarket/domain/money'
import type { BrandCurrency } from '@tourmarket/domain/enums'
import { AppError } from '../../errors.ts'
import type { CurrencyService } from '../../platform/currency/service.ts'

export type PriceConverter = ReturnType<typeof createPriceConverter>

/**
 * §7 convert-price: an amount in major units of one currency, in major units of another,
 * rounded once to the target's minor unit. Rates are the currency service's, at most 60 s old
 * (§9), so the answer for one combination holds for that minute.
 */
export function createPriceConverter(currency: CurrencyService) {
  return {
    async convert(options: {
      from: BrandCurrency
      to: BrandCurrency
      amountMajor: string
    }): Promise<number> {
      try {
        const converted = await currency.convert(
          fromMajor(options.amountMajor, options.from),
          options.to,
        )
        return toMajor(converted)
      } catch (error) {
        if (error instanceof MissingRateError) {
          throw new AppError({
            code: 'currency_rate_unavailable',
            message: `No exchange rate between ${options.from} and ${options.to} is available.`,
            cause: error,
          })
        }
        // Money stays a safe integer of minor units; an amount that would leave that range is refused.
        if (error instanceof RangeError) {
          throw new AppError({
            code: 'amount_out_of_range',
            message: 'The amount is too large to convert.',
            errors: { amount: ['The amount is too large to convert.'] },
            cause: error,
          })
        }
        throw error
      }
    },
  }
}
