export type { CodeSender, Role } from './access.ts'
export { codeSenders, isCodeSender, isRole, roleHeaderValue, roles } from './access.ts'
export type { MetricKind } from './analytics.ts'
export { isMetricKind, metricKinds } from './analytics.ts'
export type {
  BookingRequestStatus,
  InvoiceStatus,
  RequestHelperKind,
  TravelTransportType,
} from './booking.ts'
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
export type { ChatEvent, ChatMessageStatus, ChatMessageType } from './chat.ts'
export {
  chatEvents,
  chatMessageStatus,
  chatMessageStatuses,
  chatMessageTypes,
  isChatEvent,
  isChatMessageStatus,
  isChatMessageType,
} from './chat.ts'
export type { DiscountKind, PaymentKind, PaymentMethod, PaymentProvider } from './commerce.ts'
export {
  discountKinds,
  isDiscountKind,
  isPaymentKind,
  isPaymentMethod,
  isPaymentProvider,
  paymentKinds,
  paymentMethods,
  paymentProvider,
  paymentProviders,
} from './commerce.ts'
export type { BrandCurrency, Currency } from './currency.ts'
export { brandCurrencies, currencies, isBrandCurrency, isCurrency } from './currency.ts'
export type {
  AccommodationLabelKey,
  BookingRequestStatusLabelKey,
  ComfortLabelKey,
  DifficultyLabelKey,
  InvoiceStatusLabelKey,
  RatingLabelKey,
} from './labels.ts'
export {
  accommodationLabelKey,
  bookingRequestStatusLabelKey,
  comfortLabelKey,
  difficultyLabelKey,
  enumMessages,
  invoiceStatusLabelKey,
  ratingLabelKey,
} from './labels.ts'
export type {
  ContractState,
  InternalVerificationCheck,
  OrganizerLegalType,
  SalesModel,
  VerificationCheck,
} from './organizer.ts'
export {
  contractState,
  contractStates,
  internalVerificationChecks,
  isContractState,
  isInternalVerificationCheck,
  isOrganizerLegalType,
  isSalesModel,
  isVerificationCheck,
  organizerLegalType,
  organizerLegalTypes,
  salesModel,
  salesModels,
  verificationCheck,
  verificationChecks,
} from './organizer.ts'
export type {
  AccommodationKind,
  ComfortLevel,
  Difficulty,
  ExtendedAccommodationKind,
  FilterKey,
  FilterPlaceKind,
  OperatorType,
  PlaceKind,
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
  isFilterKey,
  isFilterPlaceKind,
  isOperatorType,
  isPlaceKind,
  isTourSort,
  isTourType,
  operatorTypes,
  placeKinds,
  tourSorts,
  tourType,
  tourTypes,
} from './search.ts'
export type { MessengerSource, SocialGroupSource } from './social.ts'
export {
  isMessengerSource,
  isSocialGroupSource,
  messengerSources,
  orderedMessengerSources,
  socialGroupSources,
} from './social.ts'
export type { Rating, ToastType, VideoHost } from './ui.ts'
export {
  isRating,
  isToastType,
  isVideoHost,
  rating,
  ratings,
  toastTypes,
  videoHosts,
} from './ui.ts'
