import type { FastifyRequest } from 'fastify'
import { clientAddress } from '../site/client-address.ts'

const loopback = /^(127\.\d+\.\d+\.\d+|::1|::ffff:127\.\d+\.\d+\.\d+)$/

/**
 * The caller's IP address for rate limits. X-Forwarded-For is believed from a trusted proxy
 * (TRUST_COUNTRY_HEADER=1) and from a loopback peer: `npm start`'s storefront forwards the API
 * from this machine with X-Forwarded-For, and nobody else can connect from there.
 */
export function requestAddress(request: FastifyRequest, trustProxy: boolean): string {
  const remoteAddress = request.socket.remoteAddress ?? request.ip
  const forwarded = request.headers['x-forwarded-for']
  return clientAddress({
    trustProxy: trustProxy || loopback.test(remoteAddress),
    forwardedFor: Array.isArray(forwarded) ? forwarded[0] : forwarded,
    remoteAddress,
  })
}
