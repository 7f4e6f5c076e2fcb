import { isApiHttpError } from '@tourmarket/api-client'
import type { AdminContext } from '@tourmarket/contracts'
import type { ConsoleSection } from '@tourmarket/domain/console'
import { redirect, type RouterContextProvider } from 'react-router'
import { callApi } from '../../../lib/api-call.ts'
import { sitePathOf } from '../../../lib/same-site-path.ts'
import { apiClientOf } from '../../../lib/shell-context.server.ts'
import { localizedPath } from '../../../routing/localized-paths.ts'
import { sitePageOf } from '../../../routing/route-access.server.ts'

type LoaderContext = Readonly<RouterContextProvider>

/** The console's pages are staff's own: never indexed nor cached. */
export const ADMIN_PAGE_HEADERS = {
  'X-Robots-Tag': 'noindex',
  'Cache-Control': 'private, no-store',
}

/** Not staff, or not this section's role: the console does not exist for them (404). */
export function notForThisAccount(): never {
  throw new Response(null, { status: 404, headers: ADMIN_PAGE_HEADERS })
}

/**
 * What the console knows of the visitor: the context its frame shows, or an access token that
 * expired (the browser refreshes it, then the page asks again). Anyone who is not console staff
 * gets the 404 page: the console says nothing of itself to them.
 */
export type AdminState =
  { readonly kind: 'ready'; readonly admin: AdminContext } | { readonly kind: 'restoring' }

export async function readAdmin(context: LoaderContext, request?: Request): Promise<AdminState> {
  const { locale } = sitePageOf(context)
  try {
    return { kind: 'ready', admin: await callApi(apiClientOf(context), 'adminContext') }
  } catch (error) {
    if (isApiHttpError(error) && error.status === 401) return { kind: 'restoring' }
    if (isApiHttpError(error) && error.status === 403) {
      await askSecondFactor(context, locale, request)
      notForThisAccount()
    }
    throw error
  }
}

/**
 * Issue 43 item 8: a staff account signed in without its authenticator code is sent to give it
 * (then back here); for anyone else the API refuses the question too, and the console stays a 404.
 */
async function askSecondFactor(
  context: LoaderContext,
  locale: Parameters<typeof localizedPath>[1],
  request: Request | undefined,
): Promise<void> {
  const factor = await callApi(apiClientOf(context), 'adminSecondFactor').catch(() => null)
  if (factor === null || factor.state === 'done') return
  const back = request === undefined ? null : pagePath(request)
  const signIn = localizedPath('/admin/sign-in', locale)
  throw redirect(back === null ? signIn : `${signIn}?${new URLSearchParams({ back })}`, {
    headers: ADMIN_PAGE_HEADERS,
  })
}

/** The page a loader answers, without React Router's data suffix and parameters. */
function pagePath(request: Request): string {
  const url = new URL(request.url)
  if (url.pathname.endsWith('.data')) url.pathname = url.pathname.slice(0, -'.data'.length)
  url.searchParams.delete('_routes')
  return `${url.pathname}${url.search}`
}

/**
 * Every console page's loader starts here: the frame's context, for a role that may open
 * `section` (404 otherwise). An expired access token goes to /admin with the way back, where the
 * browser restores the session and returns.
 */
export async function loadAdmin(
  context: LoaderContext,
  request: Request,
  section: ConsoleSection,
): Promise<AdminContext> {
  const state = await readAdmin(context, request)
  if (state.kind === 'ready') {
    if (!state.admin.sections.includes(section)) notForThisAccount()
    return state.admin
  }
  const { locale } = sitePageOf(context)
  const back = pagePath(request)
  throw redirect(`${localizedPath('/admin', locale)}?${new URLSearchParams({ back })}`)
}

/** The page to return to after restoring the session: a console page of this site, else none. */
export function adminBackPath(back: string | null): string | null {
  const path = back === null ? null : sitePathOf(back)
  return path !== null && /^\/(ru\/)?admin(\/|\?|$)/.test(path) ? path : null
}

/** A refused or unknown object of a console page: the 404 page (a 401 restores first). */
export function refusedObject(error: unknown): never {
  if (isApiHttpError(error) && [401, 403, 404].includes(error.status)) notForThisAccount()
  throw error
}
