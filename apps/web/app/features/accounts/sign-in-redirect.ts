import { safeBackPath } from './accounts-text.ts'

/** Stands in for the site's origin while editing a path's query; never shown. */
const OWN_ORIGIN = 'https://same-site.invalid'

/**
 * §7 "auth responses can be a redirect object (type redirect, url)": where the visitor goes then.
 * Only a path of this site is followed; any other address (another host, a scheme) sends the
 * visitor home instead, so no sign-in answer can take anyone off the site. The way back (`back`)
 * travels on to the page the redirect names (/login-via-token reads it), so the sign-in still
 * ends where it began.
 */
export function signInRedirectPath(url: string, back: string | null, home: string): string {
  const local = safeBackPath(url, '')
  if (local === '') return home
  const safeBack = safeBackPath(back, '')
  if (safeBack === '') return local
  const target = new URL(local, OWN_ORIGIN)
  if (!target.searchParams.has('back')) target.searchParams.set('back', safeBack)
  return `${target.pathname}${target.search}${target.hash}`
}

/**
 * The one-time token of a §7 redirect-auth-via-code answer (`/login-via-token?token=…`, a path of
 * this site), or null for any other address. The browser that asked for it spends it at once:
 * /login-via-token itself asks before signing in, since its link may come from someone else.
 */
export function oneTimeTokenOf(url: string): string | null {
  const local = safeBackPath(url, '')
  if (local === '') return null
  const target = new URL(local, OWN_ORIGIN)
  const token = target.searchParams.get('token')
  return target.pathname.endsWith('/login-via-token') && token !== null ? token : null
}
