import type { DepartureGuarantee } from '@tourmarket/contracts'
import { guaranteeDecisionDate } from '@tourmarket/domain/booking'

/** What a stored date tells of its guarantee (issue 44). */
export type GuaranteeColumns = {
  readonly notGuaranteed: boolean
  readonly startDate: string
  readonly numberOfSeats: number
  readonly numberOfFreeSeats: number
  /** The date's own minimum, else its tour's minimum group. */
  readonly travellersNeeded: number
  readonly decisionDays: number
}

/** A date's departure_guarantee as every storefront DTO carries it (tour page, cards, booking). */
export function presentDepartureGuarantee(date: GuaranteeColumns): DepartureGuarantee {
  if (!date.notGuaranteed) return null
  return {
    booked: Math.max(0, date.numberOfSeats - date.numberOfFreeSeats),
    min_travellers: Math.max(1, date.travellersNeeded),
    decision_date: guaranteeDecisionDate(date.startDate, date.decisionDays),
  }
}
