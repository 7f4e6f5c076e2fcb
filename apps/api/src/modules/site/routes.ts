import { endpoints } from '@tourmarket/contracts'
import type { FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { SiteService } from './service.ts'
import type { SitemapService } from './sitemap.ts'
import { endpointRoute } from '../../platform/http/endpoint-route.ts'

export type SiteRoutesOptions = { site: SiteService; sitemap: SitemapService }

/** Country headers a proxy may set: Cloudflare's, and a generic one for other proxies. */
const countryHeaders = ['cf-ipcountry', 'x-country-code'] as const

function firstHeader(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name]
  return Array.isArray(value) ? value[0] : value
}

/** Site settings, short links, stats, the sitemap and the visitor's country (§7 /spa). */
export const siteRoutes: FastifyPluginAsyncZod<SiteRoutesOptions> = async (
  app,
  { site, sitemap },
) => {
  app.route({
    ...endpointRoute(endpoints.siteTokens),
    handler: async () => site.siteTokens(),
  })

  app.route({
    ...endpointRoute(endpoints.redirect),
    handler: async (request) => site.shortLink(request.query.id),
  })
  app.route({
    ...endpointRoute(endpoints.redirectById),
    handler: async (request) => site.shortLink(request.params.id),
  })

  app.route({
    ...endpointRoute(endpoints.contacts),
    handler: async (request) =>
      site.contacts({
        cityId: request.query.city_id,
        countryId: request.query.country_id,
        all: request.query.all,
      }),
  })

  app.route({
    ...endpointRoute(endpoints.workTime),
    handler: async (request) =>
      site.workTime({ cityId: request.query.city_id, countryId: request.query.country_id }),
  })

  app.route({
    ...endpointRoute(endpoints.groupsInSocialNetwork),
    handler: async () => site.socialGroups(),
  })

  app.route({
    ...endpointRoute(endpoints.chatSourcesList),
    handler: async (request) =>
      site.chatSources({
        clientId: request.query.client_id,
        requestId: request.query.request_id,
        subscriberId: request.query.subscriber_id,
        webinarId: request.query.webinar_id,
      }),
  })

  app.route({
    ...endpointRoute(endpoints.countryByIp),
    handler: async (request) =>
      site.countryByIp(
        {
          remoteAddress: request.ip,
          forwardedFor: firstHeader(request, 'x-forwarded-for'),
          countryHeader: countryHeaders
            .map((name) => firstHeader(request, name))
            .find((value) => value !== undefined),
        },
        request.language,
      ),
  })

  app.route({
    ...endpointRoute(endpoints.info),
    handler: async () => site.stats(),
  })

  app.route({
    ...endpointRoute(endpoints.seoPagesSitemap),
    handler: async () => sitemap.entries(),
  })
}
