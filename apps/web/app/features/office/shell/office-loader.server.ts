import { isApiHttpError } from '@tourmarket/api-client'
import type { OfficeAudit, OfficeContext } from '@tourmarket/contracts'
import type { Locale } from '@tourmarket/domain/i18n'
import { redirect, type RouterContextProvider } from 'react-router'
import { callApi } from '../../../lib/api-call.ts'
import { sitePathOf } from '../../../lib/same-site-path.ts'
import { apiClientOf } from '../../../lib/shell-context.server.ts'
import { localizedPath } from '../../../routing/localized-paths.ts'
import { sitePageOf } from '../../../routing/route-access.server.ts'

type LoaderContext = Readonly<RouterContextProvider>

/** The kinds of object an audit trail is kept for (platform/audit on the API). */
export type OfficeAuditObjectKind =
  'booking' | 'tour' | 'tour_date' | 'review' | 'team' | 'organizer'

/**
 * What the office knows of the visitor: the context it shows, an access token that expired (the
 * browser refreshes it, then the page asks again), or an account that acts for no organizer.
 */
export type OfficeState =
  | { readonly kind: 'ready'; readonly office: OfficeContext }
  | { readonly kind: 'restoring' }
  | { readonly kind: 'refused' }

/** The office's context as a state: for the overview page, which shows each state itself. */
export async function readOffice(context: LoaderContext): Promise<OfficeState> {
  sitePageOf(context)
  try {
    return { kind: 'ready', office: await callApi(apiClientOf(context), 'officeContext') }
  } catch (error) {
    if (isApiHttpError(error) && error.status === 401) return { kind: 'restoring' }
    if (isApiHttpError(error) && error.status === 403) return { kind: 'refused' }
    throw error
  }
}

/** The office's first page, remembering the page to come back to once the session is restored. */
export function officeHomePath(locale: Locale, back?: string): string {
  const home = localizedPath('/office', locale)
  return back === undefined ? home : `${home}?${new URLSearchParams({ back })}`
}

/**
 * Every office page's loader starts here: the context its layout shows (`OfficeLayout`'s
 * `office`). An account that acts for no organizer is sent to /office, which says so and links
 * to the settings; an expired access token goes there too, with the way back (`request`), and
 * the browser restores the session before it returns.
 */
export async function loadOffice(
  context: LoaderContext,
  request?: Request,
): Promise<OfficeContext> {
  const state = await readOffice(context)
  if (state.kind === 'ready') return state.office
  const { locale } = sitePageOf(context)
  if (state.kind === 'refused') throw redirect(officeHomePath(locale))
  throw redirect(officeHomePath(locale, request === undefined ? undefined : pageOf(request)))
}

/**
 * The page a request is for: a client navigation asks for a page's data at `/path.data` with a
 * `_routes` parameter, and coming back must open the page itself.
 */
function pageOf(request: Request): string {
  const url = new URL(request.url)
  if (url.pathname.endsWith('.data')) url.pathname = url.pathname.slice(0, -'.data'.length)
  url.searchParams.delete('_routes')
  return `${url.pathname}${url.search}`
}

/** An object's audit trail for `AuditTrail`: the office's object pages show it under the object. */
export async function loadAuditTrail(
  context: LoaderContext,
  object: { kind: OfficeAuditObjectKind; id: number | string },
): Promise<OfficeAudit['data']> {
  const trail = await callApi(apiClientOf(context), 'officeAudit', {
    query: { object_kind: object.kind, object_id: String(object.id) },
  })
  return trail.data
}

/** The page to return to after restoring the session: an office page of this site, else none. */
export function officeBackPath(back: string | null): string | null {
  const path = back === null ? null : sitePathOf(back)
  return path !== null && /^\/(ru\/)?office(\/|\?|$)/.test(path) ? path : null
}
