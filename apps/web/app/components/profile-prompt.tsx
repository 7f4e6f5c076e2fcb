import { isProfileIncomplete } from '@tourmarket/domain/session'
import { Link, useLocation } from 'react-router'
import { useI18n } from '../i18n/i18n-context.tsx'
import { useSession } from '../lib/session-context.tsx'
import { useShellLocale } from '../lib/shell-data.ts'
import { englishPath, russianPath } from '../routing/localized-paths.ts'
import './profile-prompt.css'

/** Where the prompt would only repeat what the page asks for already. */
const QUIET_PAGES = new Set(['/settings/profile', '/email-confirm', '/login', '/register'])

/**
 * §4 a profile without any name or without an e-mail is incomplete: a quiet line under the header
 * leads to the settings. Rendered with the page (the server knows the user), so nothing shifts.
 */
export function ProfilePrompt() {
  const { t } = useI18n()
  const { locale } = useShellLocale()
  const { user } = useSession()
  const { pathname } = useLocation()
  if (user === null || !isProfileIncomplete(user) || QUIET_PAGES.has(englishPath(pathname))) {
    return null
  }
  return (
    <aside className="profile-prompt" aria-label={t('site.profilePrompt.link')}>
      <p className="profile-prompt__inner">
        <span>{t('site.profilePrompt.text')}</span>{' '}
        <Link to={locale === 'ru' ? russianPath('/settings/profile') : '/settings/profile'}>
          {t('site.profilePrompt.link')}
        </Link>
      </p>
    </aside>
  )
}
