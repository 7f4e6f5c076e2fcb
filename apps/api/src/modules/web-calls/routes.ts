import { endpoints } from '@tourmarket/contracts'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { endpointRoute } from '../../platform/http/endpoint-route.ts'
import type { LimitRule } from '../../platform/abuse/rate-limit.ts'
import type { SessionGuard } from '../../platform/http/session-guard.ts'
import type { AbuseGuard } from '../../platform/abuse/rate-limit.ts'
import type { WebCallService } from './service.ts'

export type WebCallRoutesOptions = {
  sessions: SessionGuard
  limit: AbuseGuard
  webCalls: WebCallService
}

/** Each answer stores a phone code: a few dozen an hour is plenty for one person. */
const webCallDataPerAccount: LimitRule = {
  name: 'web-call-data:account',
  limit: 60,
  windowSeconds: 60 * 60,
}
/** How often calls left ringing by an instance that went away are found and missed. */
const SWEEP_INTERVAL_MS = 30_000

/** §7 phone-code/web-call-data (issue 20); the signalling itself is on /ws (socket handler). */
export const webCallRoutes: FastifyPluginAsyncZod<WebCallRoutesOptions> = async (
  app,
  { sessions, limit, webCalls },
) => {
  app.route({
    ...endpointRoute(endpoints.phoneCodeWebCallData),
    handler: async (request) => {
      const viewer = await sessions.requireViewer(request)
      await limit(request, [{ rule: webCallDataPerAccount, key: String(viewer.user.id) }])
      return webCalls.webCallData(viewer, {
        isSupportCall: request.body.is_support_call,
        organizerId: request.body.organizer_id ?? null,
        chatId: request.body.chat_id ?? null,
      })
    },
  })

  let sweeper: NodeJS.Timeout | undefined
  app.addHook('onReady', async () => {
    sweeper = setInterval(() => {
      webCalls
        .sweepStaleRinging()
        .catch((error: unknown) => app.log.error({ err: error }, 'stale call sweep failed'))
    }, SWEEP_INTERVAL_MS).unref()
  })
  app.addHook('onClose', async () => {
    clearInterval(sweeper)
    webCalls.close()
  })
}
