import type { Booking, endpoints } from '@tourmarket/contracts'
import type { BookingViewer } from '@tourmarket/domain/booking'
import type { Locale } from '@tourmarket/domain/i18n'
import type { z } from 'zod'
import { AppError } from '../../../errors.ts'
import { localize } from '../../../platform/i18n/localize.ts'
import type { Viewer } from '../../../platform/http/session-guard.ts'
import { statusOf, touristDetails } from '../presenter.ts'
import type { BookingsDeps } from './deps.ts'
import { roleOf } from './shared.ts'

type DateManifest = z.infer<(typeof endpoints)['organizerDateManifest']['response']>

export function createReadUseCases(deps: BookingsDeps) {
  const { repository, present, loadFor, loadByUuid } = deps

  return {
    /** GET request/get: for the owner, the booking's organizer and admins. */
    async get(viewer: Viewer, id: number, language: Locale): Promise<Booking> {
      const { record, role } = await loadFor(id, viewer)
      return present(record, role, language)
    },

    /** GET request/get-by-uuid: open; the link holder sees the contact masked. */
    async getByUuid(uuid: string, viewer: Viewer | null, language: Locale): Promise<Booking> {
      const record = await loadByUuid(uuid)
      return present(record, roleOf(record, viewer) ?? 'link', language)
    },

    /** GET request/list: the viewer's bookings, newest first. */
    async list(viewer: Viewer, language: Locale): Promise<Booking[]> {
      const records = await repository.ofUser(viewer.user.id)
      return records.map((record) => present(record, 'owner', language))
    },

    /** GET request/list-for-chat: the bookings a chat is about (its organizer's, or all for support). */
    /**
     * GET request/list-for-chat: the bookings a chat is about, for its participants only. The
     * tourist sees theirs with the chat's organizer (all of theirs in a support chat); the
     * organizer sees the tourist's bookings with them, as on its own list; support sees the
     * tourist's bookings as an admin does.
     */
    async listForChat(viewer: Viewer, chatId: number, language: Locale): Promise<Booking[]> {
      const chat = await repository.chat(chatId)
      const reader: BookingViewer | null =
        chat === undefined
          ? null
          : chat.userId === viewer.user.id
            ? 'owner'
            : chat.organizerId !== null && chat.organizerId === viewer.user.organizerId
              ? 'organizer'
              : chat.organizerId === null && viewer.isAdminAuth
                ? 'admin'
                : null
      if (chat === undefined || reader === null) {
        throw new AppError({
          code: 'chat_not_found',
          message: 'There is no such chat.',
        })
      }
      const records = await repository.ofUser(chat.userId, chat.organizerId ?? undefined)
      return records.map((record) => present(record, reader, language))
    },

    /** GET organizer/request/list: the bookings of the organizer this account acts for. */
    async organizerList(viewer: Viewer, language: Locale): Promise<Booking[]> {
      const { organizerId } = viewer.user
      if (organizerId === null) {
        throw new AppError({
          code: 'forbidden',
          message: 'This account does not act for an organizer.',
        })
      }
      const records = await repository.ofOrganizer(organizerId)
      return records.map((record) => present(record, 'organizer', language))
    },

    /**
     * GET organizer/date/manifest: everyone booked on a date, for an account acting for its
     * tour's organizer or an admin; the office prints it and makes its CSV.
     */
    async organizerDateManifest(
      viewer: Viewer,
      tourDateId: number,
      language: Locale,
    ): Promise<DateManifest> {
      const place = await repository.bookableDate(tourDateId)
      if (place === undefined) {
        throw new AppError({
          code: 'tour_date_not_found',
          message: 'There is no such tour date.',
        })
      }
      const { organizerId } = viewer.user
      if (organizerId !== place.tour.organizerId && !viewer.isAdminAuth) {
        throw new AppError({
          code: 'forbidden',
          message: 'This account does not act for this date’s organizer.',
        })
      }
      const bookings = await repository.onTourDate(tourDateId)
      return {
        tour_date: {
          id: place.date.id,
          tour_id: place.tour.id,
          tour_title: localize(language, place.tour.title, place.tour.titleRu),
          start: place.date.startDate,
          end: place.date.endDate,
          number_of_seats: place.date.numberOfSeats,
          number_of_free_seats: place.date.numberOfFreeSeats,
        },
        bookings: bookings.map(({ booking, tourists }) => ({
          id: booking.id,
          uuid: booking.uuid,
          status: statusOf(booking),
          created_at: booking.createdAt.toISOString(),
          tourists_count: booking.touristsCount,
          contact: {
            first_name: booking.contactFirstName,
            last_name: booking.contactLastName,
            email: booking.contactEmail,
            phone: booking.contactPhone,
          },
          comment: booking.comment,
          tourists: tourists.map(touristDetails),
        })),
        tourists_count: bookings.reduce((sum, { booking }) => sum + booking.touristsCount, 0),
      }
    },
  }
}
