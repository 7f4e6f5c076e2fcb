import { Button } from '@tourmarket/ui'
import { data, Form, Link } from 'react-router'
import { routeMeta, type SiteMeta } from '../../lib/meta.ts'
import { serializeCookie, SHELL_COOKIES } from '../../lib/cookies.ts'
import { getServerEnv } from '../../lib/env.server.ts'
import { readFormPost } from '../../lib/form-posts/form-post.server.ts'
import { shellRequestOf } from '../../lib/shell-context.server.ts'
import { RUSSIAN_PREFIX } from '../../routing/localized-routes.ts'
import { enforceRouteRules, sitePageOf } from '../../routing/route-access.server.ts'
import type { Route } from './+types/employees-cookie-route.ts'
import { linksText, useLinksText } from './links-text.ts'
import '../../styles/info-page.css'

/** The address the undo lands on: the same page, saying analytics are back, without setting it. */
const ANALYTICS_ON_PARAM = 'analytics'

const noIndex = { 'X-Robots-Tag': 'noindex' }

/**
 * §2 /employees-cookie: opening it marks this device as staff's (a year-long cookie the root
 * loader reads), so the §3 analytics never load on it, and says so. The undo is a real form: it
 * clears the cookie and comes back here with `?analytics=on`, which shows the other state and
 * leaves the cookie unset. Not for search engines: it is a tool, not a page.
 */
export function loader({ request, context }: Route.LoaderArgs) {
  sitePageOf(context)
  const analyticsOn = new URL(request.url).searchParams.get(ANALYTICS_ON_PARAM) === 'on'
  if (analyticsOn) return data({ analyticsOff: false }, { headers: noIndex })
  const { secure } = shellRequestOf(context)
  return data(
    { analyticsOff: true },
    {
      headers: {
        ...noIndex,
        'Set-Cookie': serializeCookie(SHELL_COOKIES.employeeDevice, '1', { secure }),
      },
    },
  )
}

export async function action({ request, context }: Route.ActionArgs) {
  const route = enforceRouteRules(request, getServerEnv().brand)
  const post = await readFormPost(request, context)
  // Built, not read from the request: a script's post arrives at the page's `.data` address.
  const page = route.locale === 'ru' ? `/${RUSSIAN_PREFIX}/employees-cookie` : '/employees-cookie'
  return post.redirect(`${page}?${ANALYTICS_ON_PARAM}=on`, [
    serializeCookie(SHELL_COOKIES.employeeDevice, null, { secure: post.shell.secure }),
  ])
}

export function headers({ loaderHeaders, actionHeaders }: Route.HeadersArgs) {
  const merged = new Headers(noIndex)
  for (const source of [loaderHeaders, actionHeaders]) {
    for (const cookie of source.getSetCookie()) merged.append('Set-Cookie', cookie)
  }
  return merged
}

export const meta: Route.MetaFunction = ({ matches, error, location }) => {
  const site = (matches[0].loaderData as { site?: SiteMeta } | undefined)?.site
  const tags = routeMeta(
    { site, error, location },
    { title: site === undefined ? '' : linksText(site.locale, 'employees.title') },
  )
  return tags.length === 0 ? tags : [...tags, { name: 'robots', content: 'noindex' }]
}

export default function EmployeesCookiePage({ loaderData }: Route.ComponentProps) {
  const { text, path } = useLinksText()
  const { analyticsOff } = loaderData
  return (
    <main className="info-page">
      <header className="info-page__header">
        <h1 className="info-page__title">
          {text(analyticsOff ? 'employees.offHeading' : 'employees.onHeading')}
        </h1>
        <p className="info-page__lead">
          {text(analyticsOff ? 'employees.offText' : 'employees.onText')}
        </p>
        <div className="info-page__actions">
          {analyticsOff ? (
            <Form method="post">
              <Button type="submit">{text('employees.undo')}</Button>
            </Form>
          ) : (
            // A document load: the loader sets the cookie and the root leaves the analytics out.
            <Link className="info-page__button" to={path('/employees-cookie')} reloadDocument>
              {text('employees.turnOff')}
            </Link>
          )}
          <Link className="info-page__button info-page__button--secondary" to={path('/')}>
            {text('employees.home')}
          </Link>
        </div>
      </header>
    </main>
  )
}
