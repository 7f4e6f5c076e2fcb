import { lazy, Suspense } from 'react'
import { Link, useLocation } from 'react-router'
import { useI18n } from '../../i18n/i18n-context.tsx'
import { useSession } from '../../lib/session-context.tsx'
import { useShellLocale } from '../../lib/shell-data.ts'
import { accountButton } from './account-button.tsx'
import { displayName } from './account-name.ts'
import { englishPath, russianPath } from './seo-links.ts'

const UserMenu = lazy(() =>
  import('./user-menu.tsx').then(({ UserMenu: Menu }) => ({ default: Menu })),
)

/** Pages where a 'Log in' link would lead back to themselves or interrupt a sign-in. */
const ACCOUNT_PAGES = new Set(['/login', '/register', '/login-via-token', '/password-reset'])

/**
 * §4 the header's account area: 'Log in' without a user; with one, their name opening a small
 * menu (Settings, My trips, Favourites, Log out; user-menu.tsx). While an expired token is
 * refreshed it keeps its place empty, so neither state flashes.
 */
export function AccountMenu() {
  const { t } = useI18n()
  const { locale } = useShellLocale()
  const { status, user } = useSession()
  const { pathname, search } = useLocation()
  const localized = (path: string) => (locale === 'ru' ? russianPath(path) : path)

  if (status === 'restoring') return <span className="site-header__account-placeholder" />

  if (user === null) {
    const here = englishPath(pathname)
    const login = localized('/login')
    const to = ACCOUNT_PAGES.has(here)
      ? login
      : `${login}?${new URLSearchParams({ back: `${pathname}${search}` })}`
    return (
      <Link className="site-header__link site-header__login" to={to}>
        {t('site.header.login')}
      </Link>
    )
  }

  // The menu's code loads only for a signed-in user. Until it is here (and while the page
  // hydrates) the server's button stands in: React hydrates the rest of the page meanwhile, and
  // replays a click on it once the menu has hydrated.
  const name = displayName(user)
  return (
    <Suspense fallback={accountButton(name)}>
      <UserMenu name={name} />
    </Suspense>
  )
}
