export {
  BOOKING_ACTORS,
  applyTransition,
  availableTransitions,
  bookingTransitionNames,
  bookingTransitions,
  canTransition,
  checkBookingTiming,
  decideBookingTransition,
  initialBookingStatus,
  isBookingActor,
  isBookingTransition,
  isCanceledStatus,
  isFinalBookingStatus,
} from './booking-process.ts'
export type {
  BookingActor,
  BookingDecision,
  BookingMoment,
  BookingTiming,
  BookingTimingRefusal,
  BookingTransition,
  BookingTransitionRule,
} from './booking-process.ts'
export {
  INVOICE_ACTORS,
  applyInvoiceTransition,
  availableInvoiceTransitions,
  canInvoiceTransition,
  invoiceTransitionNames,
  invoiceTransitionOnBookingStatus,
  invoiceTransitions,
  isCanceledInvoiceStatus,
  isFinalInvoiceStatus,
  isInvoiceTransition,
} from './invoice-process.ts'
export type { InvoiceActor, InvoiceTransition } from './invoice-process.ts'
export { isFullyPaid, outstandingAmountMinor, paidAmountMinor } from './payment.ts'
export type { BookingInvoice } from './payment.ts'
export type { TransitionRefusal, TransitionResult, TransitionRule } from './process.ts'
export { bookingStatusTone, invoiceStatusTone } from './status-presentation.ts'
export type { StatusTone } from './status-presentation.ts'
export { bookingMessages, costLineLabelKey } from './messages.ts'
export type { CostLineLabelKey } from './messages.ts'
export {
  bookingActorOf,
  cancelTransitionFor,
  costLineKeys,
  costLines,
  missingTouristFields,
  prepaymentTermsOf,
  quoteBooking,
  touristPermissions,
  viewerActions,
} from './quote.ts'
export type {
  AgreedPrice,
  BookingQuoteFigures,
  BookingState,
  BookingViewer,
  CollectedTouristField,
  CostFigures,
  CostLine,
  CostLineKey,
  QuoteBrand,
  QuoteInput,
  QuoteTourDate,
  ViewerActions,
} from './quote.ts'
