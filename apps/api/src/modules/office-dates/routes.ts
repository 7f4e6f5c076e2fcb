import type { FastifyRequest } from 'fastify'
import { endpoints } from '@tourmarket/contracts'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { AbuseGuard } from '../../platform/abuse/rate-limit.ts'
import { limitRules } from '../../platform/abuse/rate-limit.ts'
import { endpointRoute } from '../../platform/http/endpoint-route.ts'
import type { SessionGuard, Viewer } from '../../platform/http/session-guard.ts'
import type { OfficeDatesService } from './service.ts'

export type OfficeDatesRoutesOptions = {
  sessions: SessionGuard
  limit: AbuseGuard
  officeDates: OfficeDatesService
}

/** Issue 40 item 3: a tour's dates and prices in the organizer office. */
export const officeDatesRoutes: FastifyPluginAsyncZod<OfficeDatesRoutesOptions> = async (
  app,
  { sessions, limit, officeDates },
) => {
  /** The signed-in caller of a write, counted against the office's write limit per account. */
  async function writer(request: FastifyRequest): Promise<Viewer> {
    const viewer = await sessions.requireViewer(request)
    await limit(request, [
      { rule: limitRules.officeDateWritePerAccount, key: String(viewer.user.id) },
    ])
    return viewer
  }

  app.route({
    ...endpointRoute(endpoints.officeDateList),
    handler: async (request) =>
      officeDates.list(await sessions.requireViewer(request), request.query.tour_id),
  })

  app.route({
    ...endpointRoute(endpoints.officeDateCreate),
    handler: async (request) =>
      officeDates.create(await writer(request), request.body, request.language),
  })

  app.route({
    ...endpointRoute(endpoints.officeDateCreateSeries),
    handler: async (request) =>
      officeDates.createSeries(await writer(request), request.body, request.language),
  })

  app.route({
    ...endpointRoute(endpoints.officeDateUpdate),
    handler: async (request) =>
      officeDates.update(await writer(request), request.body, request.language),
  })

  app.route({
    ...endpointRoute(endpoints.officeDateClose),
    handler: async (request) => officeDates.close(await writer(request), request.body.id),
  })

  app.route({
    ...endpointRoute(endpoints.officeDateReopen),
    handler: async (request) => officeDates.reopen(await writer(request), request.body.id),
  })

  app.route({
    ...endpointRoute(endpoints.officeDateDelete),
    handler: async (request) =>
      officeDates.remove(await writer(request), request.body.id, request.language),
  })
}
