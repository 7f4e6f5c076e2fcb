import { endpoints } from '@tourmarket/contracts'
import type { FastifyReply, FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { endpointRoute } from '../../platform/http/endpoint-route.ts'
import type { Viewer } from '../../platform/http/session-guard.ts'
import { accessTokenOf } from '../../platform/http/session-guard.ts'
import type { SessionGuard } from '../../platform/http/session-guard.ts'
import type { PrivateDataService } from './service.ts'

export type PrivateDataRoutesOptions = { privateData: PrivateDataService; sessions: SessionGuard }

/**
 * Never stored by a browser or shared cache, and never served to another caller: the answer
 * depends on who asks (its token), so every cache must key on that or, better, keep nothing.
 */
function keepPrivate(reply: FastifyReply): void {
  void reply
    .header('cache-control', 'private, no-store')
    .header('vary', 'Authorization, X-Authorization, Cookie')
}

/** §6 private data (decision 0032): 404 to everyone but an admin session with the right. */
export const privateDataRoutes: FastifyPluginAsyncZod<PrivateDataRoutesOptions> = async (
  app,
  { privateData, sessions },
) => {
  // A token that no longer works is 401 like on every signed-in call, so the client refreshes
  // once (§4); without any token the caller is a visitor, who gets the plain 404.
  async function viewerOf(request: FastifyRequest): Promise<Viewer | null> {
    return accessTokenOf(request) === null ? null : sessions.requireViewer(request)
  }

  app.addHook('onRequest', async (_request, reply) => keepPrivate(reply))

  app.route({
    ...endpointRoute(endpoints.tourPrivateData),
    handler: async (request) =>
      privateData.tourPrivateData(await viewerOf(request), request.query.id),
  })

  app.route({
    ...endpointRoute(endpoints.tourPrivateVariantsData),
    handler: async (request) =>
      privateData.tourPrivateVariantsData(
        await viewerOf(request),
        request.query.id,
        request.currency,
      ),
  })
}
