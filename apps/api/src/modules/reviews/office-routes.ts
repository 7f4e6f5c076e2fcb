import { endpoints } from '@tourmarket/contracts'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { AbuseGuard, LimitRule } from '../../platform/abuse/rate-limit.ts'
import { endpointRoute } from '../../platform/http/endpoint-route.ts'
import type { SessionGuard } from '../../platform/http/session-guard.ts'
import type { OfficeReviewsService } from './service.ts'

export type OfficeReviewsRoutesOptions = {
  sessions: SessionGuard
  limit: AbuseGuard
  officeReviews: OfficeReviewsService
}

/** A busy organizer answers a few dozen reviews in a sitting; hundreds an hour is a script. */
const replyPerAccount: LimitRule = {
  name: 'office-review-reply:account',
  limit: 120,
  windowSeconds: 60 * 60,
}

/** Issue 40 item 5: the office's reviews and the organizer's replies under them. */
export const officeReviewsRoutes: FastifyPluginAsyncZod<OfficeReviewsRoutesOptions> = async (
  app,
  { sessions, limit, officeReviews },
) => {
  app.route({
    ...endpointRoute(endpoints.officeReviewList),
    handler: async (request) => {
      const { tour_id, rating, without_reply, page } = request.query
      return officeReviews.officeReviewList(
        await sessions.requireViewer(request),
        { tourId: tour_id, rating, withoutReply: without_reply, page },
        request.language,
      )
    },
  })

  app.route({
    ...endpointRoute(endpoints.officeReviewReply),
    handler: async (request) => {
      const viewer = await sessions.requireViewer(request)
      await limit(request, [{ rule: replyPerAccount, key: String(viewer.user.id) }])
      return officeReviews.officeReviewReply(viewer, request.body, request.language)
    },
  })
}
