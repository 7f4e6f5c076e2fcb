import type { OfficeBookingList } from '@tourmarket/contracts'
import { bookingRequestStatusLabelKey, enumMessages } from '@tourmarket/domain/enums'
import { createTranslator, type Locale } from '@tourmarket/domain/i18n'
import type { Viewer } from '../../../platform/http/session-guard.ts'
import { presentDateSpan, presentTour } from './context.ts'
import type { OfficeDeps } from './deps.ts'

export type OfficeBookingListQuery = {
  readonly status?: number | undefined
  readonly tour_id?: number | undefined
  readonly date_from?: string | undefined
  readonly date_to?: string | undefined
  readonly q?: string | undefined
  readonly page: number
  readonly limit: number
}

/** The office's list of booking requests: only the member's organizer's, newest first. */
export function createBookingListUseCases(deps: OfficeDeps) {
  const { access, repository } = deps

  return {
    async bookingList(
      viewer: Viewer,
      query: OfficeBookingListQuery,
      language: Locale,
    ): Promise<OfficeBookingList> {
      const { organizerId } = await access.member(viewer)
      const [{ rows, total }, tours] = await Promise.all([
        repository.bookings(organizerId, {
          status: query.status,
          tourId: query.tour_id,
          dateFrom: query.date_from,
          dateTo: query.date_to,
          search: query.q,
          limit: query.limit,
          offset: (query.page - 1) * query.limit,
        }),
        repository.tours(organizerId),
      ])
      const translate = createTranslator(language, enumMessages)
      return {
        data: rows.map((row) => ({
          id: row.id,
          uuid: row.uuid,
          status: row.status,
          status_label: translate(bookingRequestStatusLabelKey(row.status)),
          tour: presentTour(row.tour, language),
          tour_date: presentDateSpan(row.tourDate),
          contact_name: row.contactName,
          tourists_count: row.touristsCount,
          total: { amount_minor: row.totalMinor, currency: row.currency },
          paid_minor: row.paidMinor,
          created_at: row.createdAt,
          confirmation_deadline: row.confirmationDeadline,
          has_unread_chat: row.hasUnreadChat,
        })),
        meta: {
          page: query.page,
          per_page: query.limit,
          total,
          total_pages: Math.ceil(total / query.limit),
        },
        tours: tours.map((tour) => presentTour(tour, language)),
      }
    },
  }
}
