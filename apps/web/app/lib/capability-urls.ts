/**
 * Addresses of this site that are capabilities (issue 37): whoever holds one may act, so none may
 * reach an analytics vendor or another origin. They carry a uuid in the path (booking, payment and
 * QR pages by uuid, an individual tour, arrival, a messenger link, a review, a subscription's
 * unsubscribe page) or a secret in the query: the meet page's `key`, a sign-in `token` or `code`
 * (with the e-mail it was sent to, `login`), a password-reset `token`, the payment result's
 * `booking` uuid, a tour selection token.
 */
const CAPABILITY_PARAMS = new Set([
  'key',
  'token',
  'code',
  'login',
  'email',
  'phone',
  'booking',
  'uuid',
  'tour-selection-token',
])

/** What a capability is replaced with, so reports still show which page it was. */
export const REDACTED = 'redacted'

const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi
/**
 * A random secret as the API makes them (base64url of 32 bytes, 43 characters; hex digests), not
 * a slug: slugs are lowercase words joined by single hyphens.
 */
const SECRET_LIKE = /[A-Za-z0-9_-]{32,}/g
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/
const HEX = /^[0-9a-f]+$/

function withoutSecrets(text: string): string {
  return text
    .replace(UUID, REDACTED)
    .replace(SECRET_LIKE, (run) => (SLUG.test(run) && !HEX.test(run) ? run : REDACTED))
}

/**
 * The address as analytics may see it: capability parameters' values and uuids or secrets in the
 * path or in any other parameter (a `back=/booking/uuid/…`) replaced by `redacted`, the hash
 * dropped. Anything that is not an http(s) URL becomes '' (no referrer).
 */
export function analyticsSafeUrl(address: string): string {
  if (!URL.canParse(address)) return ''
  const url = new URL(address)
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return ''
  url.username = ''
  url.password = ''
  url.hash = ''
  url.pathname = withoutSecrets(url.pathname)
  const query = new URLSearchParams()
  for (const [name, value] of url.searchParams) {
    query.append(name, CAPABILITY_PARAMS.has(name.toLowerCase()) ? REDACTED : withoutSecrets(value))
  }
  url.search = query.toString()
  return url.href
}

/** Whether the address holds a capability that analyticsSafeUrl takes out. */
export function isCapabilityUrl(address: string): boolean {
  if (!URL.canParse(address)) return false
  const url = new URL(address)
  if (withoutSecrets(url.pathname) !== url.pathname) return true
  return [...url.searchParams].some(
    ([name, value]) => CAPABILITY_PARAMS.has(name.toLowerCase()) || withoutSecrets(value) !== value,
  )
}
