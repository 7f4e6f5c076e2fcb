import { Link } from 'react-router'
import type { ErrorScreen } from '../lib/error-screens.ts'
import { BrandMark } from './brand-mark.tsx'
import './error-screen.css'

/** §2 fatal error screen; the page title becomes the heading. */
export function ErrorScreenView({ screen }: { screen: ErrorScreen }) {
  return (
    <div className="error-page">
      <title>{`${screen.heading} | Tourmarket`}</title>
      <header className="error-page__header">
        <Link to="/" className="wordmark">
          <BrandMark size={28} />
          Tourmarket
        </Link>
      </header>
      <main className="error-page__main">
        <p className="error-page__status">{screen.status}</p>
        <h1 className="error-page__heading">{screen.heading}</h1>
        {screen.message === null ? null : <p className="error-page__message">{screen.message}</p>}
        {screen.offersHomeLink ? (
          <Link to="/" className="button">
            Go to home page
          </Link>
        ) : null}
      </main>
    </div>
  )
}
