import type { FastifyInstance } from 'fastify'

/**
 * Headers for a JSON API that no page should embed or sniff. Set on every response, errors and
 * 404s included. Cross-Origin-Resource-Policy is same-site rather than same-origin because the
 * storefront runs on another port (or subdomain) of the same site and loads media from the API.
 */
export const securityHeaders = {
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'referrer-policy': 'no-referrer',
  'cross-origin-resource-policy': 'same-site',
} as const

export function setSecurityHeaders(app: FastifyInstance): void {
  app.addHook('onRequest', async (_request, reply) => {
    reply.headers(securityHeaders)
  })
}
