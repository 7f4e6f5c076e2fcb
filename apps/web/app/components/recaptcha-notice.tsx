import { splitPlaceholders } from '@tourmarket/domain/i18n'
import { Fragment } from 'react'
import { useI18n } from '../i18n/i18n-context.tsx'
import './recaptcha-notice.css'

const GOOGLE_PRIVACY_URL = 'https://policies.google.com/privacy'
const GOOGLE_TERMS_URL = 'https://policies.google.com/terms'

/**
 * §2 reCAPTCHA notice: Google asks for this text under a form protected by an invisible reCAPTCHA
 * whose badge is hidden. §5: shown only when a captcha provider and key exist, and only for
 * reCAPTCHA (the other providers ask for no notice).
 */
export function RecaptchaNotice({
  provider,
  siteKey,
}: {
  provider: string | null | undefined
  siteKey: string | null | undefined
}) {
  const { t } = useI18n()
  if (provider !== 'recaptcha' || siteKey === null || siteKey === undefined || siteKey === '') {
    return null
  }
  const links: Readonly<Record<string, { href: string; text: string }>> = {
    privacyLink: { href: GOOGLE_PRIVACY_URL, text: t('recaptcha.privacyLink') },
    termsLink: { href: GOOGLE_TERMS_URL, text: t('recaptcha.termsLink') },
  }
  return (
    <p className="recaptcha-notice">
      {splitPlaceholders(t('recaptcha.notice')).map((part, index) => {
        if (part.kind === 'text') return <Fragment key={index}>{part.text}</Fragment>
        const link = links[part.name]
        if (link === undefined) return null
        return (
          <a key={index} href={link.href} target="_blank" rel="noopener noreferrer">
            {link.text}
          </a>
        )
      })}
    </p>
  )
}
