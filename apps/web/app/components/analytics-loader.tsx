import type { MetricKind } from '@tourmarket/domain/enums'
import { useEffect, useRef, useState } from 'react'
import { useLocation } from 'react-router'
import type { AnalyticsScript, reportPageView } from '../lib/analytics.ts'

type LoadedAnalytics = {
  readonly scripts: readonly AnalyticsScript[]
  readonly reportPageView: typeof reportPageView
}

/**
 * §3/§9 analytics: the configured services' scripts load 6000 ms after the page, never on the
 * server and never for a service without an id. Without gtag, Google Analytics cookies left by an
 * earlier configuration are deleted. Client-side page changes are reported once loaded. The
 * loader's own code arrives after start-up too: no first load waits for it.
 */
export function AnalyticsLoader({
  metrics,
  staffDevice,
}: {
  metrics: Readonly<Partial<Record<MetricKind, string>>>
  /** §2 /employees-cookie marked this device as staff's: nothing loads. */
  staffDevice: boolean
}) {
  const [loaded, setLoaded] = useState<LoadedAnalytics | null>(null)
  const { pathname, search } = useLocation()
  const reportedUrl = useRef<string | null>(null)
  const { gtag, ym, clarity, roistat } = metrics

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined
    let active = true
    void import('../lib/analytics.ts').then((analytics) => {
      if (!active) return
      if (gtag === undefined) analytics.deleteGoogleAnalyticsCookies(document)
      const configured = analytics.analyticsScripts(
        { gtag, ym, clarity, roistat },
        document.referrer,
        { staffDevice },
      )
      if (configured.length === 0) return
      timer = setTimeout(() => {
        analytics.loadAnalytics(configured, window)
        reportedUrl.current = window.location.href
        setLoaded({ scripts: configured, reportPageView: analytics.reportPageView })
      }, analytics.ANALYTICS_IDLE_TIMEOUT_MS)
    })
    return () => {
      active = false
      clearTimeout(timer)
    }
  }, [gtag, ym, clarity, roistat, staffDevice])

  useEffect(() => {
    if (loaded === null || reportedUrl.current === window.location.href) return
    reportedUrl.current = window.location.href
    loaded.reportPageView(loaded.scripts, window)
  }, [loaded, pathname, search])

  return null
}
