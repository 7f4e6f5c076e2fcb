import { resolveCurrency, type BrandConfig } from '@tourmarket/domain/brand'
import { type BrandCurrency } from '@tourmarket/domain/enums'
import { type Locale } from '@tourmarket/domain/i18n'
import { extractUtm } from '@tourmarket/domain/session'
import {
  selectionFromToken,
  TOUR_SELECTION_TOKEN_PARAM,
  withoutSelectionTokenParam,
} from '@tourmarket/domain/tour-selection'
import { readCookie, serializeCookie, SHELL_COOKIES } from './cookies.ts'
import { localeOfPath } from './locale.ts'
import { resolvePathRule, type PathRule } from './path-rules.ts'
import { readSessionToken } from './session.server.ts'
import { sameSitePath } from './same-site-path.ts'

/** What every loader of a request knows about the visitor (set by the root middleware). */
export type ShellRequest = {
  readonly locale: Locale
  /** §7 X-Currency: the currency cookie when the brand offers it, else the brand's default. */
  readonly currency: BrandCurrency
  /** §9 country cookie: the visitor's country id, or null when none was stored. */
  readonly countryId: number | null
  readonly sessionToken: string | null
  /** Cookies are Secure when the page is served over https. */
  readonly secure: boolean
  /** X-Request-Id (server/request-id.ts), passed on to the API's calls for this page. */
  readonly requestId: string | null
}

/** The §2 global behaviour for one request: answer with a redirect, or go on; either sets cookies. */
export type ShellDecision =
  | { readonly kind: 'redirect'; readonly location: string; readonly setCookies: string[] }
  | { readonly kind: 'continue'; readonly setCookies: string[] }

export function readShellRequest(request: Request, brand: BrandConfig): ShellRequest {
  const url = new URL(request.url)
  const cookies = request.headers.get('cookie')
  const country = readCookie(cookies, SHELL_COOKIES.country.name)
  return {
    locale: localeOfPath(url.pathname, brand),
    currency: resolveCurrency(brand, readCookie(cookies, SHELL_COOKIES.currency.name)),
    countryId: country !== null && /^\d{1,9}$/.test(country) ? Number(country) : null,
    sessionToken: readSessionToken(request),
    secure: url.protocol === 'https:',
    requestId: request.headers.get('x-request-id'),
  }
}

/** §2/§9: UTM source, campaign and content of this entry, 3 days; an entry's missing ones are cleared. */
function utmCookies(url: URL, secure: boolean): string[] {
  const utm = extractUtm(url.searchParams)
  if (utm === null) return []
  return [
    serializeCookie(SHELL_COOKIES.utmSource, utm.source, { secure }),
    serializeCookie(SHELL_COOKIES.utmCampaign, utm.campaign, { secure }),
    serializeCookie(SHELL_COOKIES.utmContent, utm.content, { secure }),
  ]
}

/**
 * §2 global behaviour, in order: a tour-selection-token in the address is stored (the selection
 * list emptied) and removed from the address by a redirect; a path rule redirects; otherwise the
 * request goes on. UTM values are saved on every entry that carries them. Only page reads (GET,
 * HEAD) are redirected: a form post keeps its address.
 */
export function decideShellRequest(
  request: Request,
  pathRules: readonly PathRule[],
): ShellDecision {
  const url = new URL(request.url)
  const secure = url.protocol === 'https:'
  if (request.method !== 'GET' && request.method !== 'HEAD')
    return { kind: 'continue', setCookies: [] }

  if (url.searchParams.has(TOUR_SELECTION_TOKEN_PARAM)) {
    const selection = selectionFromToken(url.searchParams.get(TOUR_SELECTION_TOKEN_PARAM))
    return {
      kind: 'redirect',
      // UTM values stay in the address, so the request after the redirect saves them.
      location: sameSitePath(`${url.pathname}${withoutSelectionTokenParam(url.search)}`),
      setCookies:
        selection === null
          ? []
          : [serializeCookie(SHELL_COOKIES.tourSelection, JSON.stringify(selection), { secure })],
    }
  }

  const setCookies = utmCookies(url, secure)
  const target = resolvePathRule(pathRules, url)
  return target === null
    ? { kind: 'continue', setCookies }
    : { kind: 'redirect', location: target.location, setCookies }
}
