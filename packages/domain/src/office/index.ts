// The organizer office's rules (issue 40): pure, no I/O.
export { canManageTeam, officeRoles, type OfficeRole } from './team-roles.ts'
export { invitationExpiresAt, isInvitationExpired, teamChangeRefusal } from './team-rules.ts'
export {
  REVIEW_REPLY_MAX_LENGTH,
  normalizeReviewReply,
  reviewReplyProblem,
} from './review-reply.ts'
export {
  bookingSales,
  monthSales,
  salesMonthPattern,
  salesMonthRange,
  salesMonthsOf,
  salesTotals,
  type CurrencySales,
  type SalesBooking,
  type SalesPayout,
  type SalesTerms,
} from './sales.ts'
export {
  canMoveTourStatus,
  htmlHasText,
  officeTourStatuses,
  tourMayHaveBeenShown,
  tourReadinessCodes,
  tourReadinessGaps,
  tourReadinessMessage,
  tourStatusMoves,
  type OfficeTourStatus,
  type TourReadinessCode,
  type TourReadinessFacts,
  type TourReadinessGap,
} from './tour-readiness.ts'
export { tourSlug } from './tour-slug.ts'
export {
  MAX_SERIES_DATES,
  isWeekday,
  seriesStartDates,
  weekdays,
  type SeriesRule,
  type Weekday,
} from './date-series.ts'
export {
  canDeleteTourDate,
  canMoveTourDateStart,
  officeDateStatus,
  resizedSeats,
  soldSeats,
  startDateProblem,
  tourDateLimits,
  tourDateProblems,
  tripEndDate,
  type TourDateProblem,
  type TourDateTerms,
} from './date-rules.ts'
export { officeDateMessages } from './date-messages.ts'
