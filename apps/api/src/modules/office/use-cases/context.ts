import type { OfficeContext, OfficeOverview } from '@tourmarket/contracts'
import type { Locale } from '@tourmarket/domain/i18n'
import { AppError } from '../../../errors.ts'
import type { Viewer } from '../../../platform/http/session-guard.ts'
import { localize } from '../../../platform/i18n/localize.ts'
import { organizerUrl } from '../../../platform/site-paths/site-paths.ts'
import type { DateSpan, TitledTour } from '../repository.ts'
import type { OfficeDeps } from './deps.ts'

/** How many of each the overview shows; the full lists are a click away. */
const OVERVIEW_ITEMS = 10

export function presentTour(tour: TitledTour, language: Locale) {
  return { id: tour.id, title: localize(language, tour.title, tour.titleRu) }
}

export function presentDateSpan(span: DateSpan) {
  return { id: span.id, start_date: span.startDate, end_date: span.endDate }
}

/** The office's shell and its first page: who acts for which profile, and what needs them. */
export function createContextUseCases(deps: OfficeDeps) {
  const { access, repository, today } = deps

  return {
    async context(viewer: Viewer): Promise<OfficeContext> {
      const member = await access.member(viewer)
      const organizer = await repository.organizer(member.organizerId)
      // A profile removed while a member acted for it: the membership check found a stale row.
      if (organizer === null) {
        throw new AppError({ code: 'forbidden', message: 'This organizer profile is gone.' })
      }
      const [profiles, counts] = await Promise.all([
        repository.profilesOf(viewer.user.id),
        repository.counts(member.organizerId, today()),
      ])
      return {
        organizer: {
          id: organizer.id,
          name: organizer.name,
          slug: organizer.slug,
          url: organizerUrl(organizer.id),
          is_published: organizer.isPublished,
          hidden_reason: organizer.hiddenReason,
        },
        role: member.role,
        profiles,
        counts: {
          pending_requests: counts.pendingRequests,
          unread_chats: counts.unreadChats,
          upcoming_dates: counts.upcomingDates,
        },
      }
    },

    async overview(viewer: Viewer, language: Locale): Promise<OfficeOverview> {
      const { organizerId } = await access.member(viewer)
      const [pending, departures, chats] = await Promise.all([
        repository.pendingRequests(organizerId, OVERVIEW_ITEMS),
        repository.nextDepartures(organizerId, today(), OVERVIEW_ITEMS),
        repository.unreadChats(organizerId, OVERVIEW_ITEMS),
      ])
      return {
        pending_requests: pending.map((request) => ({
          id: request.id,
          tour: presentTour(request.tour, language),
          tour_date: presentDateSpan(request.tourDate),
          contact_name: request.contactName,
          tourists_count: request.touristsCount,
          created_at: request.createdAt,
          confirmation_deadline: request.confirmationDeadline,
        })),
        next_departures: departures.map((departure) => ({
          tour: presentTour(departure.tour, language),
          tour_date: presentDateSpan(departure.tourDate),
          seats: departure.seats,
          seats_sold: departure.seatsSold,
          seats_left: departure.seatsLeft,
        })),
        unread_chats: chats.map((chat) => ({
          chat_id: chat.chatId,
          tourist_name: chat.touristName,
          unread_count: chat.unreadCount,
          last_message_at: chat.lastMessageAt,
        })),
      }
    },
  }
}
