import { randomUUID } from 'node:crypto'
import type { AdminBooking } from '@tourmarket/contracts'
import {
  decideBookingTransition,
  isOrganizerMailKind,
  operatorDateChangeRefusal,
} from '@tourmarket/domain/booking'
import { bookingRequestStatus } from '@tourmarket/domain/enums'
import type { Locale } from '@tourmarket/domain/i18n'
import { isTourDateBusy } from '@tourmarket/domain/pricing'
import { AppError } from '../../../errors.ts'
import { recordAudit } from '../../../platform/audit/audit-log.ts'
import type { Viewer } from '../../../platform/http/session-guard.ts'
import { statusOf } from '../presenter.ts'
import type { BookingRecord, TourDateRow } from '../repository.ts'
import { changedMeanwhile } from './change-date.ts'
import type { BookingsDeps } from './deps.ts'
import { seatsLeftMessage } from './errors.ts'
import { lockedRecord } from './shared.ts'

/** How the console's cancel form chooses the refund (issue 43). */
export type AdminRefundChoice = {
  readonly refund: 'rules' | 'policy' | 'manual'
  readonly refund_amount?: number | undefined
}

/** 400 `validation_failed` naming one field. */
function invalid(field: string, message: string): AppError {
  return new AppError({
    code: 'validation_failed',
    message: 'Validation failed.',
    errors: { [field]: [message] },
  })
}

const refusalMessages = {
  canceled: 'The booking is cancelled: its date cannot change.',
  completed: 'The trip is completed: its date cannot change.',
  started: 'The trip has started: its date cannot change.',
} as const

/**
 * Issue 43: a booking as the operator console shows it, the refund an operator's cancel sends,
 * the operator's date change and the resend of a booking mail. The routes check the staff role
 * first (platform/admin).
 */
export function createAdminUseCases(deps: BookingsDeps) {
  const { present, loadById, momentOf, cancellationRefund, repository, todayAt, notifications } =
    deps

  /** 400 naming `id` unless an operator may move the booking now (domain rule). */
  function assertOperatorMayMove(record: BookingRecord): void {
    const refusal = operatorDateChangeRefusal({
      status: statusOf(record.booking),
      moment: momentOf(record),
    })
    if (refusal !== null) throw invalid('id', refusalMessages[refusal])
  }

  /** A date the booking may move to: open, not started, with seats for all its travellers. */
  function isOpenFor(date: TourDateRow, today: string, count: number): boolean {
    return date.startDate > today && !isTourDateBusy(date) && date.numberOfFreeSeats >= count
  }

  return {
    async adminView(id: number, language: Locale): Promise<AdminBooking> {
      const record = await loadById(id)
      const canCancel = decideBookingTransition(
        statusOf(record.booking),
        'cancel-by-admin',
        'admin',
        momentOf(record),
      ).ok
      const canChangeDate =
        operatorDateChangeRefusal({
          status: statusOf(record.booking),
          moment: momentOf(record),
        }) === null
      const today = todayAt(record)
      const count = record.booking.touristsCount
      const options = canChangeDate
        ? (await repository.otherDates(record.tour.id, record.date.id, today)).filter((date) =>
            isOpenFor(date, today, count),
          )
        : []
      return {
        booking: present(record, 'admin', language),
        terms_version: record.booking.termsVersion,
        can_cancel: canCancel,
        refund: {
          by_rules: cancellationRefund(record, 'admin').amountMinor,
          by_policy: cancellationRefund(record, 'tourist').amountMinor,
          currency: record.booking.currency,
        },
        can_change_date: canChangeDate,
        date_options: options.map((date) => ({
          id: date.id,
          start_date: date.startDate,
          end_date: date.endDate,
          free_seats: date.numberOfFreeSeats,
        })),
      }
    },

    /**
     * The amount the operator chose, or undefined for the rule's (everything paid). A manual
     * amount is 0 to what was paid: 400 naming `refund_amount` otherwise.
     */
    async adminRefundMinor(id: number, choice: AdminRefundChoice): Promise<number | undefined> {
      const record = await loadById(id)
      const paid = cancellationRefund(record, 'admin').amountMinor
      if (choice.refund === 'rules') return undefined
      if (choice.refund === 'policy') return cancellationRefund(record, 'tourist').amountMinor
      const amount = choice.refund_amount
      if (amount === undefined || amount > paid) {
        throw invalid(
          'refund_amount',
          amount === undefined
            ? 'Required field.'
            : `At most what was paid (${String(paid)} in minor units).`,
        )
      }
      return amount
    },

    /**
     * Moves the booking to another open date of its tour, price unchanged (the tourist keeps
     * what they agreed and paid). The seats move as the tourist's own change moves them: taken
     * from the new date by one conditional update (its row lock makes a concurrent booking wait
     * and re-read, so nothing is oversold) and given back to the old one, under the booking's
     * lock, in one transaction with the audit row and the tourist's mail.
     */
    async adminChangeDate(viewer: Viewer, id: number, tourDateId: number): Promise<void> {
      const record = await loadById(id)
      assertOperatorMayMove(record)
      if (tourDateId === record.date.id) {
        throw invalid('tour_date_id', 'The booking is already on this date. Choose another.')
      }
      const target = await repository.bookableDate(tourDateId)
      if (target === undefined || target.tour.id !== record.tour.id) {
        throw invalid('tour_date_id', 'Choose another date of the same tour.')
      }
      const count = record.booking.touristsCount
      const today = todayAt(target)
      if (target.date.startDate <= today || target.date.isClosed) {
        throw invalid('tour_date_id', 'This date is not open for booking.')
      }
      const notEnough = (free: number) =>
        invalid(
          'tour_date_id',
          `${seatsLeftMessage(free)} The booking has ${String(count)} travellers.`,
        )
      if (target.date.numberOfFreeSeats < count) throw notEnough(target.date.numberOfFreeSeats)
      await repository.transaction(async (store) => {
        const current = await lockedRecord(store, id)
        assertOperatorMayMove(current)
        if (current.date.id !== record.date.id || current.booking.touristsCount !== count) {
          throw changedMeanwhile()
        }
        const left = await store.takeSeats(target.date.id, count)
        if (left === null) throw notEnough(await store.freeSeats(target.date.id))
        await store.returnSeats(current.date.id, count)
        await store.updateBooking(id, { tourDateId: target.date.id })
        const dates = (date: TourDateRow) => ({
          tour_date_id: date.id,
          start_date: date.startDate,
          end_date: date.endDate,
        })
        await store.include(async (db) => {
          await recordAudit(db, {
            organizerId: current.booking.organizerId,
            actorUserId: viewer.user.id,
            actorKind: 'admin',
            objectKind: 'booking',
            objectId: id,
            action: 'booking.change-date',
            before: dates(current.date),
            after: dates(target.date),
          })
          await notifications.enqueue(db, id, {
            event: 'date-changed',
            startDate: target.date.startDate,
            paid: current.booking.status === bookingRequestStatus.madePrepayment,
            tellTouristKey: randomUUID(),
          })
        })
      })
    },

    /**
     * Sends one of the tourist's booking mails again, to the booking's contact address as it is
     * now. Once per form key: a double submit writes one job and one audit row.
     */
    async adminResendMail(
      viewer: Viewer,
      input: { id: number; mailId: number; key: string },
    ): Promise<{ sent: boolean; kind: string }> {
      const record = await loadById(input.id)
      const original = await repository.bookingMailJob(input.id, input.mailId)
      if (original === undefined) throw invalid('mail_id', 'This booking has no such mail.')
      return repository.transaction(async (store) => {
        let answer = { sent: false, kind: '' }
        await store.include(async (db) => {
          const { written, kind } = await notifications.resend(db, original, input.key)
          if (isOrganizerMailKind(kind)) {
            throw invalid('mail_id', 'Only the tourist’s mails can be sent again.')
          }
          answer = { sent: written, kind }
          if (!written) return
          await recordAudit(db, {
            organizerId: record.booking.organizerId,
            actorUserId: viewer.user.id,
            actorKind: 'admin',
            objectKind: 'booking',
            objectId: input.id,
            action: 'booking.mail-resend',
            after: { mail: kind, mail_id: input.mailId, email: record.booking.contactEmail },
          })
        })
        return answer
      })
    },
  }
}
