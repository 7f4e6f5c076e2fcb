import type { MetricKind } from '../enums/analytics.ts'

/**
 * The visitor's answer to the cookie notice (§2, remembered §9's 180 days), per category. Cookies
 * the site needs to work are always on; analytics and marketing only with consent.
 */
export type CookieConsent = { readonly analytics: boolean; readonly marketing: boolean }

export const optionalCookieCategories = ['analytics', 'marketing'] as const
export type OptionalCookieCategory = (typeof optionalCookieCategories)[number]

const NECESSARY = 'necessary'
const SEPARATOR = '.'

/** What Reject stores, and what an unclear answer counts as: nothing optional. */
export const necessaryOnly: CookieConsent = { analytics: false, marketing: false }

/** The notice cookie's value: the categories consented to, `necessary` first (`necessary.analytics`). */
export function serializeCookieConsent(consent: CookieConsent): string {
  return [NECESSARY, ...optionalCookieCategories.filter((category) => consent[category])].join(
    SEPARATOR,
  )
}

/**
 * The stored answer, or null when the visitor has not answered (the notice shows). Any other
 * value, such as `1` from the earlier "Ok, don't show again", is an answer that consented to
 * nothing optional: that button never asked.
 */
export function parseCookieConsent(value: string | null): CookieConsent | null {
  if (value === null || value === '') return null
  const granted = new Set(value.split(SEPARATOR))
  if (!granted.has(NECESSARY)) return necessaryOnly
  return { analytics: granted.has('analytics'), marketing: granted.has('marketing') }
}

/**
 * Which consent each §3 analytics service needs: the counters of visits and page use are
 * analytics; Roistat, which ties visits to advertising campaigns and calls, is marketing.
 */
export const metricConsentCategory: Readonly<Record<MetricKind, OptionalCookieCategory>> = {
  gtag: 'analytics',
  ym: 'analytics',
  clarity: 'analytics',
  roistat: 'marketing',
}

/** The configured services the visitor consented to; none before an answer. */
export function consentedMetrics<Ids extends Partial<Record<MetricKind, string>>>(
  metrics: Ids,
  consent: CookieConsent | null,
): Partial<Record<MetricKind, string>> {
  const granted = consent ?? necessaryOnly
  return Object.fromEntries(
    Object.entries(metrics).filter(([kind]) => granted[metricConsentCategory[kind as MetricKind]]),
  )
}
