import type { OfficeBooking } from '@tourmarket/contracts'
import { decideBookingTransition, isCanceledStatus } from '@tourmarket/domain/booking'
import type { BookingTransition } from '@tourmarket/domain/booking'
import { isBookingRequestStatus } from '@tourmarket/domain/enums'
import type { BookingRequestStatus } from '@tourmarket/domain/enums'
import type { Locale } from '@tourmarket/domain/i18n'
import { AppError } from '../../../errors.ts'
import { describeUpload } from '../../../platform/forms/described-file.ts'
import { brokenData, statusOf } from '../presenter.ts'
import type { BookingsDeps } from './deps.ts'

function storedStatus(value: number): BookingRequestStatus {
  if (!isBookingRequestStatus(value)) throw brokenData(`status change to ${value}`)
  return value
}

/**
 * Issue 40: the office's reads of a booking. The routes first check that the caller is on the
 * team of the booking's (or date's) organizer (platform/office), with the ids these answer.
 */
export function createOfficeUseCases(deps: BookingsDeps) {
  const { repository, present, loadById, momentOf, cancellationRefund } = deps

  return {
    /** The organizer a booking belongs to; 404 for an unknown booking. */
    async bookingOrganizerId(id: number): Promise<number> {
      return (await loadById(id)).booking.organizerId
    },

    /** The organizer of a date's tour; 404 `tour_date_not_found` for an unknown date. */
    async tourDateOrganizerId(tourDateId: number): Promise<number> {
      const place = await repository.bookableDate(tourDateId)
      if (place === undefined) {
        throw new AppError({ code: 'tour_date_not_found', message: 'There is no such tour date.' })
      }
      return place.tour.organizerId
    },

    /**
     * GET office/booking/view: the booking as its organizer sees it, with its status history,
     * what the organizer may do now (the booking process with its timing), the refund its
     * cancellation would give, the meeting information and the tourist's chat.
     */
    async officeView(id: number, language: Locale): Promise<OfficeBooking> {
      const record = await loadById(id)
      const { booking } = record
      const status = statusOf(booking)
      const moment = momentOf(record)
      const allowed = (transition: BookingTransition) =>
        decideBookingTransition(status, transition, 'organizer', moment).ok
      const [history, hasMeetPage, chatId] = [
        await repository.statusChanges(id),
        await repository.hasMeetPage(id),
        await repository.touristChatId(booking.userId, booking.organizerId),
      ]
      const canCancel = allowed('cancel-by-author')
      return {
        booking: present(record, 'organizer', language),
        history: history.map((change) => ({
          id: change.id,
          from_status: change.fromStatus === null ? null : storedStatus(change.fromStatus),
          to_status: storedStatus(change.toStatus),
          transition: change.transition,
          actor_kind: change.actorKind,
          message: change.message,
          created_at: change.createdAt.toISOString(),
        })),
        actions: {
          can_confirm: allowed('confirm'),
          can_decline: allowed('decline'),
          can_cancel: canCancel,
          can_complete: allowed('complete'),
          can_edit_meet: hasMeetPage && !isCanceledStatus(status),
        },
        trip_ended: moment.now >= moment.tourEndsAt,
        refund_if_canceled: canCancel
          ? {
              amount: cancellationRefund(record, 'organizer').amountMinor,
              currency: booking.currency,
            }
          : null,
        meet: hasMeetPage
          ? {
              text: record.meet?.text ?? '',
              saved_at: record.meet?.savedAt.toISOString() ?? null,
              files: (record.meet?.files ?? []).map(describeUpload),
            }
          : null,
        chat_id: chatId,
      }
    },
  }
}
