import type { CancellationPolicyBody } from '@tourmarket/contracts'
import {
  refundTimeline,
  refundTimelineHeading,
  refundTimelineEntries,
} from '@tourmarket/domain/booking'
import type { RefundStep } from '@tourmarket/domain/booking'
import { calendarDateInTimeZone } from '@tourmarket/domain/pricing'
import { useId } from 'react'
import { useI18n } from '../../i18n/i18n-context.tsx'
import { policyOf } from './cancellation-policy.tsx'
import './cancellation-policy.css'

/** The API's snake_case timeline steps (a booking's refund_timeline) as the domain reads them. */
export function refundStepsOf(
  steps: readonly { from: string; amount: number; refund_percent: number }[],
): RefundStep[] {
  return steps.map((step) => ({
    from: step.from,
    amountMinor: step.amount,
    refundPercent: step.refund_percent,
  }))
}

/**
 * What one tourist who paid `paidMinor` for a date would get back from today on, under the tour's
 * policy (issue 44 item 4): today is the day in the tour's zone, as the API's cancellation counts
 * it, and the amounts are the domain's refundDue, the function the cancellation uses.
 */
export function dateRefundSteps(input: {
  policy: CancellationPolicyBody
  timezone: string
  paidMinor: number
  startDate: string
  now?: Date
}): RefundStep[] {
  return refundTimeline(policyOf(input.policy), {
    paidMinor: input.paidMinor,
    startDate: input.startDate,
    today: calendarDateInTimeZone(input.now ?? new Date(), input.timezone),
  })
}

/**
 * "If you cancel today — US$300 · After Mar 10 — US$150 · After Apr 2 — nothing" as a description
 * list under its own label (a list of terms, so a date's row and its own list items stay apart),
 * a stepped line down its left; nothing when nothing was paid.
 */
export function RefundTimeline({
  steps,
  money,
  title,
  className,
  testId,
}: {
  steps: readonly RefundStep[]
  money: (amountMinor: number) => string
  /** The label above the list; the timeline's own heading when left out. */
  title?: string
  className?: string
  testId?: string
}) {
  const { locale } = useI18n()
  const titleId = useId()
  if (steps.length === 0) return null
  const entries = refundTimelineEntries(steps, locale, money)
  return (
    <div
      role="group"
      aria-labelledby={titleId}
      className={['refund-timeline', className].filter(Boolean).join(' ')}
      data-testid={testId}
    >
      <p id={titleId} className="refund-timeline__title">
        {title ?? refundTimelineHeading(locale)}
      </p>
      <dl className="refund-timeline__steps">
        {entries.map((entry, index) => (
          <div
            key={steps[index]?.from ?? entry.when}
            className={
              steps[index]?.amountMinor === 0
                ? 'refund-timeline__step refund-timeline__step--none'
                : 'refund-timeline__step'
            }
          >
            <dt>{entry.when}</dt>
            <dd>{entry.refund}</dd>
          </div>
        ))}
      </dl>
    </div>
  )
}
