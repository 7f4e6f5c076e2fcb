import type { MetricKind } from '@tourmarket/domain'
import { useEffect, useRef, useState } from 'react'
import { useLocation } from 'react-router'
import {
  ANALYTICS_IDLE_TIMEOUT_MS,
  analyticsScripts,
  deleteGoogleAnalyticsCookies,
  loadAnalytics,
  reportPageView,
  type AnalyticsScript,
} from '../lib/analytics.ts'

/**
 * §3/§9 analytics: the configured services' scripts load 6000 ms after the page, never on the
 * server and never for a service without an id. Without gtag, Google Analytics cookies left by an
 * earlier configuration are deleted. Client-side page changes are reported once loaded.
 */
export function AnalyticsLoader({
  metrics,
}: {
  metrics: Readonly<Partial<Record<MetricKind, string>>>
}) {
  const [scripts, setScripts] = useState<readonly AnalyticsScript[]>([])
  const { pathname, search } = useLocation()
  const reportedUrl = useRef<string | null>(null)
  const { gtag, ym, clarity, roistat } = metrics

  useEffect(() => {
    if (gtag === undefined) deleteGoogleAnalyticsCookies(document)
    const configured = analyticsScripts({ gtag, ym, clarity, roistat }, document.referrer)
    if (configured.length === 0) return
    const timer = setTimeout(() => {
      loadAnalytics(configured, window)
      reportedUrl.current = window.location.href
      setScripts(configured)
    }, ANALYTICS_IDLE_TIMEOUT_MS)
    return () => clearTimeout(timer)
  }, [gtag, ym, clarity, roistat])

  useEffect(() => {
    if (scripts.length === 0 || reportedUrl.current === window.location.href) return
    reportedUrl.current = window.location.href
    reportPageView(scripts, window)
  }, [scripts, pathname, search])

  return null
}
