import { sitePathOf } from './same-site-path.ts'

/**
 * Where §2 /redirect and /r/{id} may send a visitor: a path of this site, this site's own origin,
 * or a host the deployment allow-lists (REDIRECT_ALLOWED_HOSTS). Anything else — another host,
 * `//host`, `/\host`, `javascript:`, `data:`, `https://site@evil.example` — is refused, so neither
 * page can be used as an open redirect that lends the site's name to a phishing link.
 */
export type RedirectPolicy = {
  /** The site's own origin (`https://tourmarket.example`), taken from the request. */
  readonly siteOrigin: string
  /** Lowercase host names (no scheme, no port) a redirect may also go to. */
  readonly allowedHosts: readonly string[]
}

/** Browsers skip leading spaces and controls, and drop tabs and newlines anywhere in a URL. */
function asBrowsersReadIt(target: string): string {
  let start = 0
  while (start < target.length && target.charCodeAt(start) <= 0x20) start += 1
  return target.slice(start).replace(/[\t\n\r]/g, '')
}

/**
 * The address to send the visitor to — a site path (`/collections?x=1`) or an absolute http(s)
 * URL of an allowed host — or null when the target must not be followed.
 */
export function allowedRedirectTarget(target: string, policy: RedirectPolicy): string | null {
  const cleaned = asBrowsersReadIt(target)
  // A backslash is read as a slash by browsers in http(s) URLs (`/\evil.example`, `https:\\…`);
  // no address we send people to needs one, so any is a trick.
  if (cleaned === '' || cleaned.includes('\\')) return null
  // A path is judged once parsed (`/.//evil.example` parses to `//evil.example`, another host).
  if (cleaned.startsWith('/')) return sitePathOf(cleaned)
  // Anything else must be a whole http(s) URL; `javascript:`, `data:`, relative words are refused.
  if (!/^https?:\/\//i.test(cleaned) || !URL.canParse(cleaned)) return null
  const resolved = new URL(cleaned)
  // `https://site.example@evil.example` shows the site's name but goes to evil.example.
  if (resolved.username !== '' || resolved.password !== '') return null
  if (resolved.origin === new URL(policy.siteOrigin).origin) {
    // Sent as a path, which must not read as another host either (`https://site//evil.example`).
    return sitePathOf(`${resolved.pathname}${resolved.search}${resolved.hash}`)
  }
  const isAllowedHost =
    resolved.port === '' && policy.allowedHosts.includes(resolved.hostname.toLowerCase())
  return isAllowedHost ? resolved.href : null
}
