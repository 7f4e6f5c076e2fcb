import type { OfficeDate } from '@tourmarket/contracts'
import { guaranteeDecisionDate } from '@tourmarket/domain/booking'
import { officeDateStatus, soldSeats } from '@tourmarket/domain/office'
import { isPrepaymentType } from '@tourmarket/domain/pricing'
import type { DatesTour, OfficeDateRow } from './repository.ts'

/** The travellers a date that is not guaranteed needs: its own minimum, else the tour's group minimum. */
function travellersNeeded(row: OfficeDateRow, tour: DatesTour): number {
  if (!row.notGuaranteed) return 0
  return row.minTravellers ?? tour.minGroupSize
}

/** A date as the office shows it (contracts OfficeDate). */
export function presentOfficeDate(row: OfficeDateRow, tour: DatesTour): OfficeDate {
  if (!isPrepaymentType(row.prepaymentType)) {
    throw new Error(`Tour date ${String(row.id)} has an invalid prepayment type`)
  }
  const needed = travellersNeeded(row, tour)
  return {
    id: row.id,
    tour_id: row.tourId,
    start: row.startDate,
    end: row.endDate,
    duration_days: row.durationDays,
    currency: row.currency,
    base_price_minor: row.basePriceMinor,
    price_minor: row.priceMinor,
    discount_percent: row.ownDiscountPercent,
    number_of_seats: row.numberOfSeats,
    sold_seats: soldSeats(row),
    free_seats: row.numberOfFreeSeats,
    not_guaranteed: row.notGuaranteed,
    min_travellers: row.notGuaranteed ? row.minTravellers : null,
    travellers_needed: needed,
    decision_days: row.decisionDays,
    decision_date: row.notGuaranteed
      ? guaranteeDecisionDate(row.startDate, row.decisionDays)
      : null,
    prepayment_type: row.prepaymentType,
    prepayment_size: row.prepaymentSize,
    full_payment_days: row.fullPaymentDays,
    is_closed: row.isClosed,
    status: officeDateStatus({ ...row, minTravellers: needed }),
    bookings_count: row.bookingsCount,
  }
}

/** The fields an audit row records of a date, before and after a change. */
export function auditedDate(row: OfficeDateRow): Record<string, unknown> {
  return {
    start: row.startDate,
    end: row.endDate,
    currency: row.currency,
    base_price_minor: row.basePriceMinor,
    price_minor: row.priceMinor,
    discount_percent: row.ownDiscountPercent,
    number_of_seats: row.numberOfSeats,
    free_seats: row.numberOfFreeSeats,
    not_guaranteed: row.notGuaranteed,
    min_travellers: row.minTravellers,
    decision_days: row.decisionDays,
    prepayment_type: row.prepaymentType,
    prepayment_size: row.prepaymentSize,
    full_payment_days: row.fullPaymentDays,
    is_closed: row.isClosed,
  }
}
