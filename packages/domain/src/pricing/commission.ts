import type { Money } from '../money/index.ts'
import { percentOf, subtract } from '../money/index.ts'

/**
 * §6 can_view_commission: the marketplace's share of a tour's sales. A tour may override its
 * organizer's percent (tours.commission_percent); null means the organizer's applies.
 */
export function effectiveCommissionPercent(
  tourPercent: number | null,
  organizerPercent: number,
): number {
  const percent = tourPercent ?? organizerPercent
  if (!Number.isFinite(percent) || percent < 0 || percent > 100) {
    throw new RangeError(`Not a commission percent: ${percent}`)
  }
  return percent
}

/** One price split into the marketplace's commission and what the organizer nets. */
export type CommissionSplit = { readonly commission: Money; readonly net: Money }

/**
 * Splits a price (already in the currency it is shown in) so the two parts always add up to it:
 * the commission is rounded half away from zero to whole minor units, the net is the rest.
 */
export function splitCommission(price: Money, percent: number): CommissionSplit {
  const commission = percentOf(price, percent)
  return { commission, net: subtract(price, commission) }
}
