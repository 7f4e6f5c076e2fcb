import { Dropdown } from '@tourmarket/ui'
import { useState } from 'react'
import { Link, useLocation, useNavigate } from 'react-router'
import { useI18n } from '../../i18n/i18n-context.tsx'
import { useSession } from '../../lib/session-context.tsx'
import { useShellData, useShellLocale } from '../../lib/shell-data.ts'
import { accountButton } from './account-button.tsx'
import { englishPath, russianPath } from './seo-links.ts'

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
    bookingPage
  )
}

/** §4 the signed-in user's menu: Settings, My trips, Favourites, Log out. */
export function UserMenu({ name }: { name: string }) {
  const { t } = useI18n()
  const { locale } = useShellLocale()
  const { signOut } = useSession()
  const bookingPath = useShellData()?.bookingPath ?? null
  const { pathname } = useLocation()
  const navigate = useNavigate()
  const [open, setOpen] = useState(false)
  const localized = (path: string) => (locale === 'ru' ? russianPath(path) : path)

  return (
    <Dropdown
      open={open}
      onOpenChange={setOpen}
      label={t('site.header.accountMenu')}
      align="end"
      className="site-header__menu"
      trigger={accountButton(name)}
    >
      <ul className="site-header__menu-list">
        <li>
          <Link
            className="site-header__menu-item"
            to={localized('/settings')}
            onClick={() => setOpen(false)}
          >
            {t('site.header.settings')}
          </Link>
        </li>
        {bookingPath === null ? null : (
          <li>
            <Link
              className="site-header__menu-item"
              to={localized(bookingPath)}
              onClick={() => setOpen(false)}
            >
              {t('site.header.trips')}
            </Link>
          </li>
        )}
        <li>
          <Link
            className="site-header__menu-item"
            to={localized('/favorites')}
            onClick={() => setOpen(false)}
          >
            {t('site.header.favourites')}
          </Link>
        </li>
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
  )
}
