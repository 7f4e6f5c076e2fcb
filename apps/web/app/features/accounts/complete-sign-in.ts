import type { AuthResult } from '@tourmarket/contracts'
import { useNavigate, useSearchParams } from 'react-router'
import { useSession } from '../../lib/session-context.tsx'
import { safeBackPath, useAccountsText } from './accounts-text.ts'

/**
 * §7 an auth response ends a sign-in: a token becomes the session (§4) and the visitor goes back
 * where they came from (`back`) or to `next`; a redirect object is followed.
 */
export function useCompleteSignIn() {
  const session = useSession()
  const navigate = useNavigate()
  const [params] = useSearchParams()
  const { path } = useAccountsText()
  return async (result: AuthResult, next?: string): Promise<void> => {
    if (result.type === 'redirect') {
      const local = safeBackPath(result.url, '')
      if (local === '') window.location.assign(result.url)
      else await navigate(local, { replace: true })
      return
    }
    await session.signIn(result.token)
    await navigate(next ?? safeBackPath(params.get('back'), path('/')), { replace: true })
  }
}
