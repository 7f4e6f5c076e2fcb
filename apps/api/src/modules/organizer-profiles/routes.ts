import { endpoints } from '@tourmarket/contracts'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { endpointRoute } from '../../platform/http/endpoint-route.ts'
import type { SessionGuard } from '../../platform/http/session-guard.ts'
import type { OrganizerProfilesService } from './service.ts'

export type OrganizerProfilesRoutesOptions = {
  profiles: OrganizerProfilesService
  sessions: SessionGuard
}

/** §6/§7 the organizer back-office calls for the profiles an account runs, and its identity checks. */
export const organizerProfilesRoutes: FastifyPluginAsyncZod<
  OrganizerProfilesRoutesOptions
> = async (app, { profiles, sessions }) => {
  const viewer = sessions.requireViewer

  app.route({
    ...endpointRoute(endpoints.organizerInfo),
    handler: async (request) => profiles.info(await viewer(request), request.language),
  })

  app.route({
    ...endpointRoute(endpoints.organizerList),
    handler: async (request) => profiles.list(await viewer(request), request.language),
  })

  app.route({
    ...endpointRoute(endpoints.organizerView),
    handler: async (request) =>
      profiles.view(await viewer(request), request.query.id, request.language),
  })

  app.route({
    ...endpointRoute(endpoints.organizerCreate),
    handler: async (request, reply) => {
      const profile = await profiles.create(await viewer(request), request.body, request.language)
      return reply.code(201).send(profile)
    },
  })

  app.route({
    ...endpointRoute(endpoints.organizerUpdate),
    handler: async (request) =>
      profiles.update(await viewer(request), request.body, request.language),
  })

  app.route({
    ...endpointRoute(endpoints.organizerSetPublishedOnSite),
    handler: async (request) =>
      profiles.setPublished(await viewer(request), request.body, request.language),
  })

  app.route({
    ...endpointRoute(endpoints.organizerReview),
    handler: async (request) => {
      const staff = await viewer(request)
      const reviewed = await profiles.review(staff, request.body, request.language)
      // Who decided, until the operator console keeps an audit log of its own (issue 43).
      request.log.info(
        {
          organizerId: request.body.id,
          approved: request.body.approved,
          staffUserId: staff.user.id,
        },
        'organizer profile reviewed',
      )
      return reviewed
    },
  })

  app.route({
    ...endpointRoute(endpoints.organizerSetActing),
    handler: async (request) =>
      profiles.setActing(await viewer(request), request.body.id, request.language),
  })

  app.route({
    ...endpointRoute(endpoints.userGetVerificationAccessToken),
    handler: async (request) =>
      profiles.verificationAccessToken(await viewer(request), request.query.orgId),
  })

  app.route({
    ...endpointRoute(endpoints.userVerificationData),
    handler: async (request) =>
      profiles.verificationData(await viewer(request), request.query.orgId, request.language),
  })
}
