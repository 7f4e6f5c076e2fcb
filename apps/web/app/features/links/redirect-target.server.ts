import type { Locale } from '@tourmarket/domain/i18n'
import { redirect } from 'react-router'
import { isApiPath } from '../../../server/api-paths.ts'
import { getServerEnv } from '../../lib/env.server.ts'
import { allowedRedirectTarget } from '../../lib/redirect-target.ts'
import { englishPath, localizedPath } from '../../routing/localized-paths.ts'

/** §2 'Page Not Found': the answer for a link that is unknown or may not be followed. */
export function linkNotFound(): Response {
  return new Response(null, { status: 404, statusText: 'Not Found' })
}

/**
 * A site path in the language of the page that sends the visitor there: a link followed from
 * /ru/r/{id} stays on the Russian site (§2 routes are localised; the API's links are English
 * paths). A path already in a language, the API's own paths (/spa, /media, …) and files
 * (a last segment with a dot, as /sitemap.xml) are left as they are; so is any other address.
 */
export function inPageLanguage(location: string, locale: Locale): string {
  if (locale !== 'ru' || !location.startsWith('/')) return location
  const { pathname, search, hash } = new URL(location, 'http://site.invalid')
  const lastSegment = pathname.slice(pathname.lastIndexOf('/') + 1)
  const stays =
    englishPath(pathname) !== pathname || isApiPath(pathname) || lastSegment.includes('.')
  return stays ? location : `${localizedPath(pathname, locale)}${search}${hash}`
}

/**
 * A 302 to `target` when the redirect rule allows it (this site or an allow-listed host), in the
 * page's language when it is this site; a 404 otherwise. A refused target is answered like an
 * unknown link rather than with a page naming it: the page would still show a stranger's address
 * under the site's name.
 */
export function redirectWithinPolicy(request: Request, target: string, locale: Locale): Response {
  const location = allowedRedirectTarget(target, {
    siteOrigin: new URL(request.url).origin,
    allowedHosts: getServerEnv().redirectAllowedHosts,
  })
  if (location === null) throw linkNotFound()
  return redirect(inPageLanguage(location, locale), {
    status: 302,
    headers: { 'Cache-Control': 'no-store' },
  })
}
