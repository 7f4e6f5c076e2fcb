import { formatPageTitle } from '@tourmarket/domain/brand'
import { useEffect, useState } from 'react'
import { Link } from 'react-router'
import { useI18n } from '../i18n/i18n-context.tsx'
import { useApiClient } from '../lib/api-client-context.tsx'
import { errorScreenFor } from '../lib/error-screens.ts'
import { useShellData, useShellLocale } from '../lib/shell-data.ts'
import { fetchSupportChatId } from '../lib/support-chat.ts'
import { BrandMark } from './brand-mark.tsx'
import { ErrorIllustration } from './error-illustration.tsx'
import { NotFoundSuggestions } from './not-found/not-found-suggestions.tsx'
import './error-screen.css'

/**
 * §2: on a 404 a logged-in visitor is offered the support chat. The id is fetched in the browser
 * with the visitor's session; until it arrives, or when it fails (§8: logged, no link), the page
 * simply has no link.
 */
function useSupportChatId(wanted: boolean): number | null {
  const api = useApiClient()
  const [chatId, setChatId] = useState<number | null>(null)
  useEffect(() => {
    if (!wanted || api === null) return
    const controller = new AbortController()
    void fetchSupportChatId(api, controller.signal).then((id) => {
      if (!controller.signal.aborted) setChatId(id)
    })
    return () => controller.abort()
  }, [wanted, api])
  return wanted ? chatId : null
}

/**
 * §2 fatal error screen: image and heading by status; the page title becomes the heading. A 404
 * sits between the site's own header and footer (the root's error boundary renders them) and
 * leads on with a search and suggestions (issue 42); other errors keep a bare page with the
 * wordmark, as the site around them may be what failed.
 */
export function ErrorScreenView({ status }: { status: number }) {
  const { t } = useI18n()
  const { brand } = useShellLocale()
  const shell = useShellData()
  const screen = errorScreenFor(status, t)
  const supportChatId = useSupportChatId(
    screen.supportChatMessage !== null && shell?.isLoggedIn === true,
  )

  const notFound = screen.status === 404
  return (
    <div className={notFound ? 'error-page error-page--not-found' : 'error-page'}>
      <title>{formatPageTitle(brand, screen.heading)}</title>
      {notFound ? null : (
        <header className="error-page__header">
          <Link to="/" className="wordmark">
            <BrandMark size={28} />
            {brand.projectName}
          </Link>
        </header>
      )}
      <main className="error-page__main">
        <ErrorIllustration status={screen.status} />
        <p className="error-page__status">{screen.status}</p>
        <h1 className="error-page__heading">{screen.heading}</h1>
        {screen.message === null ? null : <p className="error-page__message">{screen.message}</p>}
        {screen.offersHomeLink ? (
          <Link to="/" className="button">
            {t('errorPage.goHome')}
          </Link>
        ) : null}
        {/* §8 410: the home page is the tour search, where similar trips are on sale. */}
        {screen.offersToursLink ? (
          <Link to="/" className="button">
            {t('errorPage.findTours')}
          </Link>
        ) : null}
        {supportChatId === null || screen.supportChatMessage === null ? null : (
          <div className="error-page__support">
            <Link to={`/chat/${supportChatId}`} className="error-page__support-link">
              {t('errorPage.supportChat')}
            </Link>
            <p className="error-page__message">{screen.supportChatMessage}</p>
          </div>
        )}
        {notFound ? <NotFoundSuggestions /> : null}
      </main>
    </div>
  )
}
