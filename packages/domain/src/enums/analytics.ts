import { isOneOf } from './guard.ts'

/** §3 Config: the analytics services whose ids a deployment may configure. */
export const metricKinds = ['gtag', 'ym', 'clarity', 'roistat'] as const
export type MetricKind = (typeof metricKinds)[number]

export function isMetricKind(value: unknown): value is MetricKind {
  return isOneOf(metricKinds, value)
}
