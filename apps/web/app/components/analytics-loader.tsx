import type { MetricKind } from '@tourmarket/domain/enums'
import { useEffect, useRef, useState } from 'react'
import { useLocation } from 'react-router'
import type { analyticsPage, AnalyticsScript, reportPageView } from '../lib/analytics.ts'

type LoadedAnalytics = {
  readonly scripts: readonly AnalyticsScript[]
  readonly reportPageView: typeof reportPageView
  readonly analyticsPage: typeof analyticsPage
}

/**
 * §3/§9 analytics: the configured services' scripts load 6000 ms after the page, never on the
 * server and never for a service without an id. Without gtag, Google Analytics cookies left by an
 * earlier configuration are deleted. Client-side page changes are reported once loaded, the page
 * before as the referrer; no address reaches a service with its capabilities (issue 37). The
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
      if (staffDevice || [gtag, ym, clarity, roistat].every((id) => id === undefined)) return
      timer = setTimeout(() => {
        // The page the visitor is on once the wait is over, which may not be the first one.
        const page = analytics.analyticsPage(window.location.href, document.referrer)
        const configured = analytics.analyticsScripts({ gtag, ym, clarity, roistat }, page, {
          staffDevice,
        })
        analytics.loadAnalytics(configured, window)
        reportedUrl.current = window.location.href
        setLoaded({
          scripts: configured,
          reportPageView: analytics.reportPageView,
          analyticsPage: analytics.analyticsPage,
        })
      }, analytics.ANALYTICS_IDLE_TIMEOUT_MS)
    })
    return () => {
      active = false
      clearTimeout(timer)
    }
  }, [gtag, ym, clarity, roistat, staffDevice])

  useEffect(() => {
    if (loaded === null || reportedUrl.current === window.location.href) return
    const page = loaded.analyticsPage(window.location.href, reportedUrl.current ?? '')
    reportedUrl.current = window.location.href
    loaded.reportPageView(loaded.scripts, window, page)
  }, [loaded, pathname, search])

  return null
}
