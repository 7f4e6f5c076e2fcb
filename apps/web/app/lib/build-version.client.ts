import type { DataStrategyResult, MiddlewareFunction } from 'react-router'

let tabBuildId: string | null = null

/**
 * The build this tab's code came from: the first page's shell names it. Later shells may come from
 * a newer server (a revalidated root loader) while the code stays the first build's.
 */
export function rememberTabBuild(buildId: string): void {
  tabBuildId ??= buildId
}

/** The build the server answers with now, or null when it cannot be told (offline, an error). */
async function servedBuildId(signal: AbortSignal): Promise<string | null> {
  try {
    const response = await fetch('/builds/latest.json', { cache: 'no-cache', signal })
    if (!response.ok) return null
    const { buildId } = (await response.json()) as { buildId?: unknown }
    return typeof buildId === 'string' ? buildId : null
  } catch {
    return null
  }
}

type NavigationState = {
  readonly navigation: { readonly location?: { pathname: string; search: string } }
}
declare global {
  interface Window {
    /** Set by React Router's HydratedRouter; the only place that tells a navigation from a fetcher. */
    __reactRouterDataRouter?: { readonly state: NavigationState }
  }
}

/** Whether this request loads the page being navigated to (not a fetcher's or a revalidation). */
function isNavigationTo(url: URL): boolean {
  const pending = window.__reactRouterDataRouter?.state.navigation.location
  return pending !== undefined && pending.pathname === url.pathname && pending.search === url.search
}

/**
 * Decision 0048: a tab of an earlier build that navigates loads the new page as a document, so its
 * code and the server's data come from one build. The check runs beside the navigation's own
 * requests (no extra wait); a form submission is not replayed and goes on as it is.
 */
export const buildVersionClientMiddleware: MiddlewareFunction<
  Record<string, DataStrategyResult>
> = async ({ request }, next) => {
  const expected = tabBuildId
  if (expected === null || request.method !== 'GET' || !isNavigationTo(new URL(request.url))) {
    return next()
  }
  const [result, served] = await Promise.all([next(), servedBuildId(request.signal)])
  if (served === null || served === expected || request.signal.aborted) return result
  window.location.assign(request.url)
  // The document load replaces this page; the navigation never completes here.
  return new Promise<never>(() => {})
}
