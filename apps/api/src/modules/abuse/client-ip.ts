import type { FastifyRequest } from 'fastify'

const loopback = /^(127\.\d+\.\d+\.\d+|::1|::ffff:127\.\d+\.\d+\.\d+)$/

/**
 * The address rate limits count under. Behind a proxy we trust, the last X-Forwarded-For entry:
 * the address our proxy saw. Earlier entries are whatever the client sent (a proxy appends to the
 * header it received), so believing the first would let a client choose its own limits.
 */
export function rateLimitAddress(options: {
  trustProxy: boolean
  forwardedFor: string | undefined
  remoteAddress: string
}): string {
  const last = options.forwardedFor?.split(',').at(-1)?.trim()
  return options.trustProxy && last ? last : options.remoteAddress
}

/**
 * The caller's IP address for rate limits. X-Forwarded-For is believed from a trusted proxy
 * (TRUST_COUNTRY_HEADER=1) and from a loopback peer: `npm start`'s storefront forwards the API
 * from this machine with X-Forwarded-For, and nobody else can connect from there.
 */
export function requestAddress(request: FastifyRequest, trustProxy: boolean): string {
  const remoteAddress = request.socket.remoteAddress ?? request.ip
  const forwarded = request.headers['x-forwarded-for']
  return rateLimitAddress({
    trustProxy: trustProxy || loopback.test(remoteAddress),
    forwardedFor: Array.isArray(forwarded) ? forwarded.join(',') : forwarded,
    remoteAddress,
  })
}
