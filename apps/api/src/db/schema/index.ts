// The schema entry for Drizzle and drizzle-kit: one file per aggregate, listed here by name.
// Schema files import each other one way (geography, accounts, organizers, tours, tour dates, then
// the rest): a table whose foreign keys point at two of them (favourites, individual tours) has its
// own file after both, so the files never form an import cycle (lint's import-x/no-cycle).
export { rateLimitCounters, usedCaptchaSolutions } from './abuse.ts'
export { authCodes, oneTimeTokens, refreshTokens, userSessions, users } from './accounts.ts'
export {
  bookingRequests,
  bookingStatusChanges,
  bookingTourists,
  idempotencyKeys,
  invoices,
  paymentAttempts,
  paymentEvents,
  paymentRefunds,
} from './bookings.ts'
export { chatCalls, phoneCallCodes } from './calls.ts'
export { chatMessages, chats, messengerConnections, uploadedFiles } from './chat.ts'
export { blogPosts, helpArticles, helpRequests } from './content.ts'
export { cities, countries, regions, showplaces, waterObjects, worldParts } from './geography.ts'
export { jobs } from './jobs.ts'
export {
  organizerAccounts,
  organizerInvitations,
  organizerPayouts,
  organizers,
  organizerVerifications,
  salesModelCommissions,
} from './organizers.ts'
export { bookingMeetFiles, bookingMeets, reviewInvitations } from './meet.ts'
export { reviewImages, reviews, tourComplaints, tourQuestions } from './reviews.ts'
export { auditLog } from './audit.ts'
export { hiddenMedia } from './hidden-media.ts'
export { giftCardEntries, giftCardOrders, giftCards } from './gift-cards.ts'
export { legalDocumentVersions } from './legal.ts'
export { staffSecondFactors } from './staff-second-factors.ts'
export { cannedAnswers, helpRequestStates } from './support.ts'
export { mailOptOuts } from './mail-preferences.ts'
export { outboxAttachments, outboxMessages } from './messages.ts'
export { sandboxCheckoutSessions, sandboxRefunds } from './payments-sandbox.ts'
export { currencyRates, seoPages, shortLinks, siteSettings } from './site.ts'
export { collections, languages, restKinds, seasons, ships } from './taxonomy.ts'
export { telegramPhoneLinks, telegramRelayedMessages } from './telegram.ts'
export { discounts, tourDates } from './tour-dates.ts'
export { favouriteTours, recentlyViewedTours } from './favourites.ts'
export { alertEvents, alertSeenDates, alertWatches } from './alerts.ts'
export { savedTravellers } from './travellers.ts'
export { individualTours } from './individual-tours.ts'
export {
  tourProgramOrders,
  tourProgramPdfs,
  tourProgramSubscriptions,
} from './tour-program-orders.ts'
export {
  tourCollections,
  tourMedia,
  tourPlaces,
  tourProgramDays,
  tourPrograms,
  tourRestKinds,
  tourShowplaces,
  tourSlugRedirects,
  tours,
} from './tours.ts'
