import { Button, Modal } from '@tourmarket/ui'
import { useState } from 'react'
import { Form, useLocation } from 'react-router'
import { useI18n } from '../i18n/i18n-context.tsx'
import { cookieConsentPath } from '../lib/cookie-consent-path.ts'
import { useShellLocale } from '../lib/shell-data.ts'
import { CONSENT_FIELDS, CookieSettingsForm } from './cookie-consent-form.tsx'
import './cookie-notice.css'

/**
 * §2 cookie notice, shown until the visitor answers; the answer is remembered 180 days (§9).
 * Accept (§2's "Ok, don't show again") and Reject are one real form (the server sets the cookie and sends the visitor back), so
 * they work before hydration; Customize is a link to the settings page, opened as a dialog once the
 * page is hydrated. The server leaves the notice out after an answer, so it never flashes in.
 */
export function CookieNotice() {
  const { t, locale } = useI18n()
  const { brand } = useShellLocale()
  const { pathname, search } = useLocation()
  const [settingsOpen, setSettingsOpen] = useState(false)
  const returnTo = `${pathname}${search}`
  const consentPath = cookieConsentPath(locale)
  // The settings page asks the same question itself.
  if (pathname === consentPath) return null
  return (
    <section className="cookie-notice" aria-label={t('cookieNotice.label')}>
      <p className="cookie-notice__text">
        {t('cookieNotice.text')}
        {t('cookieNotice.detail')}
      </p>
      <Form
        method="post"
        action={consentPath}
        preventScrollReset
        className="cookie-notice__actions"
      >
        <input type="hidden" name={CONSENT_FIELDS.returnTo} value={returnTo} />
        <Button type="submit" name={CONSENT_FIELDS.choice} value="accept" variant="secondary">
          {t('cookieNotice.dismiss')}
        </Button>
        <Button type="submit" name={CONSENT_FIELDS.choice} value="reject" variant="secondary">
          {t('cookieNotice.reject')}
        </Button>
        <a
          className="cookie-notice__settings"
          href={`${consentPath}?${new URLSearchParams({ [CONSENT_FIELDS.returnTo]: returnTo }).toString()}`}
          onClick={(event) => {
            event.preventDefault()
            setSettingsOpen(true)
          }}
        >
          {t('cookieNotice.settings')}
        </a>
      </Form>
      <Modal
        title={t('cookieSettings.title')}
        open={settingsOpen}
        onOpenChange={setSettingsOpen}
        width={brand.uikit.modalWidth}
        closeLabel={t('common.close')}
      >
        <CookieSettingsForm returnTo={returnTo} consent={null} />
      </Modal>
    </section>
  )
}
