import { BlockList, isIP } from 'node:net'

/**
 * IPv4 ranges that name no place on the public internet (IANA special-purpose registry): "this
 * network" and 0.0.0.0, private, shared (CGNAT), loopback, link-local (cloud metadata at
 * 169.254.169.254), IETF protocol assignments, the 6to4 relay, benchmarking, multicast, and the
 * reserved block up to the broadcast address. The documentation ranges (192.0.2.0/24,
 * 198.51.100.0/24, 203.0.113.0/24) are left out: nothing routes to them, and tests use them as
 * stand-ins for public clients.
 */
const nonPublicIpv4 = new BlockList()
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.88.99.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const) {
  nonPublicIpv4.addSubnet(network, prefix, 'ipv4')
}

/**
 * IPv6 ranges that are not public unicast: the translation prefixes that embed an IPv4 address a
 * gateway may forward inside the network (NAT64, 6to4, Teredo within 2001::/23), discard,
 * documentation, unique-local, link-local, the old site-local, and multicast. The unspecified,
 * loopback, IPv4-mapped and IPv4-compatible forms are judged from the address's bytes instead.
 */
const nonPublicIpv6 = new BlockList()
for (const [network, prefix] of [
  ['64:ff9b::', 96],
  ['64:ff9b:1::', 48],
  ['100::', 64],
  ['2001::', 23],
  ['2001:db8::', 32],
  ['2002::', 16],
  ['fc00::', 7],
  ['fe80::', 10],
  ['fec0::', 10],
  ['ff00::', 8],
] as const) {
  nonPublicIpv6.addSubnet(network, prefix, 'ipv6')
}

/** The eight 16-bit groups of a valid IPv6 address (which may end in a dotted IPv4 address). */
export function ipv6Groups(address: string): number[] {
  let text = address
  const dotted = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text)
  if (dotted !== null) {
    const [a, b, c, d] = dotted.slice(1).map(Number) as [number, number, number, number]
    const high = ((a << 8) | b).toString(16)
    const low = ((c << 8) | d).toString(16)
    text = `${text.slice(0, dotted.index)}${high}:${low}`
  }
  const [head = '', tail] = text.split('::')
  const parse = (part: string) => (part === '' ? [] : part.split(':').map((g) => parseInt(g, 16)))
  const front = parse(head)
  if (tail === undefined) return front
  const back = parse(tail)
  return [...front, ...Array<number>(8 - front.length - back.length).fill(0), ...back]
}

/** The IPv4 address in the last 32 bits of IPv6 groups. */
export function embeddedIpv4(groups: readonly number[]): string {
  const high = groups[6] ?? 0
  const low = groups[7] ?? 0
  return [high >> 8, high & 0xff, low >> 8, low & 0xff].join('.')
}

/**
 * Whether the address is a valid IP on the public internet. An IPv4-mapped IPv6 address
 * (`::ffff:127.0.0.1`, also written `::ffff:7f00:1`) counts as its IPv4 address; any other
 * address whose first 64 bits are zero (`::`, `::1`, the IPv4-compatible `::127.0.0.1`) is not
 * public, nor is an address with a zone (`fe80::1%eth0`), nor anything that is not an IP address.
 */
export function isPublicAddress(address: string): boolean {
  const version = isIP(address)
  if (version === 4) return !nonPublicIpv4.check(address, 'ipv4')
  if (version !== 6 || address.includes('%')) return false
  const groups = ipv6Groups(address)
  if (groups.slice(0, 4).every((group) => group === 0)) {
    if (groups[4] === 0 && groups[5] === 0xffff) return isPublicAddress(embeddedIpv4(groups))
    // ::, ::1, the IPv4-compatible ::a.b.c.d and the translated ::ffff:0:a.b.c.d: none is a
    // public destination (the first 64 bits zero hold nothing else).
    return false
  }
  return !nonPublicIpv6.check(address, 'ipv6')
}
