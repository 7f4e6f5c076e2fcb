import { randomUUID } from 'node:crypto'
import type { IncomingMessage } from 'node:http'
import { isAcceptableRequestId, REQUEST_ID_HEADER } from '@tourmarket/domain/http'
import type { FastifyInstance } from 'fastify'

export const requestIdHeader = REQUEST_ID_HEADER

/**
 * Fastify's genReqId: keeps the caller's X-Request-Id (a proxy or the storefront may have started
 * the trace) and otherwise makes a new UUID. Fastify adds the id to every log line of the request.
 */
export function requestIdFor(request: IncomingMessage): string {
  const incoming = request.headers[requestIdHeader]
  return isAcceptableRequestId(incoming) ? incoming : randomUUID()
}

/** Echoes the request id on every response, errors included, so a client can quote it. */
export function echoRequestId(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    reply.header(requestIdHeader, request.id)
  })
}
