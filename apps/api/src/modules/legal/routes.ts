import { endpoints } from '@tourmarket/contracts'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { endpointRoute } from '../../platform/http/endpoint-route.ts'
import type { LegalService } from './service.ts'

/** §2 legal pages: a document's version, from the versions the console keeps. */
export const legalRoutes: FastifyPluginAsyncZod<{ legal: LegalService }> = async (
  app,
  { legal },
) => {
  app.route({
    ...endpointRoute(endpoints.legalDocument),
    handler: async (request) =>
      legal.page(request.query.document, request.query.version, request.language),
  })
}
