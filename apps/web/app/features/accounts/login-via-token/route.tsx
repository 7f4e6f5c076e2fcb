import { Button } from '@tourmarket/ui'
import { Link, useActionData, useLoaderData } from 'react-router'
import type { Route } from './+types/route.ts'
import { AccountLayout, FormMessage } from '../account-layout.tsx'
import { accountsMeta } from '../accounts-meta.ts'
import { useAccountsText } from '../accounts-text.ts'
import { loginViaTokenAction, loginViaTokenLoader } from './login-via-token.server.ts'

export const loader = ({ request, context }: Route.LoaderArgs) =>
  loginViaTokenLoader(request, context)

export const action = ({ request, context }: Route.ActionArgs) =>
  loginViaTokenAction(request, context)

/** The loader's: a capability address is kept by no cache (issue 37). */
export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders

export const meta: Route.MetaFunction = (args) => accountsMeta(args, 'accounts.viaToken.title')

/**
 * §2 /login-via-token?token=…: a one-time token becomes the session (§7
 * access-token-by-one-time-token), but only on the visitor's press (issue 37: a link made by
 * someone else must not silently sign anyone in to that person's account). Opening the page
 * spends nothing; the button is a plain form post, so it works without JavaScript, and the
 * post's origin is checked. The stored session is not restored on this page (root.tsx), since
 * this one replaces it; the page says whose session that is.
 */
export default function LoginViaTokenPage() {
  const { text, path } = useAccountsText()
  const { token, signedInAs } = useLoaderData<typeof loader>()
  const posted = useActionData<typeof action>()
  const loginLink = <Link to={path('/login')}>{text('accounts.viaToken.loginLink')}</Link>
  if (token === null) {
    return (
      <AccountLayout title={text('accounts.viaToken.title')} footer={loginLink}>
        <FormMessage message={text('accounts.viaToken.invalid')} />
      </AccountLayout>
    )
  }
  return (
    <AccountLayout
      title={text('accounts.viaToken.title')}
      lead={text('accounts.viaToken.lead')}
      footer={loginLink}
    >
      <form className="account-form" method="post">
        <input type="hidden" name="token" value={token} />
        {signedInAs === null ? null : (
          <p className="account-form__aside">
            {text('accounts.viaToken.signedInAs', { login: signedInAs })}
          </p>
        )}
        <FormMessage message={posted?.failure ?? null} />
        <Button type="submit" className="account-form__submit">
          {text('accounts.viaToken.submit')}
        </Button>
      </form>
    </AccountLayout>
  )
}
