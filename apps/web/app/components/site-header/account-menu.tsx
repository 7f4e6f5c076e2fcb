import { Avatar, Dropdown } from '@tourmarket/ui'
import { useState } from 'react'
import { Link, useLocation, useNavigate } from 'react-router'
import { useI18n } from '../../i18n/i18n-context.tsx'
import { useSession } from '../../lib/session-context.tsx'
import { useShellData, useShellLocale } from '../../lib/shell-data.ts'
import { displayName } from './account-name.ts'
import { ChatLink } from './chat-link.tsx'
import { englishPath, localizedPath } from '../../routing/localized-paths.ts'

/** The header's avatar: the §9 avatar drawn small beside the name (the photo is fetched at 48 px). */
const HEADER_AVATAR_SIZE = 28

/** Pages where a 'Log in' link would lead back to themselves or interrupt a sign-in. */
const ACCOUNT_PAGES = new Set(['/login', '/register', '/login-via-token', '/password-reset'])

/** §6 pages that need a user: logging out there goes home first rather than to the login page. */
function needsUser(englishPathname: string, bookingPath: string | null): boolean {
  // My trips and booking/{id}; the booking's uuid, pay and QR pages are open.
  const bookingPage =
    bookingPath !== null &&
    (englishPathname === bookingPath ||
      (englishPathname.startsWith(`${bookingPath}/`) &&
        /^\d+$/.test(englishPathname.slice(bookingPath.length + 1))))
  return (
    englishPathname === '/settings' ||
    englishPathname === '/email-confirm' ||
    englishPathname === '/chat' ||
    englishPathname.startsWith('/chat/') ||
    englishPathname === '/office' ||
    englishPathname.startsWith('/office/') ||
    englishPathname === '/admin' ||
    englishPathname.startsWith('/admin/') ||
    bookingPage
  )
}

/**
 * §4 the header's account area: 'Log in' without a user; with one, their §9 avatar (photo, or
 * initials) and name opening a small menu (Settings, My trips, Favourites, the organizer office
 * for an account acting for an organizer, the operator console for staff, Log out). While an
 * expired token is refreshed it keeps its place empty, so neither state flashes. The menu's panel loads when first opened (kit Dropdown).
 */
export function AccountMenu() {
  const { t } = useI18n()
  const { locale } = useShellLocale()
  const { status, user, signOut } = useSession()
  const shell = useShellData()
  const bookingPath = shell?.bookingPath ?? null
  const { pathname, search } = useLocation()
  const navigate = useNavigate()
  const [open, setOpen] = useState(false)
  const localized = (path: string) => localizedPath(path, locale)

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

  const name = displayName(user)
  const pages = [
    { path: '/settings', label: t('site.header.settings') },
    ...(bookingPath === null ? [] : [{ path: bookingPath, label: t('site.header.trips') }]),
    { path: '/favorites', label: t('site.header.favourites') },
    // Issue 40: an account acting for an organizer runs it from the office.
    ...(user.organizer_id === null ? [] : [{ path: '/office', label: t('site.header.office') }]),
    // Issue 43: staff signed in as staff run the marketplace from the operator console.
    ...(user.is_admin_auth ? [{ path: '/admin', label: t('site.header.console') }] : []),
  ]
  return (
    <>
      {shell === undefined ? null : (
        <ChatLink to={localized('/chat')} wsUrl={shell.publicConfig.wsUrl} />
      )}
      <Dropdown
        open={open}
        onOpenChange={setOpen}
        label={t('site.header.accountMenu')}
        align="end"
        className="site-header__menu"
        trigger={
          <button type="button" className="site-header__link site-header__account">
            <span className="site-header__avatar" aria-hidden="true">
              <Avatar name={name} src={user.avatar} size={HEADER_AVATAR_SIZE} alt="" />
            </span>
            <span className="site-header__account-name">{name}</span>
          </button>
        }
      >
        <ul className="site-header__menu-list">
          {pages.map(({ path, label }) => (
            <li key={path}>
              <Link
                className="site-header__menu-item"
                to={localized(path)}
                onClick={() => setOpen(false)}
              >
                {label}
              </Link>
            </li>
          ))}
          <li>
            <button
              type="button"
              className="site-header__menu-item"
              onClick={async () => {
                setOpen(false)
                if (needsUser(englishPath(pathname), bookingPath)) await navigate(localized('/'))
                await signOut()
              }}
            >
              {t('site.header.logout')}
            </button>
          </li>
        </ul>
      </Dropdown>
    </>
  )
}
