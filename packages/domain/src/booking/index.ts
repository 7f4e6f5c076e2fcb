export {
  applyTransition,
  decideBookingTransition,
  initialBookingStatus,
  isCanceledStatus,
} from './booking-process.ts'
export type { BookingMoment, BookingTimingRefusal, BookingTransition } from './booking-process.ts'
export {
  cancellationPolicyHeading,
  cancellationPolicyLines,
  cancellationPolicyProblems,
  cancellationPolicySummary,
  daysBeforeStart,
  refundDue,
  splitRefund,
} from './cancellation-policy.ts'
export type { CancellationPolicy } from './cancellation-policy.ts'
export { contractStateOf } from './contract-state.ts'
export { applyInvoiceTransition, invoiceTransitionOnBookingStatus } from './invoice-process.ts'
export { outstandingAmountMinor, paidAmountMinor } from './payment.ts'
export { paymentOptions } from './payment-methods.ts'
export type { TransitionRefusal } from './process.ts'
export { bookingStatusTone, invoiceStatusTone, isPaidInFull } from './status-presentation.ts'
export { tripCalendarEvent } from './trip-calendar.ts'
export { bookingMessages, costLineLabelKey } from './messages.ts'
export {
  addedTouristsDueDate,
  bookingActorOf,
  cancelTransitionFor,
  costLineKeys,
  costLines,
  restDueDate,
  missingTouristFields,
  operatorDateChangeRefusal,
  paymentSchedule,
  quoteBooking,
  touristPermissions,
  viewerActions,
} from './quote.ts'
export type {
  AgreedPrice,
  BookingQuoteFigures,
  BookingViewer,
  CostLine,
  OperatorDateChangeRefusal,
  QuoteTourDate,
} from './quote.ts'
export { bookingMailKinds, isBookingMailKind, isOrganizerMailKind } from './mail-kinds.ts'
export type { BookingMailKind } from './mail-kinds.ts'
export {
  refundTimeline,
  refundTimelineEntries,
  refundTimelineHeading,
  refundTimelineLines,
} from './refund-timeline.ts'
export type { RefundStep, RefundTimelineEntry } from './refund-timeline.ts'
export {
  guaranteeDecisionDate,
  guaranteeDecisionLimits,
  guaranteeMeter,
} from './departure-guarantee.ts'
export type { GuaranteeFacts, GuaranteeMeter, GuaranteeState } from './departure-guarantee.ts'
export {
  allInCost,
  allInCostLabels,
  allInCostText,
  extraCostEstimates,
  extraCostKinds,
  extraCostTerms,
} from './all-in-cost.ts'
export type {
  AllInCost,
  AllInCostRow,
  AllInCostText,
  ExtraCostKind,
  ExtraCostLine,
  ExtraCostTerm,
  OrganizerExtraCosts,
} from './all-in-cost.ts'
