import type { CancellationPolicyBody } from '@tourmarket/contracts'
import {
  cancellationPolicyHeading,
  cancellationPolicyLines,
  cancellationPolicySummary,
} from '@tourmarket/domain/booking'
import type { CancellationPolicy } from '@tourmarket/domain/booking'
import { useId } from 'react'
import { useI18n } from '../../i18n/i18n-context.tsx'
import './cancellation-policy.css'

/** The API's snake_case policy as the domain's rules read it. */
export function policyOf(body: CancellationPolicyBody): CancellationPolicy {
  return {
    tiers: body.tiers.map((tier) => ({
      daysBefore: tier.days_before,
      refundPercent: tier.refund_percent,
    })),
  }
}

/** The policy in a few words, for a card ("Free cancellation until 30 days before"). */
export function CancellationPolicySummary({
  policy,
  className,
}: {
  policy: CancellationPolicyBody
  className?: string
}) {
  const { locale } = useI18n()
  const rules = policyOf(policy)
  const refundable = rules.tiers.some((tier) => tier.refundPercent > 0)
  return (
    <p
      className={[
        'cancellation-summary',
        refundable ? 'cancellation-summary--refundable' : null,
        className ?? null,
      ]
        .filter((name) => name !== null)
        .join(' ')}
    >
      {cancellationPolicySummary(rules, locale)}
    </p>
  )
}

/** The policy in full, tier by tier, under its own heading: for the tour, checkout and booking pages. */
export function CancellationPolicyDetails({
  policy,
  headingLevel = 2,
  className,
}: {
  policy: CancellationPolicyBody
  headingLevel?: 2 | 3
  className?: string
}) {
  const { locale } = useI18n()
  const headingId = useId()
  const Heading = headingLevel === 2 ? 'h2' : 'h3'
  return (
    <section
      className={['cancellation-policy', className].filter(Boolean).join(' ')}
      aria-labelledby={headingId}
    >
      <Heading id={headingId} className="cancellation-policy__title">
        {cancellationPolicyHeading(locale)}
      </Heading>
      <ul className="cancellation-policy__tiers">
        {cancellationPolicyLines(policyOf(policy), locale).map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
    </section>
  )
}
