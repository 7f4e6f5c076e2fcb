export type { CodeSender } from './access.ts'
export { codeSenders, isCodeSender, roleHeaderValue, roles } from './access.ts'
export type { MetricKind } from './analytics.ts'
export { metricKinds } from './analytics.ts'
export type { BookingRequestStatus, InvoiceStatus, TravelTransportType } from './booking.ts'
export {
  bookingRequestStatus,
  bookingRequestStatuses,
  invoiceStatus,
  invoiceStatuses,
  isBookingRequestStatus,
  isInvoiceStatus,
  isKnownRequestHelperKind,
  isTravelTransportType,
  requestHelperKinds,
  travelTransportType,
  travelTransportTypes,
} from './booking.ts'
export { chatEvents, chatMessageStatus, chatMessageTypes, isChatEvent } from './chat.ts'
export type { ChatEvent, ChatMessageStatus, ChatMessageType } from './chat.ts'
export type { DiscountKind, PaymentMethod, PaymentProvider } from './commerce.ts'
export {
  discountKinds,
  isDiscountKind,
  isPaymentProvider,
  paymentKinds,
  paymentMethods,
  paymentProvider,
  paymentProviders,
} from './commerce.ts'
export type { BrandCurrency, Currency } from './currency.ts'
export { brandCurrencies, currencies, isBrandCurrency, isCurrency } from './currency.ts'
export {
  accommodationLabelKey,
  bookingRequestStatusLabelKey,
  comfortLabelKey,
  difficultyLabelKey,
  enUsEnumLabels,
  enumMessagesInEnglish,
  invoiceStatusLabelKey,
  ratingLabelKey,
} from './labels.ts'
export { enumMessages } from './enum-messages.ts'
export { ruEnumLabels } from './labels-ru.ts'
export type { OrganizerLegalType, SalesModel, VerificationCheck } from './organizer.ts'
export {
  contractState,
  internalVerificationChecks,
  isInternalVerificationCheck,
  isOrganizerLegalType,
  isSalesModel,
  isVerificationCheck,
  organizerLegalType,
  salesModel,
  verificationCheck,
} from './organizer.ts'
export type {
  AccommodationKind,
  ComfortLevel,
  Difficulty,
  ExtendedAccommodationKind,
  OperatorType,
  TourSort,
  TourType,
} from './search.ts'
export {
  accommodationKinds,
  comfortLevels,
  defaultOperatorType,
  defaultTourSort,
  difficulties,
  difficulty,
  extendedAccommodationKinds,
  filterKeys,
  filterPlaceKinds,
  isAccommodationKind,
  isComfortLevel,
  isDifficulty,
  isExtendedAccommodationKind,
  isOperatorType,
  isTourSort,
  isTourType,
  operatorTypes,
  placeKinds,
  tourSorts,
  tourType,
  tourTypes,
} from './search.ts'
export type { MessengerSource } from './social.ts'
export { messengerSources, orderedMessengerSources, socialGroupSources } from './social.ts'
export type { Rating, ToastType } from './ui.ts'
export { isRating, rating, ratings, toastTypes, videoHosts } from './ui.ts'
