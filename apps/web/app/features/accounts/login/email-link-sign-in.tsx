import { Button } from '@tourmarket/ui'
import { FormMessage } from '../account-layout.tsx'
import { useAccountsText } from '../accounts-text.ts'
import type { SignInPosted } from './sign-in-forms.ts'

/** The sign-in e-mail's link: `/login?login=…&code=…`. */
export function emailLinkOf(params: URLSearchParams): { login: string; code: string } | null {
  const login = params.get('login')?.trim() ?? ''
  const code = params.get('code')?.replace(/\D/g, '') ?? ''
  return login === '' || code === '' ? null : { login, code }
}

/**
 * "Sign in as …" (§7 redirect-auth-via-code), opened from the sign-in e-mail. Opening the link
 * uses nothing (mail scanners fetch links); the button posts to the route's action, which spends
 * the code and follows the API's on-site redirect to /login-via-token on the server (its token
 * becomes the session cookie), so a plain form needs no script.
 */
export function EmailLinkSignIn({
  login,
  code,
  posted,
  otherWayHref,
}: {
  login: string
  code: string
  posted: SignInPosted | undefined
  otherWayHref: string
}) {
  const { text } = useAccountsText()
  return (
    <form className="account-form" method="post" data-testid="email-link-sign-in">
      <input type="hidden" name="form" value="link" />
      <input type="hidden" name="login" value={login} />
      <input type="hidden" name="code" value={code} />
      <h2 className="account-form__title">{text('accounts.login.link.title', { login })}</h2>
      <p className="account-form__aside">{text('accounts.login.link.lead')}</p>
      <FormMessage message={posted?.message ?? null} />
      <Button type="submit" className="account-form__submit">
        {text('accounts.login.link.submit')}
      </Button>
      <p className="account-form__aside">
        <a href={otherWayHref}>{text('accounts.login.link.other')}</a>
      </p>
    </form>
  )
}
