import type { Booking } from '@tourmarket/contracts'
import { bookingActorOf, cancelTransitionFor } from '@tourmarket/domain/booking'
import type { Locale } from '@tourmarket/domain/i18n'
import { recordAudit } from '../../../platform/audit/audit-log.ts'
import type { Viewer } from '../../../platform/http/session-guard.ts'
import { statusOf } from '../presenter.ts'
import { recordCancellationRefunds } from './cancellation-refunds.ts'
import type { BookingsDeps } from './deps.ts'
import { forbidden, transitionRefused } from './errors.ts'
import { releaseCanceled } from './shared.ts'

export function createCancelUseCase(deps: BookingsDeps) {
  const {
    repository,
    notifications,
    refunds,
    present,
    loadFor,
    loadById,
    moveStatus,
    cancellationRefund,
  } = deps

  return {
    /**
     * POST request/cancel: the owner cancels as the tourist; the organizer declines an unconfirmed
     * request and cancels a confirmed one; an admin cancels as admin. Seats come back and the
     * booking's new invoices are canceled, and what was paid is recorded to go back (the tourist's
     * own cancellation by the booking's policy, anyone else's in full), in the same transaction;
     * the refunds go to the provider once it commits. `expected`: the office's decline and
     * cancel are two buttons, so each refuses the other's move (409) rather than making it.
     */
    async cancel(
      viewer: Viewer,
      input: {
        id: number
        message: string
        notifyClient: boolean
        expected?: 'decline' | 'cancel-by-author' | 'cancel-by-admin'
        /**
         * The operator console's refund (issue 43): how much of what was paid goes back, chosen
         * by the staff member (at most everything paid); without it the canceller's rule decides.
         */
        refundMinor?: number
      },
      language: Locale,
    ): Promise<Booking> {
      const { record, role } = await loadFor(input.id, viewer)
      const transition = cancelTransitionFor(role, statusOf(record.booking))
      if (transition === null) throw forbidden()
      if (input.expected !== undefined && input.expected !== transition) {
        throw transitionRefused(input.expected, 'not-allowed-from-state')
      }
      const actor = bookingActorOf(role)
      const refundIds = await repository.transaction(async (store) => {
        const to = await moveStatus(
          store,
          record,
          transition,
          { kind: actor, userId: viewer.user.id },
          input.message,
        )
        await releaseCanceled(store, input.id, to)
        // The tourist hears of it when they cancel, or when whoever cancels chose to tell them.
        const tellTourist = input.notifyClient || actor === 'tourist'
        await store.include(async (db) => {
          if (transition !== 'decline') {
            await notifications.enqueue(db, input.id, {
              event: 'cancelled',
              reason: input.message,
              tellTourist,
              byTourist: actor === 'tourist',
            })
          } else if (tellTourist) {
            await notifications.enqueue(db, input.id, { event: 'declined', reason: input.message })
          }
        })
        const ids = await recordCancellationRefunds(store, deps, input.id, actor, input.refundMinor)
        if (actor === 'admin') {
          // The console's audit row of the money: the amount sent back and how it was chosen.
          const ruled = cancellationRefund(record, 'admin').amountMinor
          await store.include((db) =>
            recordAudit(db, {
              organizerId: record.booking.organizerId,
              actorUserId: viewer.user.id,
              actorKind: 'admin',
              objectKind: 'booking',
              objectId: input.id,
              action: 'booking.refund',
              after: {
                amount_minor: Math.min(input.refundMinor ?? ruled, ruled),
                currency: record.booking.currency,
                chosen: input.refundMinor !== undefined,
              },
            }),
          )
        }
        return ids
      })
      await refunds.issue(refundIds)
      return present(await loadById(input.id), role, language)
    },
  }
}
