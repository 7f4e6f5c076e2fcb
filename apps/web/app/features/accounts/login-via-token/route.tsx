import { useEffect, useRef, useState } from 'react'
import { Link, useSearchParams } from 'react-router'
import type { Route } from './+types/route.ts'
import { AccountLayout, FormMessage } from '../account-layout.tsx'
import { apiFailure } from '../../../lib/api-failure.ts'
import { useApiCall } from '../../../lib/api-call.ts'
import { accountsMeta } from '../accounts-meta.ts'
import { accountsPageLoader } from '../accounts-route.server.ts'
import { useAccountsText } from '../accounts-text.ts'
import { useCompleteSignIn } from '../complete-sign-in.ts'

export const loader = ({ request }: Route.LoaderArgs) => accountsPageLoader({ request })

export const meta: Route.MetaFunction = (args) => accountsMeta(args, 'accounts.viaToken.title')

/**
 * §2 /login-via-token?token=…: a one-time token (from redirect-auth-via-code or a link) becomes
 * the session (§7 access-token-by-one-time-token). The stored session is not restored on this
 * page (root.tsx), since this one replaces it.
 */
export default function LoginViaTokenPage() {
  const { text, path } = useAccountsText()
  const call = useApiCall()
  const completeSignIn = useCompleteSignIn()
  const [params] = useSearchParams()
  const token = params.get('token')
  const [failure, setFailure] = useState<string | null>(null)
  // A token works once: React's development double effects must not spend it twice.
  const started = useRef(false)

  useEffect(() => {
    if (started.current) return
    started.current = true
    if (token === null || token.trim() === '') {
      setFailure(text('accounts.viaToken.invalid'))
      return
    }
    void (async () => {
      try {
        await completeSignIn(await call('userAccessTokenByOneTimeToken', { body: { token } }))
      } catch (error) {
        setFailure(apiFailure(error, [], text('accounts.viaToken.invalid')).message)
      }
    })()
  }, [call, token, text, completeSignIn])

  return (
    <AccountLayout
      title={text('accounts.viaToken.title')}
      footer={
        failure === null ? undefined : (
          <Link to={path('/login')}>{text('accounts.viaToken.loginLink')}</Link>
        )
      }
    >
      <FormMessage message={failure} />
    </AccountLayout>
  )
}
