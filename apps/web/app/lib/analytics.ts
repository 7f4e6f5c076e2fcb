import type { MetricKind } from '@tourmarket/domain/enums'
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

/** One service's script and the set-up its loader expects before it runs. */
export type AnalyticsScript = {
  readonly kind: MetricKind
  readonly src: string
  readonly prepare: (target: AnalyticsWindow) => void
  /** Reports a client-side page change (the script counts the first page itself). */
  readonly pageView: ((target: AnalyticsWindow, url: string) => void) | null
}

function gtagScript(id: string): AnalyticsScript {
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
      target.gtag('config', id)
    },
    pageView(target, url) {
      target.gtag?.('event', 'page_view', { page_location: url })
    },
  }
}

function ymScript(id: string): AnalyticsScript {
  return {
    kind: 'ym',
    src: 'https://mc.yandex.ru/metrika/tag.js',
    prepare(target) {
      const ym = Object.assign((...args: unknown[]) => (ym.a ??= []).push(args), {
        a: [] as unknown[],
        l: Date.now(),
      })
      target.ym ??= ym
      target.ym(Number(id), 'init', { clickmap: true, trackLinks: true, accurateTrackBounce: true })
    },
    pageView(target, url) {
      target.ym?.(Number(id), 'hit', url)
    },
  }
}

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
    // Clarity follows history changes itself.
    pageView: null,
  }
}

function roistatScript(id: string, referrer: string): AnalyticsScript {
  return {
    kind: 'roistat',
    src: `https://cloud.roistat.com/api/site/1.0/${encodeURIComponent(id)}/init?referrer=${encodeURIComponent(referrer)}`,
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
 */
export function analyticsScripts(
  metrics: Readonly<Partial<Record<MetricKind, string>>>,
  referrer: string,
  { staffDevice = false }: { staffDevice?: boolean } = {},
): AnalyticsScript[] {
  const scripts: AnalyticsScript[] = []
  if (staffDevice) return scripts
  if (metrics.gtag !== undefined) scripts.push(gtagScript(metrics.gtag))
  if (metrics.ym !== undefined) scripts.push(ymScript(metrics.ym))
  if (metrics.clarity !== undefined) scripts.push(clarityScript(metrics.clarity))
  if (metrics.roistat !== undefined) scripts.push(roistatScript(metrics.roistat, referrer))
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

export function reportPageView(scripts: readonly AnalyticsScript[], target: Window): void {
  for (const script of scripts) script.pageView?.(target as AnalyticsWindow, target.location.href)
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
