import { endpoints } from '@tourmarket/contracts'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { OrganizerService } from './service.ts'
import { endpointRoute } from '../../platform/http/endpoint-route.ts'

export type OrganizerRoutesOptions = { organizers: OrganizerService }

/** Organizer pages and the organizer hub (§2 /tour-provider/{id}, /tour-providers). */
export const organizerRoutes: FastifyPluginAsyncZod<OrganizerRoutesOptions> = async (
  app,
  { organizers },
) => {
  app.route({
    ...endpointRoute(endpoints.hubOrganizerPage),
    handler: async (request) => {
      const { page, limit, country_id: countryId } = request.query
      return organizers.hubPage(
        countryId === undefined ? { page, limit } : { page, limit, countryId },
        request.language,
      )
    },
  })

  app.route({
    ...endpointRoute(endpoints.organizerPublicInfo),
    handler: async (request) => organizers.publicInfo(request.query.id, request.language),
  })

  app.route({
    ...endpointRoute(endpoints.organizerVerificationInfo),
    handler: async (request) => organizers.verificationInfo(request.query.id, request.language),
  })
}
