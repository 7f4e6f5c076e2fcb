import type { CancellationPolicyBody } from '@tourmarket/contracts'
import type { CancellationPolicy } from '@tourmarket/domain/booking'

/** A stored (domain-shaped) cancellation policy as the API answers it, snake_case. */
export function cancellationPolicyBody(policy: CancellationPolicy): CancellationPolicyBody {
  return {
    tiers: policy.tiers.map((tier) => ({
      days_before: tier.daysBefore,
      refund_percent: tier.refundPercent,
    })),
  }
}
