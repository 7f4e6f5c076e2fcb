import { useEffect, useEffectEvent } from 'react'
import { useNavigate, useRevalidator } from 'react-router'
import { useRequiredUser } from '../../../lib/session-context.tsx'
import { useAdminText } from './admin-text.ts'
import './admin.css'

/**
 * An access token that expired before the page was asked for: the browser refreshes the session
 * (or sends the visitor to log in), then the page asks again, and goes back to `back` if given.
 */
export function AdminRestoring({ back }: { back: string | null }) {
  const { text, path } = useAdminText()
  const user = useRequiredUser(path('/login'))
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
  return (
    <main className="admin">
      <p role="status" className="admin-muted">
        {text('admin.loading')}
      </p>
    </main>
  )
}
