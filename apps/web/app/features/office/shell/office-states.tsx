import { Link } from 'react-router'
import { useAskAgainOnceSignedIn } from '../../../lib/use-ask-again-once-signed-in.ts'
import { useOfficeText } from './office-text.ts'
import './office.css'

/**
 * The office for an account that acts for no organizer: says so plainly and leads to the
 * settings, where organizer profiles are created and switched.
 */
export function OfficeRefusal() {
  const { text, path } = useOfficeText()
  return (
    <main className="office office--single">
      <section className="office-empty office-refusal" aria-labelledby="office-refused">
        <h1 id="office-refused" className="office__title">
          {text('office.refused.title')}
        </h1>
        <p>{text('office.refused.text')}</p>
        <div className="office-actions">
          <Link className="office-button" to={`${path('/settings/organizer')}#organizer-profiles`}>
            {text('office.refused.settings')}
          </Link>
          <Link className="office-button office-button--secondary" to={path('/')}>
            {text('office.refused.home')}
          </Link>
        </div>
      </section>
    </main>
  )
}

/** Waiting while an expired access token is refreshed (useAskAgainOnceSignedIn). */
export function OfficeRestoring({ back }: { back: string | null }) {
  const { text, path } = useOfficeText()
  useAskAgainOnceSignedIn(back, path('/login'))
  return (
    <main className="office office--single">
      <p role="status" className="office-muted">
        {text('office.loading')}
      </p>
    </main>
  )
}
