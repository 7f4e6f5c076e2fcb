export { priceOnDay } from './discounts.ts'
export type { DiscountTerms } from './discounts.ts'
export {
  calendarDateInTimeZone,
  isDiscountExist,
  isPrepaymentType,
  isTourDateBusy,
  isTourExpired,
  isUpcomingTourDate,
  prepaymentAmount,
  prepaymentType,
  shownDiscount,
  startOfDayInTimeZone,
} from './tour-date.ts'
export type { PrepaymentTerms, PrepaymentType } from './tour-date.ts'
export { pricingMessages, prepaymentTypeLabelKey } from './messages.ts'
export { effectiveCommissionPercent, splitCommission } from './commission.ts'
export type { CommissionSplit } from './commission.ts'
