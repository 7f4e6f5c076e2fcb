import { useEffect, useEffectEvent } from 'react'
import { useNavigate, useRevalidator } from 'react-router'
import { useRequiredUser } from './session-context.tsx'

/**
 * A page asked for with an access token that had expired: the browser refreshes the session (or
 * sends the visitor to `loginPath`), then the page asks again, or goes to `back` if given. The
 * office and the console wait on it the same way.
 */
export function useAskAgainOnceSignedIn(back: string | null, loginPath: string): void {
  const user = useRequiredUser(loginPath)
  const revalidator = useRevalidator()
  const navigate = useNavigate()
  const askAgain = useEffectEvent(() => {
    if (back === null) void revalidator.revalidate()
    else void navigate(back, { replace: true })
  })
  const userId = user?.id ?? null
  useEffect(() => {
    if (userId !== null) askAgain()
  }, [userId])
}
