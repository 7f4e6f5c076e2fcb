import {
  hubOrganizerPageQuerySchema,
  hubOrganizerPageSchema,
  organizerIdQuerySchema,
  organizerPublicInfoSchema,
  organizerVerificationInfoSchema,
} from '@tourmarket/api-client'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { OrganizerService } from './service.ts'

export type OrganizerRoutesOptions = { organizers: OrganizerService }

const tags = ['organizers']

/** Organizer pages and the organizer hub (§2 /tour-provider/{id}, /tour-providers). */
export const organizerRoutes: FastifyPluginAsyncZod<OrganizerRoutesOptions> = async (
  app,
  { organizers },
) => {
  app.get(
    '/spa/hub-organizer-page',
    {
      schema: {
        tags,
        summary: 'Organizer hub page',
        description:
          'Published organizers, best rated first (unrated last), then most reviewed; optionally of one country. limit defaults to 20 (at most 100), page to 1.',
        querystring: hubOrganizerPageQuerySchema,
        response: { 200: hubOrganizerPageSchema },
      },
    },
    async (request) => {
      const { page, limit, country_id: countryId } = request.query
      return organizers.hubPage(
        countryId === undefined ? { page, limit } : { page, limit, countryId },
        request.language,
      )
    },
  )

  app.get(
    '/crm/api/organizer/public-info',
    {
      schema: {
        tags,
        summary: 'Organizer page',
        description:
          'Facts of a published organizer, its rating from reviews of its published tours, and the ids of those tours. 404 when unknown or unpublished.',
        querystring: organizerIdQuerySchema,
        response: { 200: organizerPublicInfoSchema },
      },
    },
    async (request) => organizers.publicInfo(request.query.id, request.language),
  )

  app.get(
    '/crm/api/organizer/verification-info',
    {
      schema: {
        tags,
        summary: 'Organizer verification checks',
        description:
          'The §4 identity, documents and internal checks with their states (0 not performed, 1 success, 2 failed, 3 in progress) and labels; only state 1 is verified. 404 when unknown or unpublished.',
        querystring: organizerIdQuerySchema,
        response: { 200: organizerVerificationInfoSchema },
      },
    },
    async (request) => organizers.verificationInfo(request.query.id, request.language),
  )
}
