import { BlockList, isIP } from 'node:net'

/** Addresses that name no place on the public internet: loopback, private, link-local, shared, unspecified. */
const nonPublicRanges = new BlockList()
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.168.0.0', 16],
] as const) {
  nonPublicRanges.addSubnet(network, prefix, 'ipv4')
}
for (const [network, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['fc00::', 7],
  ['fe80::', 10],
] as const) {
  nonPublicRanges.addSubnet(network, prefix, 'ipv6')
}

const ipv4Mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i

/** Whether the address is a valid IP on the public internet (an IPv4-mapped IPv6 address counts as its IPv4). */
export function isPublicAddress(address: string): boolean {
  const unmapped = ipv4Mapped.exec(address)?.[1] ?? address
  const version = isIP(unmapped)
  if (version === 0) return false
  return !nonPublicRanges.check(unmapped, version === 4 ? 'ipv4' : 'ipv6')
}
