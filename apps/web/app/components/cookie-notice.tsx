import { Button } from '@tourmarket/ui'
import { useState } from 'react'
import { useI18n } from '../i18n/i18n-context.tsx'
import { serializeCookie, SHELL_COOKIES } from '../lib/cookies.ts'
import './cookie-notice.css'

/**
 * §2 cookie notice, remembered 180 days (§9). The server leaves it out when the cookie exists,
 * so a visitor who dismissed it never sees it flash in before hydration.
 */
export function CookieNotice({ dismissed: initiallyDismissed }: { dismissed: boolean }) {
  const { t } = useI18n()
  const [dismissed, setDismissed] = useState(initiallyDismissed)
  if (dismissed) return null

  function dismiss() {
    document.cookie = serializeCookie(SHELL_COOKIES.cookieNotice, '1', {
      secure: window.location.protocol === 'https:',
    })
    setDismissed(true)
  }

  return (
    <section className="cookie-notice" aria-label={t('cookieNotice.label')}>
      <p className="cookie-notice__text">{t('cookieNotice.text')}</p>
      <Button variant="secondary" className="cookie-notice__button" onClick={dismiss}>
        {t('cookieNotice.dismiss')}
      </Button>
    </section>
  )
}
