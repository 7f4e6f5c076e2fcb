import { convertPriceQuerySchema, convertPriceSchema } from '@tourmarket/api-client'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { RATES_CACHE_MILLISECONDS } from '../currency/service.ts'
import type { PriceConverter } from './service.ts'

export type PricesRoutesOptions = { converter: PriceConverter }

/** §7, §9: a converted price may be reused for 60 s, per combination (that is, per URL). */
const cacheControl = `public, max-age=${String(RATES_CACHE_MILLISECONDS / 1000)}`

/** §7 GET /node-api/convert-price. */
export const pricesRoutes: FastifyPluginAsyncZod<PricesRoutesOptions> = async (
  app,
  { converter },
) => {
  app.get(
    '/node-api/convert-price',
    {
      schema: {
        tags: ['prices'],
        summary: 'Convert an amount between currencies',
        description:
          'Converts `amount` (major units, a decimal such as 1234.5) from from_currency to to_currency at the current rates; `result` is in major units of to_currency, rounded half away from zero to its minor unit. Rates are at most 60 s old, and the answer may be cached for 60 s (§9). An unknown currency is refused with 400 naming the field.',
        querystring: convertPriceQuerySchema,
        response: { 200: convertPriceSchema },
      },
    },
    async (request, reply) => {
      const result = await converter.convert({
        from: request.query.from_currency,
        to: request.query.to_currency,
        amountMajor: request.query.amount,
      })
      void reply.header('Cache-Control', cacheControl)
      return { result }
    },
  )
}
