import { defineEndpoint } from '../endpoint.ts'
import { convertPriceQuerySchema, convertPriceSchema } from '../schemas/index.ts'

export const convertPrice = defineEndpoint({
  method: 'GET',
  path: '/node-api/convert-price',
  tags: ['prices'],
  summary: 'Convert an amount between currencies',
  description:
    'Converts `amount` (major units, a decimal such as 1234.5) from from_currency to to_currency at the current rates; `result` is in major units of to_currency, rounded half away from zero to its minor unit. Rates are at most 60 s old, and the answer may be cached for 60 s (§9). An unknown currency is refused with 400 naming the field.',
  query: convertPriceQuerySchema,
  response: convertPriceSchema,
})
