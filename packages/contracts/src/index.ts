// What other packages use of the contracts, and nothing else (a test holds it so): the endpoints
// (decision 0020), the schemas and types the API and the storefront read, the error codes and the
// shared limits. Each area of the API keeps its schemas and endpoints in one file under areas/.
export { endpoints } from './endpoints.ts'
export type { AccountExport, SavedTraveller } from './areas/account-data.ts'
export type { AdminContext, AdminBookingHistory, AdminBookingSearch } from './areas/admin.ts'
export type { AdminBooking } from './areas/admin-bookings.ts'
export type {
  AdminComplaintList,
  AdminComplaintTour,
  AdminReview,
  AdminReviewList,
} from './areas/admin-moderation.ts'
export type {
  AdminOrganizer,
  AdminOrganizerList,
  AdminOrganizerRow,
} from './areas/admin-organizers.ts'
export type {
  AdminJournalOptions,
  AdminJournalPost,
  AdminJournalPosts,
} from './areas/admin-journal.ts'
export { adminJournalPostSchema, adminJournalPostsSchema } from './areas/admin-journal.ts'
export type { AdminHelpArticle, AdminHelpArticles } from './areas/admin-help.ts'
export { adminHelpArticleSchema, adminHelpArticlesSchema } from './areas/admin-help.ts'
export type { AdminCollection, AdminCollections } from './areas/admin-collections.ts'
export {
  adminCollectionSchema,
  adminCollectionsSchema,
  adminCollectionTourMoves,
} from './areas/admin-collections.ts'
export type { AdminDestination, AdminDestinations } from './areas/admin-destinations.ts'
export { adminDestinationSchema, adminDestinationsSchema } from './areas/admin-destinations.ts'
export type { AdminLegalDocuments, AdminLegalVersion } from './areas/admin-legal.ts'
export { adminLegalDocumentsSchema, adminLegalVersionSchema } from './areas/admin-legal.ts'
export type { LegalDocumentPage } from './areas/legal.ts'
export { legalDocumentSchema } from './areas/legal.ts'
export type { AdminUpload, AdminUploads } from './areas/admin-uploads.ts'
export { adminUploadSchema, adminUploadsSchema } from './areas/admin-uploads.ts'
export type { AdminAudit } from './areas/admin-audit.ts'
export type { AdminSecondFactor } from './areas/admin-second-factor.ts'
export type { AdminStaffList, AdminStaffMember } from './areas/admin-staff.ts'
export type { AdminCommissionRates, AdminOrganizerCommission } from './areas/admin-commission.ts'
export type {
  AdminHelpRequest,
  AdminHelpRequests,
  AdminSupportChat,
  AdminSupportChatFilter,
  AdminSupportChats,
  CannedAnswer,
  CannedAnswers,
  HelpRequestStatus,
} from './areas/admin-support.ts'
export {
  adminSupportChatFilters,
  CANNED_TEXT_MAX_LENGTH,
  CANNED_TITLE_MAX_LENGTH,
  helpRequestStatuses,
} from './areas/admin-support.ts'
export type {
  AdminFinanceCommission,
  AdminFinanceLedger,
  AdminFinancePayouts,
} from './areas/admin-finance.ts'
export { authResultSchema, codeSentSchema, profileSchema } from './areas/accounts.ts'
export type { AuthResult, CodeSent, Profile, RegisterBody, UserInfoData } from './areas/accounts.ts'
export { createBookingBodySchema } from './areas/bookings.ts'
export type {
  Booking,
  BookingForm,
  BookingMeet,
  BookingQuote,
  BookingTourDates,
  BookingTourist,
  CreateBookingBody,
  TouristInput,
  TouristsInfo,
  TravelInfoBody,
  UpdateTravelInfoBody,
} from './areas/bookings.ts'
export {
  CHAT_MESSAGES_PAGE_SIZE,
  CHAT_REPLAY_MAX,
  CHAT_SOCKET_ACCESS_CHANGED,
  CHAT_SOCKET_TOO_MANY,
  CHAT_SOCKET_UNAUTHORIZED,
  chatSocketClientMessageSchema,
  chatSocketServerMessageSchema,
} from './areas/chat.ts'
export type {
  Chat,
  ChatEventMessage,
  ChatFile,
  ChatList,
  ChatMessage,
  ChatMessages,
  ChatSocketServerMessage,
  OrganizerReplyTime,
} from './areas/chat.ts'
export { MAX_RECORD_ID, captchaRequiredBodySchema, errorBodySchema } from './areas/common.ts'
export type {
  Breadcrumb,
  CancellationPolicyBody,
  CaptchaChallenge,
  DepartureGuarantee,
  MediaItem,
  MoneyAmount,
  Success,
} from './areas/common.ts'
export {
  catalogueGroupsSchema,
  citiesByQuerySchema,
  dropdownCountriesSchema,
  dropdownLanguagesSchema,
  indexPageCollectionsSchema,
  indexPageRestKindsSchema,
  indexPageSeasonsSchema,
  worldPartGroupsSchema,
} from './areas/geography.ts'
export type {
  CatalogueGroup,
  CitySuggestion,
  DropdownCountry,
  DropdownLanguage,
  IndexPageCollection,
  IndexPageItem,
  IndexPageSeason,
  WorldPartCountry,
  WorldPartGroup,
  WorldPartRegion,
} from './areas/geography.ts'
export { GIFT_CARD_MESSAGE_MAX } from './areas/gift-cards.ts'
export type {
  GiftCardBalance,
  GiftCardOrder,
  GiftCardOrderBody,
  GiftCardOrderStarted,
  GiftCardPayment,
} from './areas/gift-cards.ts'
export { helpArticleSchema, helpSearchSchema, helpSectionsSchema } from './areas/help-center.ts'
export type {
  HelpArticle,
  HelpArticleLink,
  HelpRequestCreated,
  HelpSearch,
  HelpSection,
  HelpSections,
  SubmitHelpRequestBody,
} from './areas/help-center.ts'
export { blogPostSchema, blogPostsSchema } from './areas/journal.ts'
export type { BlogCategory, BlogPost, BlogPostSummary, BlogPosts } from './areas/journal.ts'
export { optionalMailKinds } from './areas/mail-preferences.ts'
export type { Alert, AlertSettingsBody } from './areas/alerts.ts'
export type { MailSubscription, OptionalMailKind } from './areas/mail-preferences.ts'
export { meetFileFieldsSchema } from './areas/meet.ts'
export type { MeetData, MeetFile, MeetSaveBody } from './areas/meet.ts'
export type { Outbox, OutboxMessage } from './areas/messages.ts'
export type {
  OfficeDate,
  OfficeDateCreateBody,
  OfficeDateList,
  OfficeDateSeriesBody,
  OfficeDateUpdateBody,
} from './areas/office-dates.ts'
export { officeTeamSchema } from './areas/office-team.ts'
export type {
  OfficeTeam,
  OfficeTeamInvitation,
  OfficeTeamInvitationPreview,
  OfficeTeamJoined,
  OfficeTeamMember,
  OfficeTeamRole,
} from './areas/office-team.ts'
export type { OfficeBooking, OfficeDateManifest } from './areas/office-bookings.ts'
export type {
  OfficeAudit,
  OfficeBookingList,
  OfficeContext,
  OfficeOverview,
} from './areas/office.ts'
export { OFFICE_REVIEWS_PER_PAGE } from './areas/office-reviews.ts'
export type { OfficeReview, OfficeReviewList } from './areas/office-reviews.ts'
export type { CurrencySalesRow, OfficeSales, OfficeSalesBookings } from './areas/office-sales.ts'
export { officeTourPhotoUploadFieldsSchema } from './areas/office-tours.ts'
export type {
  OfficeTour,
  OfficeTourKind,
  OfficeTourListItem,
  OfficeTourOptions,
  OfficeTourPhoto,
} from './areas/office-tours.ts'
export {
  organizerProfileBodySchema,
  organizerProfileListSchema,
  organizerProfileSchema,
  organizerVerificationDataSchema,
  verificationAccessTokenSchema,
} from './areas/organizer-profiles.ts'
export type {
  OrganizerProfile,
  OrganizerProfileList,
  OrganizerReview,
  OrganizerVerificationData,
  VerificationAccessToken,
} from './areas/organizer-profiles.ts'
export {
  hubOrganizerPageSchema,
  organizerPublicInfoSchema,
  organizerVerificationInfoSchema,
} from './areas/organizers.ts'
export type {
  HubOrganizer,
  HubOrganizerPage,
  OrganizerPublicInfo,
  OrganizerSummary,
  OrganizerVerificationInfo,
  VerificationStates,
} from './areas/organizers.ts'
export type { InvoicePay, InvoicePayBody, OperatorRefund, RefundList } from './areas/payments.ts'
export { phoneCodeSchema } from './areas/phone-codes.ts'
export type { PhoneCode } from './areas/phone-codes.ts'
export { convertPriceSchema } from './areas/prices.ts'
export type { ConvertPrice } from './areas/prices.ts'
export type { TourPrivateData, TourPrivateVariantsData } from './areas/private-data.ts'
export {
  reviewImageUploadSchema,
  reviewInvitationQuerySchema,
  reviewPageSchema,
  submitReviewBodySchema,
} from './areas/review-page.ts'
export type {
  OwnReview,
  ReviewImageUpload,
  ReviewPage,
  ReviewPagePhoto,
} from './areas/review-page.ts'
export {
  calendarPeriodsResponseSchema,
  completionKinds,
  completionResponseSchema,
  tourCardsResponseSchema,
  tourSearchQueryKeys,
  toursByRequestResponseSchema,
  toursPageResponseSchema,
  toursResponseSchema,
  validateSlugResponseSchema,
} from './areas/search.ts'
export type {
  CalendarPeriodsResponse,
  CompletionKind,
  CompletionResponse,
  CompletionSuggestion,
  Landing,
  LandingKind,
  NamedFacetOption,
  SearchFacets,
  TourCard,
  TourCardDate,
  TourCardsResponse,
  ToursByRequestResponse,
  ToursPageResponse,
  ToursQuery,
  ToursResponse,
  ValidateSlugResponse,
} from './areas/search.ts'
export {
  authMethods,
  captchaProviders,
  chatSourcesSchema,
  contactEntitySchema,
  contactPhoneTypes,
  contactsSchema,
  countryByIpSchema,
  mapsProviders,
  shortLinkSchema,
  siteTokensSchema,
  sitemapSchema,
  socialGroupsSchema,
  statsSchema,
  workTimeSchema,
} from './areas/site.ts'
export type {
  ChatSources,
  ContactEntity,
  ContactPhone,
  Contacts,
  CountryByIp,
  ShortLink,
  SiteTokens,
  Sitemap,
  SitemapEntry,
  SocialGroups,
  Stats,
  WorkHours,
  WorkTime,
} from './areas/site.ts'
export { tourProgramPdfQuerySchema } from './areas/tour-program.ts'
export type {
  SubscribeTourProgramBody,
  TourProgramOrder,
  TourProgramPdf,
  TourProgramSubscriptionPage,
} from './areas/tour-program.ts'
export {
  excursionDatesSchema,
  individualTourSchema,
  reviewsPageSchema,
  ticketTourCitiesSchema,
  tourAccommodationsSchema,
  tourCitiesSchema,
  tourDateSchema,
  tourForRequestSchema,
  tourPageSchema,
  tourProgramSchema,
  tourQuestionSchema,
  tourRedirectSchema,
} from './areas/tours.ts'
export type {
  ExcursionDates,
  IndividualTour,
  RatingSummary,
  Review,
  ReviewLanguages,
  ReviewsPage,
  TicketTourCities,
  TourAccommodations,
  TourCity,
  TourDate,
  TourForRequest,
  TourPage,
  TourPageResponse,
  TourProgram,
  TourQuestion,
} from './areas/tours.ts'
export type { TripPack, TripPackPlace } from './areas/trip-pack.ts'
export {
  UPLOAD_NAME_MAX_LENGTH,
  fileUploadFieldsSchema,
  imageUploadFieldsSchema,
  videoUploadFieldsSchema,
} from './areas/uploads.ts'
export type { UploadResult, UploadedFile } from './areas/uploads.ts'
export { CALL_RING_SECONDS, callClientMessageSchema } from './areas/web-calls.ts'
export type {
  CallClientMessage,
  CallEndReason,
  CallEvent,
  IceServer,
  WebCallData,
} from './areas/web-calls.ts'
export type { Endpoint, ErrorStatus } from './endpoint.ts'
export { anyCallErrorCodes, errorStatuses } from './error-codes.ts'
export type { ErrorCode } from './error-codes.ts'
export {
  BLOG_POSTS_PER_PAGE,
  BLOG_SIMILAR_DEFAULT_LIMIT,
  CITY_SUGGESTIONS_LIMIT,
  COMPLAINT_TEXT_MAX_LENGTH,
  COMPLAINT_TEXT_MIN_LENGTH,
  COMPLETION_LIMIT_DEFAULT,
  FAVOURITE_IDS_MERGE_MAX,
  FILE_UPLOAD_MAX_BYTES,
  HUB_ORGANIZERS_DEFAULT_LIMIT,
  IMAGE_UPLOAD_MAX_BYTES,
  MEET_FILES_MAX,
  MEET_FILES_PER_UPLOAD,
  ORGANIZER_DESCRIPTION_MAX_LENGTH,
  ORGANIZER_LANGUAGES_MAX,
  ORGANIZER_NAME_MAX_LENGTH,
  ORGANIZER_REVIEWS_DEFAULT_LIMIT,
  SEARCH_PER_PAGE_DEFAULT,
  SEARCH_PER_PAGE_MAX,
  TOUR_IDS_MAX,
  TOUR_PAGE_QUESTIONS_LIMIT,
  TOUR_PROGRAM_PDF_PATH,
  TOUR_REVIEWS_DEFAULT_LIMIT,
  VIDEO_UPLOAD_MAX_BYTES,
  VIDEO_URL_FETCH_TIMEOUT_MS,
  VIDEO_URL_MAX_REDIRECTS,
} from './limits.ts'
export {
  SEAT_COUNTS_SOCKET_NOT_FOUND,
  SEAT_COUNTS_SOCKET_PATH,
  SEAT_COUNTS_SOCKET_TOO_MANY,
  seatCountsSocketQuerySchema,
} from './areas/seat-counts.ts'
export type { DateSeats, SeatCountsSocketMessage } from './areas/seat-counts.ts'
