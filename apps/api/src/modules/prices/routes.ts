import { endpoints } from '@tourmarket/contracts'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { endpointRoute } from '../../platform/http/endpoint-route.ts'
import { RATES_CACHE_MILLISECONDS } from '../../platform/currency/service.ts'
import type { PriceConverter } from './service.ts'

export type PricesRoutesOptions = { converter: PriceConverter }

/** §7, §9: a converted price may be reused for 60 s, per combination (that is, per URL). */
const cacheControl = `public, max-age=${String(RATES_CACHE_MILLISECONDS / 1000)}`

/** §7 GET /node-api/convert-price. */
export const pricesRoutes: FastifyPluginAsyncZod<PricesRoutesOptions> = async (
  app,
  { converter },
) => {
  app.route({
    ...endpointRoute(endpoints.convertPrice),
    handler: async (request, reply) => {
      const result = await converter.convert({
        from: request.query.from_currency,
        to: request.query.to_currency,
        amountMajor: request.query.amount,
      })
      void reply.header('Cache-Control', cacheControl)
      return { result }
    },
  })
}
