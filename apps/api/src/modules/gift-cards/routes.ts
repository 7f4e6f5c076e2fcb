import { endpoints } from '@tourmarket/contracts'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { limitRules } from '../../platform/abuse/rate-limit.ts'
import type { AbuseGuard } from '../../platform/abuse/rate-limit.ts'
import { endpointRoute } from '../../platform/http/endpoint-route.ts'
import { requestAddress } from '../../platform/http/forwarded-address.ts'
import type { TrustedProxies } from '../../platform/http/forwarded-address.ts'
import type { GiftCardsService } from './service.ts'

export type GiftCardsRoutesOptions = {
  giftCards: GiftCardsService
  limit: AbuseGuard
  trustedProxies: TrustedProxies
}

/** Decision 0073: buying a gift card, its order page and its balance (paying with one is a booking call). */
export const giftCardsRoutes: FastifyPluginAsyncZod<GiftCardsRoutesOptions> = async (
  app,
  { giftCards, limit, trustedProxies },
) => {
  app.route({
    ...endpointRoute(endpoints.giftCardOrder),
    handler: async (request) => {
      // Each order opens a checkout at the provider: counted valid or not.
      await limit(request, [
        { rule: limitRules.giftCardOrderPerIp, key: requestAddress(request, trustedProxies) },
      ])
      return giftCards.startOrder(request.body, request.language)
    },
  })

  app.route({
    ...endpointRoute(endpoints.giftCardOrderStatus),
    handler: async (request) => giftCards.orderStatus(request.query.uuid),
  })

  app.route({
    ...endpointRoute(endpoints.giftCardBalance),
    handler: async (request) =>
      giftCards.balance(request.body.code, requestAddress(request, trustedProxies)),
  })
}
