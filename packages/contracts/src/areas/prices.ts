import { defineEndpoint } from '../endpoint.ts'
import { currencyCodeSchema } from './site.ts'
import { z } from 'zod'

/**
 * §7 /node-api/convert-price: `amount` in major units as a decimal (`1234.5`), at most 12 whole
 * digits; the currencies are brand currencies, case-insensitive.
 */
export const convertPriceQuerySchema = z.object({
  from_currency: currencyCodeSchema,
  to_currency: currencyCodeSchema,
  amount: z
    .string()
    .trim()
    .regex(/^\d{1,12}(\.\d{1,6})?$/, {
      error: 'Expected a non-negative decimal amount in major units, e.g. 1234.5.',
    }),
})

/** The converted amount in major units of to_currency, rounded to its minor unit. */
export const convertPriceSchema = z.object({ result: z.number() })
export type ConvertPrice = z.infer<typeof convertPriceSchema>

/** The prices endpoints, by contract name (decision 0020). */
export const pricesEndpoints = {
  convertPrice: defineEndpoint({
    method: 'GET',
    path: '/node-api/convert-price',
    tags: ['prices'],
    summary: 'Convert an amount between currencies',
    description:
      'Converts `amount` (major units, a decimal such as 1234.5) from from_currency to to_currency at the current rates; `result` is in major units of to_currency, rounded half away from zero to its minor unit. Rates are at most 60 s old, and the answer may be cached for 60 s (§9). An unknown currency is refused with 400 naming the field.',
    query: convertPriceQuerySchema,
    response: convertPriceSchema,
    errors: { 400: ['amount_out_of_range'], 503: ['currency_rate_unavailable'] },
  }),
}
