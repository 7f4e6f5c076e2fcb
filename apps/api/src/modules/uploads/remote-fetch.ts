import { lookup } from 'node:dns/promises'
import { rm } from 'node:fs/promises'
import { request as httpRequest } from 'node:http'
import type { IncomingMessage } from 'node:http'
import { request as httpsRequest } from 'node:https'
import type { LookupFunction } from 'node:net'
import { AppError } from '../../errors.ts'
import { isPublicAddress } from '../../platform/http/public-address.ts'
import type { ReceivedFile } from '../../platform/forms/received-files.ts'
import { writeCapped } from '../../platform/forms/received-files.ts'
import { fieldRefusal } from '../../platform/forms/refusals.ts'

/** One address a host name resolved to. */
export type ResolvedAddress = { readonly address: string; readonly family: 4 | 6 }

/**
 * Where a fetch may go. Production resolves through the system and allows only public addresses
 * on ports 80 and 443; tests inject a policy that lets them reach a local server, and check the
 * production one on its own.
 */
export type RemoteFetchPolicy = {
  resolve(hostname: string): Promise<readonly ResolvedAddress[]>
  isAllowedAddress(address: string): boolean
  isAllowedPort(port: number): boolean
}

export const publicInternetPolicy: RemoteFetchPolicy = {
  async resolve(hostname) {
    const addresses = await lookup(hostname, { all: true, verbatim: true })
    return addresses.map(({ address, family }) => ({ address, family: family === 6 ? 6 : 4 }))
  },
  isAllowedAddress: isPublicAddress,
  isAllowedPort: (port) => port === 80 || port === 443,
}

export type RemoteFetchLimits = {
  /** The field the address came in, named in every refusal. */
  field: string
  maxBytes: number
  /** For the whole fetch, redirects included. */
  timeoutMs: number
  maxRedirects: number
}

/**
 * Fetches `address` into the file at `path` (a part file of the incoming folder): answers it
 * with its size and a name taken from the last path segment. On any refusal the file is gone.
 */
export type RemoteFetcher = (
  address: string,
  limits: RemoteFetchLimits,
  path: string,
) => Promise<ReceivedFile>

const MEGABYTE = 1024 * 1024

/** What a nameless fetched file is called. */
const FALLBACK_NAME = 'video'

function refused(field: string, message: string) {
  return fieldRefusal('url_not_allowed', field, message)
}

function failed(field: string, message: string) {
  return fieldRefusal('url_fetch_failed', field, message)
}

function defaultPort(url: URL): number {
  return url.protocol === 'https:' ? 443 : 80
}

/** The URL's own checks, before any resolving: scheme, credentials and port. */
function checkUrl(url: URL, policy: RemoteFetchPolicy, field: string): void {
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw refused(field, `The address “${field}” must start with http:// or https://.`)
  }
  if (url.username !== '' || url.password !== '') {
    throw refused(field, `The address “${field}” must not carry a user name or password.`)
  }
  const port = url.port === '' ? defaultPort(url) : Number(url.port)
  if (!policy.isAllowedPort(port)) {
    throw refused(field, `The address “${field}” must use the standard port (80 or 443).`)
  }
}

/**
 * Resolves the host and checks every address it has: one private address among public ones is
 * enough to refuse, since a later lookup could answer it. The address connected to is the first
 * checked one, pinned, so a second answer (DNS rebinding) cannot send the request elsewhere.
 */
async function checkedAddress(
  url: URL,
  policy: RemoteFetchPolicy,
  field: string,
): Promise<ResolvedAddress> {
  // URL keeps an IPv6 literal in brackets; the WHATWG parser has already turned decimal, hex and
  // short IPv4 forms (2130706433, 0x7f.1, 127.1) into dotted ones.
  const hostname = url.hostname.replace(/^\[(.*)\]$/, '$1')
  let addresses: readonly ResolvedAddress[]
  try {
    addresses = await policy.resolve(hostname)
  } catch {
    throw failed(field, `The host of the address “${field}” could not be found.`)
  }
  const [first] = addresses
  if (first === undefined || addresses.some(({ address }) => !policy.isAllowedAddress(address))) {
    throw refused(
      field,
      `The address “${field}” points at a private or local network; only public addresses can be fetched.`,
    )
  }
  return first
}

/** A lookup that answers the checked address whatever is asked, in either callback form. */
function pinnedLookup(pinned: ResolvedAddress): LookupFunction {
  return (_hostname, options, callback) => {
    if (options.all === true) callback(null, [{ ...pinned }])
    else callback(null, pinned.address, pinned.family)
  }
}

function send(url: URL, pinned: ResolvedAddress, signal: AbortSignal): Promise<IncomingMessage> {
  const request = url.protocol === 'https:' ? httpsRequest : httpRequest
  return new Promise((resolve, reject) => {
    const outgoing = request(url, {
      method: 'GET',
      lookup: pinnedLookup(pinned),
      // A fresh connection per request: no pooled socket to another address is reused.
      agent: false,
      signal,
      headers: { accept: 'video/*', 'user-agent': 'Tourmarket video fetcher' },
    })
    outgoing.once('response', resolve)
    outgoing.once('error', reject)
    outgoing.end()
  })
}

/**
 * Writes the body to `path`, refusing as soon as it passes the cap (a declared length is trusted
 * only to refuse early). A body cut short is refused, never kept as if whole: the connection
 * reset or timed out, or fewer bytes came than were declared.
 */
async function receiveBody(
  response: IncomingMessage,
  limits: RemoteFetchLimits,
  path: string,
): Promise<number> {
  const { field, maxBytes } = limits
  const tooLarge = () =>
    fieldRefusal(
      'body_too_large',
      field,
      `The file at the address “${field}” is larger than ${String(maxBytes / MEGABYTE)} MB.`,
    )
  const declared = Number(response.headers['content-length'])
  const hasDeclared = response.headers['content-length'] !== undefined && Number.isFinite(declared)
  if (hasDeclared && declared > maxBytes) {
    response.destroy()
    throw tooLarge()
  }
  const size = await writeCapped(response, path, { maxBytes, tooLarge })
  if (!response.complete || (hasDeclared && size !== declared)) {
    throw failed(field, `The address “${field}” stopped sending its file before the end.`)
  }
  return size
}

/** The last path segment, decoded, as the file's name ('video' when there is none). */
function nameOf(url: URL): string {
  const segment = url.pathname.split('/').at(-1) ?? ''
  try {
    return decodeURIComponent(segment) || FALLBACK_NAME
  } catch {
    return segment || FALLBACK_NAME
  }
}

/**
 * Fetches a file by an address a user gave, without letting the address reach inside our
 * network (SSRF): http(s) only, no credentials, the policy's ports, every resolved address
 * checked and the connection pinned to a checked one; redirects are followed by hand, up to
 * `maxRedirects`, each hop checked the same way; one timeout for all of it, and the body capped
 * while it streams to disk. Every refusal is a 413/422 naming the field, never a 500, and
 * removes what was written.
 */
export function createRemoteFetcher(policy: RemoteFetchPolicy): RemoteFetcher {
  return async (address, limits, path) => {
    const { field, timeoutMs, maxRedirects } = limits
    let url: URL
    try {
      url = new URL(address)
    } catch {
      throw refused(field, `The address “${field}” is not a valid http:// or https:// address.`)
    }
    const signal = AbortSignal.timeout(timeoutMs)
    try {
      for (let hop = 0; ; hop += 1) {
        checkUrl(url, policy, field)
        const pinned = await checkedAddress(url, policy, field)
        const response = await send(url, pinned, signal)
        const status = response.statusCode ?? 0
        const location = response.headers.location
        if (status >= 300 && status < 400 && location !== undefined) {
          response.destroy()
          if (hop >= maxRedirects) {
            throw failed(
              field,
              `The address “${field}” redirects more than ${String(maxRedirects)} times.`,
            )
          }
          try {
            url = new URL(location, url)
          } catch {
            throw failed(field, `The address “${field}” redirects to an invalid address.`)
          }
          continue
        }
        if (status < 200 || status >= 300) {
          response.destroy()
          throw failed(field, `The address “${field}” answered with status ${String(status)}.`)
        }
        const size = await receiveBody(response, limits, path)
        // Cut off by the timeout at the very end still counts as cut off.
        if (signal.aborted) throw new Error('The fetch timed out')
        return { path, size, name: nameOf(url) }
      }
    } catch (error) {
      // Whatever arrived of a fetch that failed is not a file: never left to be stored.
      await rm(path, { force: true })
      if (error instanceof AppError) throw error
      if (signal.aborted) {
        throw failed(
          field,
          `The address “${field}” did not send its file within ${String(timeoutMs / 1000)} seconds.`,
        )
      }
      throw failed(field, `The address “${field}” could not be fetched.`)
    }
  }
}
