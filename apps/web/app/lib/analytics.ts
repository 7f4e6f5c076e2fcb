import type { MetricKind } from '@tourmarket/domain/enums'
import { analyticsSafeUrl, isCapabilityUrl } from './capability-urls.ts'
import { cookieNames, isGoogleAnalyticsCookie } from './cookies.ts'

/** §9: analytics load this long after the page, so they never compete with it. */
export const ANALYTICS_IDLE_TIMEOUT_MS = 6000

/** The globals the services' loaders read and write (their documented queue stubs). */
type AnalyticsWindow = {
  dataLayer?: unknown[]
  gtag?: (...args: unknown[]) => void
  ym?: ((...args: unknown[]) => void) & { a?: unknown[]; l?: number }
  clarity?: ((...args: unknown[]) => void) & { q?: unknown[] }
  roistatProjectId?: string
  roistatHost?: string
}

/**
 * A page as the services are told of it: its address and the one before, with every capability
 * taken out (capability-urls.ts, issue 37), and whether it had one.
 */
export type AnalyticsPage = {
  readonly url: string
  readonly referrer: string
  readonly capability: boolean
}

/** The page at `address`, come to from `referrer`, as analytics may see it. */
export function analyticsPage(address: string, referrer: string): AnalyticsPage {
  return {
    url: analyticsSafeUrl(address),
    referrer: analyticsSafeUrl(referrer),
    capability: isCapabilityUrl(address),
  }
}

/** One service's script and the set-up its loader expects before it runs. */
export type AnalyticsScript = {
  readonly kind: MetricKind
  readonly src: string
  readonly prepare: (target: AnalyticsWindow) => void
  /** Reports a client-side page change (each script is given the first page in `prepare`). */
  readonly pageView: ((target: AnalyticsWindow, page: AnalyticsPage) => void) | null
}

/**
 * gtag.js reads the address itself unless told: page_location and page_referrer are set for every
 * later hit (history-change page views of enhanced measurement included) and given to each.
 */
function gtagScript(id: string, page: AnalyticsPage): AnalyticsScript {
  const fields = (shown: AnalyticsPage) => ({
    page_location: shown.url,
    page_referrer: shown.referrer,
  })
  return {
    kind: 'gtag',
    src: `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(id)}`,
    prepare(target) {
      const queue = (target.dataLayer ??= [])
      // gtag.js reads the `arguments` objects themselves from the queue, not arrays.
      target.gtag = function gtag() {
        // eslint-disable-next-line prefer-rest-params
        queue.push(arguments)
      }
      target.gtag('js', new Date())
      target.gtag('set', fields(page))
      target.gtag('config', id, fields(page))
    },
    pageView(target, shown) {
      target.gtag?.('set', fields(shown))
      target.gtag?.('event', 'page_view', fields(shown))
    },
  }
}

/** Metrika counts the first page itself from the address unless deferred: every hit is ours. */
function ymScript(id: string, page: AnalyticsPage): AnalyticsScript {
  const hit = (target: AnalyticsWindow, shown: AnalyticsPage) =>
    target.ym?.(Number(id), 'hit', shown.url, { referer: shown.referrer })
  return {
    kind: 'ym',
    src: 'https://mc.yandex.ru/metrika/tag.js',
    prepare(target) {
      const ym = Object.assign((...args: unknown[]) => (ym.a ??= []).push(args), {
        a: [] as unknown[],
        l: Date.now(),
      })
      target.ym ??= ym
      target.ym(Number(id), 'init', {
        clickmap: true,
        trackLinks: true,
        accurateTrackBounce: true,
        defer: true,
      })
      hit(target, page)
    },
    pageView: hit,
  }
}

/**
 * Clarity reads the address and records the page itself, with no way to give it another address:
 * it is not loaded on a capability page, and pauses while the visitor is on one.
 */
function clarityScript(id: string): AnalyticsScript {
  return {
    kind: 'clarity',
    src: `https://www.clarity.ms/tag/${encodeURIComponent(id)}`,
    prepare(target) {
      const clarity = Object.assign((...args: unknown[]) => (clarity.q ??= []).push(args), {
        q: [] as unknown[],
      })
      target.clarity ??= clarity
    },
    pageView(target, shown) {
      target.clarity?.(shown.capability ? 'pause' : 'resume')
    },
  }
}

/**
 * Roistat reads the landing address itself (and follows no page changes): not loaded when that is
 * a capability page. Its referrer is the one we give, without capabilities.
 */
function roistatScript(id: string, page: AnalyticsPage): AnalyticsScript {
  return {
    kind: 'roistat',
    src: `https://cloud.roistat.com/api/site/1.0/${encodeURIComponent(id)}/init?referrer=${encodeURIComponent(page.referrer)}`,
    prepare(target) {
      target.roistatProjectId = id
      target.roistatHost = 'cloud.roistat.com'
    },
    pageView: null,
  }
}

/**
 * §3 Config metrics: the scripts of the services whose ids are configured, and only those; none
 * on a device §2 /employees-cookie marked as staff's, so employees are not counted as visitors.
 * The services that read the address themselves are left out on a capability page (issue 37).
 */
export function analyticsScripts(
  metrics: Readonly<Partial<Record<MetricKind, string>>>,
  page: AnalyticsPage,
  { staffDevice = false }: { staffDevice?: boolean } = {},
): AnalyticsScript[] {
  const scripts: AnalyticsScript[] = []
  if (staffDevice) return scripts
  if (metrics.gtag !== undefined) scripts.push(gtagScript(metrics.gtag, page))
  if (metrics.ym !== undefined) scripts.push(ymScript(metrics.ym, page))
  if (page.capability) return scripts
  if (metrics.clarity !== undefined) scripts.push(clarityScript(metrics.clarity))
  if (metrics.roistat !== undefined) scripts.push(roistatScript(metrics.roistat, page))
  return scripts
}

/** Adds the scripts to the page, each after its set-up. */
export function loadAnalytics(scripts: readonly AnalyticsScript[], target: Window): void {
  for (const script of scripts) {
    script.prepare(target as AnalyticsWindow)
    const element = target.document.createElement('script')
    element.async = true
    element.src = script.src
    element.dataset.analytics = script.kind
    target.document.head.append(element)
  }
}

/** Tells each service of a client-side page change, as `page` (analyticsPage) shows it. */
export function reportPageView(
  scripts: readonly AnalyticsScript[],
  target: Window,
  page: AnalyticsPage,
): void {
  for (const script of scripts) script.pageView?.(target as AnalyticsWindow, page)
}

/** The domains a cookie of this host may have been set on: the host and each parent domain. */
export function cookieDomains(hostname: string): string[] {
  const labels = hostname.split('.')
  if (labels.length < 2 || /^[\d.]+$/.test(hostname)) return [hostname]
  return labels.slice(0, -1).map((_, index) => `.${labels.slice(index).join('.')}`)
}

/**
 * §9: without gtag configured, cookies starting _ga, _gid, _gat are deleted. Google sets them on
 * the parent domain, so each is expired on the host and on every parent domain.
 */
export function deleteGoogleAnalyticsCookies(target: {
  cookie: string
  readonly location: { readonly hostname: string }
}): string[] {
  const names = cookieNames(target.cookie).filter(isGoogleAnalyticsCookie)
  for (const name of names) {
    const expired = `${name}=; Path=/; Max-Age=0`
    target.cookie = expired
    for (const domain of cookieDomains(target.location.hostname)) {
      target.cookie = `${expired}; Domain=${domain}`
    }
  }
  return names
}
