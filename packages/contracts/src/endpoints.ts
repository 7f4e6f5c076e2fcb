// Every endpoint of the API by its contract's name (decision 0020): each area's file lists its own
// endpoints; this joins them into the one object the API registers routes from and the clients call.
import { accountDataEndpoints } from './areas/account-data.ts'
import { adminAuditEndpoints } from './areas/admin-audit.ts'
import { adminBookingsEndpoints } from './areas/admin-bookings.ts'
import { adminHelpEndpoints } from './areas/admin-help.ts'
import { adminCollectionsEndpoints } from './areas/admin-collections.ts'
import { adminDestinationsEndpoints } from './areas/admin-destinations.ts'
import { adminLegalEndpoints } from './areas/admin-legal.ts'
import { adminUploadsEndpoints } from './areas/admin-uploads.ts'
import { adminJournalEndpoints } from './areas/admin-journal.ts'
import { adminFinanceEndpoints } from './areas/admin-finance.ts'
import { adminModerationEndpoints } from './areas/admin-moderation.ts'
import { adminOrganizersEndpoints } from './areas/admin-organizers.ts'
import { adminSecondFactorEndpoints } from './areas/admin-second-factor.ts'
import { adminStaffEndpoints } from './areas/admin-staff.ts'
import { adminCommissionEndpoints } from './areas/admin-commission.ts'
import { adminSupportEndpoints } from './areas/admin-support.ts'
import { adminEndpoints } from './areas/admin.ts'
import { accountsEndpoints } from './areas/accounts.ts'
import { bookingsEndpoints } from './areas/bookings.ts'
import { chatEndpoints } from './areas/chat.ts'
import { alertsEndpoints } from './areas/alerts.ts'
import { favouritesEndpoints } from './areas/favourites.ts'
import { geographyEndpoints } from './areas/geography.ts'
import { giftCardsEndpoints } from './areas/gift-cards.ts'
import { helpCenterEndpoints } from './areas/help-center.ts'
import { journalEndpoints } from './areas/journal.ts'
import { legalEndpoints } from './areas/legal.ts'
import { mailPreferencesEndpoints } from './areas/mail-preferences.ts'
import { meetEndpoints } from './areas/meet.ts'
import { messagesEndpoints } from './areas/messages.ts'
import { officeTeamEndpoints } from './areas/office-team.ts'
import { officeBookingsEndpoints } from './areas/office-bookings.ts'
import { officeEndpoints } from './areas/office.ts'
import { officeToursEndpoints } from './areas/office-tours.ts'
import { officeDatesEndpoints } from './areas/office-dates.ts'
import { officeReviewsEndpoints } from './areas/office-reviews.ts'
import { officeSalesEndpoints } from './areas/office-sales.ts'
import { organizerProfilesEndpoints } from './areas/organizer-profiles.ts'
import { organizersEndpoints } from './areas/organizers.ts'
import { paymentsEndpoints } from './areas/payments.ts'
import { phoneCodesEndpoints } from './areas/phone-codes.ts'
import { pricesEndpoints } from './areas/prices.ts'
import { privateDataEndpoints } from './areas/private-data.ts'
import { reviewPageEndpoints } from './areas/review-page.ts'
import { searchEndpoints } from './areas/search.ts'
import { siteEndpoints } from './areas/site.ts'
import { tourProgramEndpoints } from './areas/tour-program.ts'
import { tripPackEndpoints } from './areas/trip-pack.ts'
import { toursEndpoints } from './areas/tours.ts'
import { uploadsEndpoints } from './areas/uploads.ts'
import { webCallsEndpoints } from './areas/web-calls.ts'

export const endpoints = {
  ...accountDataEndpoints,
  ...adminEndpoints,
  ...adminBookingsEndpoints,
  ...adminJournalEndpoints,
  ...adminHelpEndpoints,
  ...adminCollectionsEndpoints,
  ...adminDestinationsEndpoints,
  ...adminLegalEndpoints,
  ...adminUploadsEndpoints,
  ...adminAuditEndpoints,
  ...adminSecondFactorEndpoints,
  ...adminFinanceEndpoints,
  ...adminOrganizersEndpoints,
  ...adminModerationEndpoints,
  ...adminSupportEndpoints,
  ...adminStaffEndpoints,
  ...adminCommissionEndpoints,
  ...accountsEndpoints,
  ...bookingsEndpoints,
  ...chatEndpoints,
  ...alertsEndpoints,
  ...favouritesEndpoints,
  ...geographyEndpoints,
  ...giftCardsEndpoints,
  ...helpCenterEndpoints,
  ...journalEndpoints,
  ...legalEndpoints,
  ...mailPreferencesEndpoints,
  ...meetEndpoints,
  ...messagesEndpoints,
  ...officeTeamEndpoints,
  ...officeBookingsEndpoints,
  ...officeEndpoints,
  ...officeToursEndpoints,
  ...officeDatesEndpoints,
  ...officeReviewsEndpoints,
  ...officeSalesEndpoints,
  ...organizerProfilesEndpoints,
  ...organizersEndpoints,
  ...paymentsEndpoints,
  ...phoneCodesEndpoints,
  ...pricesEndpoints,
  ...privateDataEndpoints,
  ...reviewPageEndpoints,
  ...searchEndpoints,
  ...siteEndpoints,
  ...tourProgramEndpoints,
  ...tripPackEndpoints,
  ...toursEndpoints,
  ...uploadsEndpoints,
  ...webCallsEndpoints,
}
