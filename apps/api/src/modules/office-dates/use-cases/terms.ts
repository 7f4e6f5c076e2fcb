import type { OfficeDateCreateBody } from '@tourmarket/contracts'
import { guaranteeDecisionLimits } from '@tourmarket/domain/booking'
import type { TourDateTerms } from '@tourmarket/domain/office'

/** The terms fields every date body carries (create, series; update's merged with the stored ones). */
export type DateTermsBody = Pick<
  OfficeDateCreateBody,
  | 'base_price_minor'
  | 'discount_percent'
  | 'number_of_seats'
  | 'not_guaranteed'
  | 'min_travellers'
  | 'decision_days'
  | 'prepayment_type'
  | 'prepayment_size'
  | 'full_payment_days'
>

/** A body's terms as the domain's rules read them. */
export function termsOf(body: DateTermsBody): TourDateTerms {
  return {
    basePriceMinor: body.base_price_minor,
    discountPercent: body.discount_percent,
    numberOfSeats: body.number_of_seats,
    notGuaranteed: body.not_guaranteed,
    minTravellers: body.min_travellers,
    decisionDays: body.decision_days ?? guaranteeDecisionLimits.defaultDays,
    prepaymentType: body.prepayment_type,
    prepaymentSize: body.prepayment_size,
    fullPaymentDays: body.full_payment_days,
  }
}
