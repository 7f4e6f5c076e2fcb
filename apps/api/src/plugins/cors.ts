import { CAPTCHA_SOLUTION_HEADER } from '@tourmarket/domain/http'
import type { FastifyInstance } from 'fastify'
import { requestIdHeader } from './request-id.ts'
import { requestContextHeaders } from './request-context.ts'

/** What a browser may send cross-origin: JSON bodies, the §7 headers and the auth header. */
export const corsAllowedHeaders = [
  'Content-Type',
  'X-Authorization',
  'Authorization',
  CAPTCHA_SOLUTION_HEADER,
  requestContextHeaders.language,
  requestContextHeaders.localization,
  requestContextHeaders.currency,
  requestContextHeaders.role,
  requestIdHeader,
] as const

export const corsAllowedMethods = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'] as const

/** How long a browser may reuse a preflight answer, in seconds. */
const preflightMaxAgeSeconds = 600

/**
 * CORS for an explicit list of origins: the Origin header is reflected only when it is on the list,
 * with credentials (the session travels in a cookie, §4). Any other origin gets no CORS headers,
 * so the browser withholds the response; its preflight is refused with 403. With an empty list
 * the API is same-origin only.
 */
export function allowCorsOrigins(app: FastifyInstance, origins: readonly string[]): void {
  const allowed = new Set(origins)
  app.addHook('onRequest', async (request, reply) => {
    const origin = request.headers.origin
    const isPreflight =
      request.method === 'OPTIONS' && request.headers['access-control-request-method'] !== undefined
    // The answer depends on Origin, so caches must not serve one origin's answer to another.
    reply.header('vary', 'Origin')
    if (origin === undefined) return
    if (!allowed.has(origin)) {
      if (isPreflight) {
        return reply.code(403).send({ message: `Origin ${origin} is not allowed.` })
      }
      return
    }
    reply.header('access-control-allow-origin', origin)
    reply.header('access-control-allow-credentials', 'true')
    if (isPreflight) {
      return reply
        .code(204)
        .header('access-control-allow-methods', corsAllowedMethods.join(', '))
        .header('access-control-allow-headers', corsAllowedHeaders.join(', '))
        .header('access-control-max-age', String(preflightMaxAgeSeconds))
        .send()
    }
    // Retry-After goes with the §8 captcha 429s.
    reply.header('access-control-expose-headers', `${requestIdHeader}, Retry-After`)
  })
}
