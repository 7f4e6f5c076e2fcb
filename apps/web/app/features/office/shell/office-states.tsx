import { useEffect, useEffectEvent } from 'react'
import { Link, useNavigate, useRevalidator } from 'react-router'
import { useRequiredUser } from '../../../lib/session-context.tsx'
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

/**
 * An access token that expired before the page was asked for: the browser refreshes the session
 * (or sends the visitor to log in), then the page asks again, and goes back to `back` if given.
 */
export function OfficeRestoring({ back }: { back: string | null }) {
  const { text, path } = useOfficeText()
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
    <main className="office office--single">
      <p role="status" className="office-muted">
        {text('office.loading')}
      </p>
    </main>
  )
}
