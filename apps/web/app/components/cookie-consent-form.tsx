import type { CookieConsent } from '@tourmarket/domain/session'
import { Button, Checkbox } from '@tourmarket/ui'
import { Form } from 'react-router'
import { useI18n } from '../i18n/i18n-context.tsx'
import { cookieConsentPath } from '../lib/cookie-consent-path.ts'

/** What the notice and the settings post: the page to come back to and the answer. */
export const CONSENT_FIELDS = { returnTo: 'returnTo', choice: 'choice' } as const

/**
 * §2/§9 the per-category choice: a real form to the consent route, so it works before hydration
 * (the settings page) as in the dialog. Necessary cookies are stated, not offered.
 */
export function CookieSettingsForm({
  returnTo,
  consent,
}: {
  returnTo: string
  consent: CookieConsent | null
}) {
  const { t, locale } = useI18n()
  return (
    <Form
      method="post"
      action={cookieConsentPath(locale)}
      preventScrollReset
      className="cookie-settings"
    >
      <input type="hidden" name={CONSENT_FIELDS.returnTo} value={returnTo} />
      <p>{t('cookieSettings.intro')}</p>
      <div className="cookie-settings__necessary">
        <p className="cookie-settings__label">{t('cookieSettings.necessary')}</p>
        <p className="cookie-settings__hint">{t('cookieSettings.necessaryHint')}</p>
      </div>
      <Checkbox
        name="analytics"
        label={t('cookieSettings.analytics')}
        hint={t('cookieSettings.analyticsHint')}
        defaultChecked={consent?.analytics ?? false}
      />
      <Checkbox
        name="marketing"
        label={t('cookieSettings.marketing')}
        hint={t('cookieSettings.marketingHint')}
        defaultChecked={consent?.marketing ?? false}
      />
      <Button type="submit" name={CONSENT_FIELDS.choice} value="custom">
        {t('cookieSettings.save')}
      </Button>
    </Form>
  )
}
