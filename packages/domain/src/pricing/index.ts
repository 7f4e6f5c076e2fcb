export {
  bestAutomaticDiscount,
  discountApplies,
  discountedPriceMinor,
  priceOnDay,
} from './discounts.ts'
export type { DiscountTerms, DiscountedDate } from './discounts.ts'
export {
  calendarDateInTimeZone,
  isDiscountExist,
  isPrepaymentType,
  isTourDateBusy,
  isTourExpired,
  isUpcomingTourDate,
  prepaymentAmount,
  prepaymentType,
  prepaymentTypes,
  shownDiscount,
  startOfDayInTimeZone,
} from './tour-date.ts'
export type {
  PrepaymentTerms,
  PrepaymentType,
  TourDateDiscount,
  TourDatePrices,
} from './tour-date.ts'
export { pricingMessages, prepaymentTypeLabelKey } from './messages.ts'
export type { PrepaymentTypeLabelKey } from './messages.ts'
