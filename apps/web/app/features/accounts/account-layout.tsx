import type { ReactNode } from 'react'
import { CaptchaUseNotice } from '../../components/captcha-use-notice.tsx'
import { useCaptchaChecking } from '../../lib/captcha-status.ts'
import { useAccountsText } from './accounts-text.ts'
import './accounts.css'

/** The card every accounts page sits in: a heading, an optional lead, the form, links below. */
export function AccountLayout({
  title,
  lead,
  children,
  footer,
  wide = false,
}: {
  title: string
  lead?: ReactNode
  children: ReactNode
  footer?: ReactNode
  /** A page of several forms (settings) gets a wider card. */
  wide?: boolean
}) {
  return (
    <main className="account-page">
      <div className={wide ? 'account-card account-card--wide' : 'account-card'}>
        <h1 className="account-card__title">{title}</h1>
        {lead === undefined ? null : <p className="account-card__lead">{lead}</p>}
        {children}
        {footer === undefined ? null : <div className="account-card__footer">{footer}</div>}
      </div>
    </main>
  )
}

/** A form's message that is not about one field (§8 refusal, captcha failure); announced. */
export function FormMessage({
  message,
  tone = 'error',
}: {
  message: string | null
  tone?: 'error' | 'success' | 'info'
}) {
  return (
    <div role={tone === 'error' ? 'alert' : 'status'} className="account-form__message-slot">
      {message === null ? null : (
        <p className={`account-form__message account-form__message--${tone}`}>{message}</p>
      )}
    </div>
  )
}

/**
 * §8: while a captcha is solved before a call is repeated, the form says so; and, always, the §2
 * notice of the captcha in use.
 */
export function CaptchaNotice() {
  const { text } = useAccountsText()
  const checking = useCaptchaChecking()
  return (
    <>
      <p role="status" className="account-form__captcha">
        {checking ? (
          <>
            <span className="account-form__spinner" aria-hidden="true" />
            {text('accounts.captcha.checking')}
          </>
        ) : null}
      </p>
      <CaptchaUseNotice />
    </>
  )
}
