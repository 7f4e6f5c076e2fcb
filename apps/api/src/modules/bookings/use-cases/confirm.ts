import type { Booking } from '@tourmarket/contracts'
import { bookingActorOf } from '@tourmarket/domain/booking'
import type { Locale } from '@tourmarket/domain/i18n'
import type { Viewer } from '../../../platform/http/session-guard.ts'
import type { BookingsDeps } from './deps.ts'
import { transitionRefused } from './errors.ts'

export function createConfirmUseCase(deps: BookingsDeps) {
  const { repository, notifications, present, loadFor, loadById, moveStatus } = deps

  return {
    /** POST organizer/request/confirm: 1 → 2 by the booking's organizer (or an admin for them). */
    async confirm(viewer: Viewer, id: number, language: Locale): Promise<Booking> {
      const { record, role } = await loadFor(id, viewer)
      if (role === 'owner') throw transitionRefused('confirm', 'actor-not-allowed')
      await repository.transaction(async (store) => {
        await moveStatus(
          store,
          record,
          'confirm',
          { kind: bookingActorOf(role), userId: viewer.user.id },
          null,
        )
        await store.include((db) => notifications.enqueue(db, id, { event: 'confirmed' }))
      })
      return present(await loadById(id), role, language)
    },
  }
}
