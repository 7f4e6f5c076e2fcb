/**
 * Query parameters whose value is a capability: whoever holds it may act. The meet page's `key`,
 * a review photo's delete `token`, and the uuid links (a booking's, a review's, a chat's, an
 * individual tour offer's, a program subscription's). test/log-redaction.test.ts fails when the
 * OpenAPI document gains a parameter named like a capability that is not listed here.
 */
export const capabilityQueryParameters: readonly string[] = [
  'key',
  'token',
  'uuid',
  'individual_tour_uuid',
]

/**
 * Paths whose next segment is a capability: an uploaded file's uuid (whoever has it may download),
 * a sandbox checkout's session (pays or fails the invoice), a sandbox identity check's reference.
 */
export const capabilityPathPrefixes: readonly string[] = [
  '/media/files/',
  '/payments/sandbox/checkout/',
  '/sandbox/identity-check/',
]

export const REDACTED = '[redacted]'

const secretQueryNames = new Set(capabilityQueryParameters.map((name) => name.toLowerCase()))
const secretPathPrefixes = capabilityPathPrefixes.map((prefix) =>
  prefix.split('/').filter((segment) => segment !== ''),
)

/** Decoded as the router and the query parser decode it, so `%6Bey=` is `key=` here too. */
function decoded(text: string): string {
  try {
    return decodeURIComponent(text.replaceAll('+', ' ')).toLowerCase()
  } catch {
    return text.toLowerCase()
  }
}

function loggablePath(path: string): string {
  const segments = path.split('/')
  // Empty segments (`//`) are skipped when matching, so a doubled slash hides nothing.
  const named = segments.flatMap((segment, index) =>
    segment === '' ? [] : [{ index, name: decoded(segment) }],
  )
  for (const prefix of secretPathPrefixes) {
    if (!prefix.every((part, position) => named[position]?.name === part)) continue
    const secret = named[prefix.length]
    if (secret !== undefined) segments[secret.index] = REDACTED
  }
  return segments.join('/')
}

function loggableQuery(query: string): string {
  return query
    .split('&')
    .map((pair) => {
      const separator = pair.indexOf('=')
      if (separator === -1) return pair
      const name = pair.slice(0, separator)
      return secretQueryNames.has(decoded(name)) ? `${name}=${REDACTED}` : pair
    })
    .join('&')
}

/** A request URL as logs may keep it: every capability in its path or query replaced. */
export function loggableUrl(url: string): string {
  const queryStart = url.indexOf('?')
  if (queryStart === -1) return loggablePath(url)
  return `${loggablePath(url.slice(0, queryStart))}?${loggableQuery(url.slice(queryStart + 1))}`
}
