import { useI18n } from '../i18n/i18n-context.tsx'
import { useShellData } from '../lib/shell-data.ts'
import { RecaptchaNotice } from './recaptcha-notice.tsx'
import './recaptcha-notice.css'

/**
 * §2 reCAPTCHA notice, under every form whose call the API may answer with a captcha (§8): with
 * an invisible reCAPTCHA configured, Google's wording; otherwise the site's own proof-of-work
 * captcha is the one in use, and the notice says what that is instead of naming Google.
 */
export function CaptchaUseNotice() {
  const { t } = useI18n()
  const captcha = useShellData()?.publicConfig.invisibleCaptcha ?? null
  if (captcha?.provider === 'recaptcha') {
    return <RecaptchaNotice provider={captcha.provider} siteKey={captcha.key} />
  }
  return (
    <p className="recaptcha-notice" data-testid="captcha-notice">
      {t('captcha.notice')}
    </p>
  )
}
