import { randomUUID } from 'node:crypto'
import type { IncomingMessage } from 'node:http'
import type { FastifyInstance } from 'fastify'

export const requestIdHeader = 'x-request-id'

// A caller's id is kept only when it is short and plain, so it cannot forge log lines or headers.
const acceptableRequestId = /^[\w.:-]{1,128}$/

/**
 * Fastify's genReqId: keeps the caller's X-Request-Id (a proxy or the storefront may have started
 * the trace) and otherwise makes a new UUID. Fastify adds the id to every log line of the request.
 */
export function requestIdFor(request: IncomingMessage): string {
  const incoming = request.headers[requestIdHeader]
  return typeof incoming === 'string' && acceptableRequestId.test(incoming)
    ? incoming
    : randomUUID()
}

/** Echoes the request id on every response, errors included, so a client can quote it. */
export function echoRequestId(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    reply.header(requestIdHeader, request.id)
  })
}
