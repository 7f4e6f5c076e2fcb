import type { AuthResult } from '@tourmarket/contracts'
import { useNavigate, useSearchParams } from 'react-router'
import { useSession } from '../../lib/session-context.tsx'
import { safeBackPath, useAccountsText } from './accounts-text.ts'
import { signInRedirectPath } from './sign-in-redirect.ts'

/**
 * §7 an auth response ends a sign-in: a token becomes the session (§4) and the visitor goes back
 * where they came from (`back`) or to `next`; a redirect object is followed, on this site only.
 */
export function useCompleteSignIn() {
  const session = useSession()
  const navigate = useNavigate()
  const [params] = useSearchParams()
  const { path } = useAccountsText()
  return async (result: AuthResult, next?: string): Promise<void> => {
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
