import { BlockList, isIP } from 'node:net'
import type { FastifyRequest } from 'fastify'
import { embeddedIpv4, ipv6Groups } from './public-address.ts'

/** The proxies whose X-Forwarded-For entries are believed (TRUSTED_PROXIES). */
export type TrustedProxies = { isTrusted(address: string): boolean }

const ipv4Mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i

function plainAddress(address: string): { address: string; type: 'ipv4' | 'ipv6' } | null {
  const unmapped = ipv4Mapped.exec(address)?.[1] ?? address
  const version = isIP(unmapped)
  if (version === 0) return null
  return { address: unmapped, type: version === 4 ? 'ipv4' : 'ipv6' }
}

/** Whether an entry of TRUSTED_PROXIES is an IP address or a CIDR block (`10.0.0.0/8`, `fd00::/8`). */
export function isProxyEntry(entry: string): boolean {
  const [address = '', prefix, ...rest] = entry.split('/')
  const plain = plainAddress(address)
  if (plain === null || rest.length > 0) return false
  if (prefix === undefined) return true
  const bits = Number(prefix)
  return /^\d{1,3}$/.test(prefix) && bits <= (plain.type === 'ipv4' ? 32 : 128)
}

/** Entries checked by isProxyEntry. */
export function trustedProxies(entries: readonly string[]): TrustedProxies {
  const list = new BlockList()
  for (const entry of entries) {
    const [address = '', prefix] = entry.split('/')
    const plain = plainAddress(address)
    if (plain === null) throw new Error(`Not an IP address or CIDR block: ${entry}`)
    if (prefix === undefined) list.addAddress(plain.address, plain.type)
    else list.addSubnet(plain.address, Number(prefix), plain.type)
  }
  return {
    isTrusted(address) {
      const plain = plainAddress(address)
      return plain !== null && list.check(plain.address, plain.type)
    },
  }
}

/**
 * The caller's address: start from the connection's peer and, while that hop is a proxy we trust,
 * step to the address it says it received the request from (the last X-Forwarded-For entry, then
 * the one before). Entries a client wrote itself sit left of the first trusted proxy's and are
 * never reached, and a peer we do not trust cannot choose its address at all (issue 14).
 */
export function clientAddress(options: {
  remoteAddress: string
  forwardedFor: string | undefined
  trusted: TrustedProxies
}): string {
  const hops = (options.forwardedFor ?? '')
    .split(',')
    .map((hop) => hop.trim())
    .filter((hop) => hop !== '')
  let address = options.remoteAddress
  while (options.trusted.isTrusted(address)) {
    const previous = hops.pop()
    if (previous === undefined) break
    address = previous
  }
  return address
}

/**
 * The network rate limits count an address under: an IPv4 address itself (also written as
 * IPv4-mapped IPv6, `::ffff:a.b.c.d`), an IPv6 address by its /64 (`2001:db8:1:2::/64`). One
 * subscriber is routinely handed a whole /64, so counting full IPv6 addresses gave a script 2^64
 * fresh buckets (issue 37). Anything that is not an IP address is its own key.
 */
export function addressLimitKey(address: string): string {
  const version = isIP(address)
  if (version !== 6) return address
  const groups = ipv6Groups(address)
  const mapped = groups.slice(0, 5).every((group) => group === 0) && groups[5] === 0xffff
  if (mapped) return embeddedIpv4(groups)
  return `${groups
    .slice(0, 4)
    .map((group) => group.toString(16))
    .join(':')}::/64`
}

/**
 * The caller's address as rate limits count it (addressLimitKey), from the request's peer and
 * X-Forwarded-For.
 */
export function requestAddress(request: FastifyRequest, trusted: TrustedProxies): string {
  const forwarded = request.headers['x-forwarded-for']
  return addressLimitKey(
    clientAddress({
      remoteAddress: request.socket.remoteAddress ?? request.ip,
      forwardedFor: Array.isArray(forwarded) ? forwarded.join(',') : forwarded,
      trusted,
    }),
  )
}
