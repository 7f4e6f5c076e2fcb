import { LoadingBar, ScrollTopButton, ToastProvider } from '@tourmarket/ui'
import type { ReactNode } from 'react'
import { lazy, useEffect } from 'react'
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLocation,
  useNavigation,
  type ShouldRevalidateFunctionArgs,
} from 'react-router'
import type { Route } from './+types/root.ts'
import { loadStartupData } from './lib/startup-data.server.ts'
import { AnalyticsLoader } from './components/analytics-loader.tsx'
import { consentedMetrics, parseCookieConsent } from '@tourmarket/domain/session'
import { CookieNotice } from './components/cookie-notice.tsx'
import { ProfilePrompt } from './components/profile-prompt.tsx'
import { loadFooterData } from './components/site-footer/footer-data.server.ts'
import { SiteFooter } from './components/site-footer/site-footer.tsx'
import { englishPath } from './routing/localized-paths.ts'
import { SiteHeader } from './components/site-header/site-header.tsx'
import { catalogueClientMiddleware } from './i18n/catalogue-loading.client.ts'
import { I18nProvider, useI18n } from './i18n/i18n-context.tsx'
import { ApiClientProvider } from './lib/api-client-context.tsx'
import { createServerApiClient } from './lib/api.server.ts'
import { serverBuildManifest } from './lib/build-manifest.server.ts'
import { readCookie, SHELL_COOKIES } from './lib/cookies.ts'
import { getServerEnv, toPublicConfig } from './lib/env.server.ts'
import { routeMeta } from './lib/meta.ts'
import { isNoindexError, withErrorPageHeaders } from './lib/noindex-error.ts'
import { replayEarlyEvents } from './lib/early-events/replay-early-events.ts'
import { loadPathRules, pathRulesClientMiddleware } from './lib/path-rules.client.ts'
import { buildVersionClientMiddleware, rememberTabBuild } from './lib/build-version.client.ts'
import { SessionProvider } from './lib/session-context.tsx'
import { loadSessionUser } from './lib/session.server.ts'
import { shellMiddleware, shellRequestOf } from './lib/shell-context.server.ts'
import { useShellData, useShellLocale, type ShellData } from './lib/shell-data.ts'
import { RUSSIAN_PREFIX } from './routing/localized-routes.ts'
import { useCountryByIp } from './lib/country-by-ip.ts'
import '@tourmarket/ui/tokens.css'
import './styles/base.css'

/** §2 sign-in by one-time token: the one page that skips restoring the stored session. */
const LOGIN_VIA_TOKEN_PATH = '/login-via-token'

export const middleware: Route.MiddlewareFunction[] = [shellMiddleware]
export const clientMiddleware: Route.ClientMiddlewareFunction[] = [
  buildVersionClientMiddleware,
  pathRulesClientMiddleware,
  catalogueClientMiddleware,
]

export const links: Route.LinksFunction = () => [
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
]

export async function loader({ request, context }: Route.LoaderArgs): Promise<ShellData> {
  const env = getServerEnv()
  const shell = shellRequestOf(context)
  const api = createServerApiClient(shell)
  // §2 /login-via-token replaces the session with its own, so the stored one is not restored.
  const restoresSession = englishPath(new URL(request.url).pathname) !== LOGIN_VIA_TOKEN_PATH
  const [session, footer, startup] = await Promise.all([
    loadSessionUser(api, restoresSession ? shell.sessionToken : null),
    loadFooterData(api, shell.locale),
    loadStartupData(api),
  ])
  return {
    site: { brandId: env.brand.id, locale: shell.locale, origin: new URL(request.url).origin },
    currency: shell.currency,
    countryId: shell.countryId,
    publicConfig: toPublicConfig(env),
    buildId: serverBuildManifest().buildId,
    cookieConsent: parseCookieConsent(
      readCookie(request.headers.get('cookie'), SHELL_COOKIES.cookieNotice.name),
    ),
    analyticsOff:
      readCookie(request.headers.get('cookie'), SHELL_COOKIES.employeeDevice.name) !== null,
    isLoggedIn: shell.sessionToken !== null,
    session,
    footer,
    startup,
    bookingPath: `/${env.bookingBasePath}`,
  }
}

/** §2: the site data carries the page language, so it is reloaded when the language changes. */
export function shouldRevalidate({
  currentUrl,
  nextUrl,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  const language = (url: URL) => url.pathname.split('/')[1] === RUSSIAN_PREFIX
  return defaultShouldRevalidate || language(currentUrl) !== language(nextUrl)
}

/**
 * Every error screen is the root's: a page's thrown answer keeps its X-Robots-Tag and
 * Cache-Control on it (§2 /meet is never indexed, its error pages included); other pages'
 * headers are the parent's as before.
 */
export const headers: Route.HeadersFunction = ({ parentHeaders, errorHeaders }) =>
  withErrorPageHeaders(parentHeaders, errorHeaders)

/** §2 site-wide metadata for pages without their own; an error screen titles itself. */
export const meta: Route.MetaFunction = ({ loaderData, error, location }) =>
  routeMeta({ site: loaderData?.site, error, location }, { title: '' })

/** §2/§4/§9 loading bar: runs while a navigation loads or submits. */
function NavigationLoadingBar() {
  const { t } = useI18n()
  const navigation = useNavigation()
  return <LoadingBar active={navigation.state !== 'idle'} label={t('common.loading')} />
}

/** The widgets every page has (§2): loading bar, scroll button, cookie notice, analytics. */
function GlobalWidgets({ shell }: { shell: ShellData | undefined }) {
  const { t } = useI18n()
  const buildId = shell?.buildId ?? null
  useEffect(() => {
    // §7 the manifest is fetched once, right after start-up, for the client-side path rules.
    if (buildId === null) return
    rememberTabBuild(buildId)
    void loadPathRules(buildId)
  }, [buildId])
  // What the visitor did before hydration happens now (issue 16).
  useEffect(replayEarlyEvents, [])
  useCountryByIp(shell?.countryId ?? null)
  return (
    <>
      <NavigationLoadingBar />
      <ScrollTopButton upLabel={t('scrollButton.up')} downLabel={t('scrollButton.down')} />
      {shell === undefined ? null : (
        <>
          {shell.cookieConsent === null ? <CookieNotice /> : null}
          <AnalyticsLoader
            metrics={consentedMetrics(shell.publicConfig.metrics, shell.cookieConsent)}
            staffDevice={shell.analyticsOff}
          />
        </>
      )}
    </>
  )
}

function ShellProviders({ children }: { children: ReactNode }) {
  const { t } = useI18n()
  const shell = useShellData()
  const { locale } = useShellLocale()
  const { pathname } = useLocation()
  const content = (
    <ToastProvider closeLabel={t('common.close')}>
      {children}
      <GlobalWidgets shell={shell} />
    </ToastProvider>
  )
  return shell === undefined ? (
    content
  ) : (
    <ApiClientProvider
      apiBaseUrl={shell.publicConfig.apiBaseUrl}
      locale={locale}
      currency={shell.currency}
    >
      <SessionProvider
        initial={shell.session}
        countryId={shell.countryId}
        restoreStored={englishPath(pathname) !== LOGIN_VIA_TOKEN_PATH}
      >
        {content}
      </SessionProvider>
    </ApiClientProvider>
  )
}

export function Layout({ children }: { children: ReactNode }) {
  const { locale } = useShellLocale()
  return (
    <html lang={locale}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#7c3aed" />
        <Meta />
        <Links />
      </head>
      <body>
        <I18nProvider locale={locale}>
          <ShellProviders>{children}</ShellProviders>
        </I18nProvider>
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  )
}

export default function App() {
  return (
    <>
      <SiteHeader />
      <ProfilePrompt />
      <Outlet />
      <SiteFooter />
    </>
  )
}

// Error screens are rare: their code, illustrations included, loads only when one shows (the
// server waits for it; no Suspense boundary, so the browser keeps the server's HTML meanwhile).
const ErrorScreenView = lazy(() =>
  import('./components/error-screen.tsx').then(({ ErrorScreenView }) => ({
    default: ErrorScreenView,
  })),
)

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const status = isRouteErrorResponse(error) ? error.status : 500
  // Issue 42: a page that is not there is still on the site, with its header and footer; other
  // errors stay bare, as the header's own data may be what failed.
  const withSite = status === 404
  return (
    <>
      {/* React places it in the head, as it does the screen's title. */}
      {isNoindexError(error) ? <meta name="robots" content="noindex" /> : null}
      {withSite ? <SiteHeader /> : null}
      <ErrorScreenView status={status} />
      {withSite ? <SiteFooter /> : null}
    </>
  )
}
