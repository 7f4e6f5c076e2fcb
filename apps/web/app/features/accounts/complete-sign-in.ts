import type { AuthResult } from '@tourmarket/contracts'
import { useNavigate, useSearchParams } from 'react-router'
import { useApiCall } from '../../lib/api-call.ts'
import { useSession } from '../../lib/session-context.tsx'
import { safeBackPath, useAccountsText } from './accounts-text.ts'
import { oneTimeTokenOf, signInRedirectPath } from './sign-in-redirect.ts'

/**
 * §7 an auth response ends a sign-in: a token becomes the session (§4) and the visitor goes back
 * where they came from (`back`) or to `next`; a redirect object is followed, on this site only.
 * A redirect to /login-via-token carries a token issued to this browser just now: it is spent
 * here, since that page asks before signing in (a link there may come from someone else).
 */
export function useCompleteSignIn() {
  const session = useSession()
  const navigate = useNavigate()
  const call = useApiCall()
  const [params] = useSearchParams()
  const { path } = useAccountsText()
  return async (answer: AuthResult, next?: string): Promise<void> => {
    const oneTimeToken = answer.type === 'redirect' ? oneTimeTokenOf(answer.url) : null
    const result =
      oneTimeToken === null
        ? answer
        : await call('userAccessTokenByOneTimeToken', { body: { token: oneTimeToken } })
    if (result.type === 'redirect') {
      await navigate(signInRedirectPath(result.url, params.get('back'), path('/')), {
        replace: true,
      })
      return
    }
    await session.signIn(result.token)
    await navigate(next ?? safeBackPath(params.get('back'), path('/')), { replace: true })
  }
}
