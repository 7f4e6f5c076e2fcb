import type { Booking } from '@tourmarket/contracts'
import type { BookingViewer } from '@tourmarket/domain/booking'
import type { Locale } from '@tourmarket/domain/i18n'
import { AppError } from '../../../errors.ts'
import type { Viewer } from '../../../platform/http/session-guard.ts'
import type { BookingsDeps } from './deps.ts'
import { roleOf } from './shared.ts'

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
  }
}
