import { useAskAgainOnceSignedIn } from '../../../lib/use-ask-again-once-signed-in.ts'
import { useAdminText } from './admin-text.ts'
import './admin.css'

/** Waiting while an expired access token is refreshed (useAskAgainOnceSignedIn). */
export function AdminRestoring({ back }: { back: string | null }) {
  const { text, path } = useAdminText()
  useAskAgainOnceSignedIn(back, path('/login'))
  return (
    <main className="admin">
      <p role="status" className="admin-muted">
        {text('admin.loading')}
      </p>
    </main>
  )
}
