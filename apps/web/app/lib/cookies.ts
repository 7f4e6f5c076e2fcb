import { COOKIE_MAX_AGE_SECONDS } from '@tourmarket/domain/session'

/** A cookie the storefront shell writes: its name, §9 lifetime and whether scripts may read it. */
export type CookieDefinition = {
  readonly name: string
  readonly maxAgeSeconds: number
  /** HttpOnly: only the server reads it. Cookies the browser writes or reads cannot be. */
  readonly httpOnly: boolean
}

/** The shell's cookies (docs/decisions/0009-storefront-shell.md lists why each is what it is). */
export const SHELL_COOKIES = {
  /** §9 currency, 1 year; the currency switcher reads and writes it in the browser. */
  currency: { name: 'currency', maxAgeSeconds: COOKIE_MAX_AGE_SECONDS.currency, httpOnly: false },
  /** §9 country (an id), 180 days; §5 caches the country found by IP; readable by scripts. */
  country: { name: 'country', maxAgeSeconds: COOKIE_MAX_AGE_SECONDS.country, httpOnly: false },
  /**
   * §2/§9 the answer to the cookie notice (the categories consented to, `necessary.analytics`),
   * 180 days; set by the /cookie-consent route the notice's forms post to, read by the root loader.
   */
  cookieNotice: {
    name: 'cookie_notice_dismissed',
    maxAgeSeconds: COOKIE_MAX_AGE_SECONDS.cookieNotice,
    httpOnly: true,
  },
  /** §2/§9 UTM values, 3 days each; only the server reads them (booking requests carry them). */
  utmSource: { name: 'utm_source', maxAgeSeconds: COOKIE_MAX_AGE_SECONDS.utm, httpOnly: true },
  utmCampaign: { name: 'utm_campaign', maxAgeSeconds: COOKIE_MAX_AGE_SECONDS.utm, httpOnly: true },
  utmContent: { name: 'utm_content', maxAgeSeconds: COOKIE_MAX_AGE_SECONDS.utm, httpOnly: true },
  /**
   * §2/§3 the tour selection { items, token } as JSON: a token from the address replaces it with
   * an empty list. The spec gives it no lifetime of its own; its request id (§3) is the visitor's
   * last request, so it lives as long as §9's last-request cookie, 180 days.
   */
  tourSelection: {
    name: 'tour_selection',
    maxAgeSeconds: COOKIE_MAX_AGE_SECONDS.lastRequest,
    httpOnly: true,
  },
  /**
   * §2 /employees-cookie: this device belongs to staff, so the §3 analytics do not load and staff
   * browsing does not count as visitors. A year, as the currency; only the server reads it (the
   * root loader leaves the analytics out), so HttpOnly.
   */
  employeeDevice: {
    name: 'employee_device',
    maxAgeSeconds: COOKIE_MAX_AGE_SECONDS.currency,
    httpOnly: true,
  },
} as const satisfies Record<string, CookieDefinition>

/** The value of one cookie in a Cookie header (or document.cookie), or null when absent. */
export function readCookie(cookieHeader: string | null | undefined, name: string): string | null {
  if (cookieHeader === null || cookieHeader === undefined) return null
  for (const part of cookieHeader.split(';')) {
    const separator = part.indexOf('=')
    if (separator === -1 || part.slice(0, separator).trim() !== name) continue
    try {
      return decodeURIComponent(part.slice(separator + 1).trim())
    } catch {
      return null
    }
  }
  return null
}

/** The names of every cookie in a Cookie header (or document.cookie). */
export function cookieNames(cookieHeader: string): string[] {
  return cookieHeader
    .split(';')
    .map((part) => part.split('=', 1)[0]?.trim() ?? '')
    .filter((name) => name !== '')
}

/**
 * A Set-Cookie value (or a document.cookie assignment) for the whole site: SameSite=Lax so a
 * visitor arriving from another site's link still sends it; Secure whenever the page is https.
 * A null value deletes the cookie.
 */
export function serializeCookie(
  cookie: CookieDefinition,
  value: string | null,
  { secure }: { secure: boolean },
): string {
  const attributes = [
    `${cookie.name}=${value === null ? '' : encodeURIComponent(value)}`,
    'Path=/',
    `Max-Age=${value === null ? 0 : cookie.maxAgeSeconds}`,
    'SameSite=Lax',
  ]
  if (secure) attributes.push('Secure')
  if (cookie.httpOnly) attributes.push('HttpOnly')
  return attributes.join('; ')
}

/** §9: without gtag configured, the cookies Google Analytics leaves behind are deleted. */
export function isGoogleAnalyticsCookie(name: string): boolean {
  return name.startsWith('_ga') || name.startsWith('_gid') || name.startsWith('_gat')
}
