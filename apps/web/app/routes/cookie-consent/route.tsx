import {
  necessaryOnly,
  parseCookieConsent,
  serializeCookieConsent,
  type CookieConsent,
} from '@tourmarket/domain/session'
import { data } from 'react-router'
import { CONSENT_FIELDS, CookieSettingsForm } from '../../components/cookie-consent-form.tsx'
import { translatorFor } from '../../i18n/translator.ts'
import { useI18n } from '../../i18n/i18n-context.tsx'
import { readCookie, serializeCookie, SHELL_COOKIES } from '../../lib/cookies.ts'
import { postedText, readFormPost } from '../../lib/form-posts/form-post.server.ts'
import { routeMeta, type SiteMeta } from '../../lib/meta.ts'
import { sameSitePath } from '../../lib/same-site-path.ts'
import type { Route } from './+types/route.ts'
import '../../components/cookie-notice.css'

const noIndex = { 'X-Robots-Tag': 'noindex' }

/** The answer a posted form gives, or null for a choice that is none of the three. */
function postedConsent(fields: FormData): CookieConsent | null {
  switch (postedText(fields, CONSENT_FIELDS.choice)) {
    case 'accept':
      return { analytics: true, marketing: true }
    case 'reject':
      return necessaryOnly
    case 'custom':
      return {
        analytics: fields.get('analytics') !== null,
        marketing: fields.get('marketing') !== null,
      }
    default:
      return null
  }
}

/**
 * §2/§9 the cookie notice's answer: stores it 180 days and sends the visitor back to the page of
 * this site they answered on (a script's post is told to replace that history entry, not add one).
 */
export async function action({ request, context }: Route.ActionArgs) {
  const post = await readFormPost(request, context)
  const consent = postedConsent(post.fields)
  if (consent === null) {
    throw data(
      {
        message: 'choice must be accept, reject or custom.',
        errors: { choice: ['Required field.'] },
      },
      { status: 400 },
    )
  }
  const response = post.redirect(postedText(post.fields, CONSENT_FIELDS.returnTo) || '/', [
    serializeCookie(SHELL_COOKIES.cookieNotice, serializeCookieConsent(consent), {
      secure: post.shell.secure,
    }),
  ])
  response.headers.set('X-Remix-Replace', 'true')
  return response
}

/** The settings as a page: where the notice's Settings link leads before hydration, and the footer's. */
export function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url)
  return data(
    {
      returnTo: sameSitePath(url.searchParams.get(CONSENT_FIELDS.returnTo) ?? '/'),
      consent: parseCookieConsent(
        readCookie(request.headers.get('cookie'), SHELL_COOKIES.cookieNotice.name),
      ),
    },
    { headers: noIndex },
  )
}

export function headers() {
  return noIndex
}

export const meta: Route.MetaFunction = ({ matches, error, location }) => {
  const site = (matches[0].loaderData as { site?: SiteMeta } | undefined)?.site
  const tags = routeMeta(
    { site, error, location },
    { title: site === undefined ? '' : translatorFor(site.locale)('cookieSettings.title') },
  )
  return tags.length === 0 ? tags : [...tags, { name: 'robots', content: 'noindex' }]
}

export default function CookieConsentPage({ loaderData }: Route.ComponentProps) {
  const { t } = useI18n()
  return (
    <main className="cookie-settings-page">
      <h1>{t('cookieSettings.title')}</h1>
      <CookieSettingsForm returnTo={loaderData.returnTo} consent={loaderData.consent} />
    </main>
  )
}
