import { errorBodySchema } from '@tourmarket/contracts'
import type { FastifyInstance, preValidationHookHandler } from 'fastify'
import type { SessionGuard } from '../platform/http/session-guard.ts'
import { requiresBearerToken } from './openapi.ts'

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The call needs a signed-in user: 401 before anything else (signed-in-routes.ts). */
    signedIn?: boolean
  }
}

/**
 * The signed-in preamble, once for every route (issue 15): a route whose `config` says
 * `signedIn: true` answers 401 before its body is looked at (so the §4 refresh comes first), and
 * its OpenAPI entry names the bearer token and the 401. Its handler reads the viewer with
 * `sessions.requireViewer(request)`, which the hook has already resolved.
 */
export function guardSignedInRoutes(app: FastifyInstance, sessions: SessionGuard): void {
  const signedInOnly: preValidationHookHandler = async (request) => {
    await sessions.signedInOnly(request)
  }
  app.addHook('onRoute', (route) => {
    if (route.config?.signedIn !== true) return
    const own = route.preValidation
    route.preValidation = [signedInOnly, ...(own === undefined ? [] : [own].flat())]
    const schema = route.schema ?? {}
    const response = (schema.response ?? {}) as Record<string, unknown>
    route.schema = {
      ...schema,
      security: requiresBearerToken,
      response: { 401: errorBodySchema, ...response },
    }
  })
}
