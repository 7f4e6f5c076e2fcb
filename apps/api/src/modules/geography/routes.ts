import { endpoints } from '@tourmarket/contracts'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { GeographyService } from './service.ts'
import { endpointRoute } from '../../platform/http/endpoint-route.ts'

export type GeographyRoutesOptions = { geography: GeographyService }

/** Cities, countries, world parts, rest kinds, collections, seasons and languages (§7 lookups). */
export const geographyRoutes: FastifyPluginAsyncZod<GeographyRoutesOptions> = async (
  app,
  { geography },
) => {
  app.route({
    ...endpointRoute(endpoints.citiesByQuery),
    handler: async (request) => ({
      data: await geography.citiesByQuery(request.query.query ?? '', request.language),
    }),
  })

  app.route({
    ...endpointRoute(endpoints.restKinds),
    handler: async (request) => ({ data: await geography.restKinds(request.language) }),
  })

  app.route({
    ...endpointRoute(endpoints.collections),
    handler: async (request) => ({ data: await geography.collections(request.language) }),
  })

  app.route({
    ...endpointRoute(endpoints.indexPageAllRestKinds),
    handler: async (request) => ({ data: await geography.indexPageRestKinds(request.language) }),
  })

  app.route({
    ...endpointRoute(endpoints.indexPageAllCollections),
    handler: async (request) => ({
      data: await geography.indexPageCollections(
        request.language,
        request.query.with_individual_seo_params,
      ),
    }),
  })

  app.route({
    ...endpointRoute(endpoints.indexPageAllSeasons),
    handler: async (request) => ({ data: await geography.indexPageSeasons(request.language) }),
  })

  app.route({
    ...endpointRoute(endpoints.dropdownCountry),
    handler: async (request) => ({ data: await geography.dropdownCountries(request.language) }),
  })

  app.route({
    ...endpointRoute(endpoints.dropdownLanguage),
    handler: async (request) => ({
      data: await geography.dropdownLanguages(
        request.language,
        request.query.only_with_published_tours,
      ),
    }),
  })

  app.route({
    ...endpointRoute(endpoints.worldPartGroups),
    handler: async (request) => ({
      data: await geography.worldPartGroups(
        request.language,
        request.query.show_countries_with_world_parts,
      ),
    }),
  })
}
