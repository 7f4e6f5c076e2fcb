import type { Booking } from '@tourmarket/contracts'
import { bookingActorOf } from '@tourmarket/domain/booking'
import type { Locale } from '@tourmarket/domain/i18n'
import type { Viewer } from '../../../platform/http/session-guard.ts'
import type { BookingsDeps } from './deps.ts'

export function createCompleteUseCase(deps: BookingsDeps) {
  const { repository, present, loadFor, loadById, moveStatus, onTripCompleted } = deps

  return {
    /**
     * POST office/booking/complete: the booking's organizer (or an admin) marks the trip done,
     * 3 → 4, once it has ended (decision 0004). The review link that a trip taken earns is mailed
     * once this commits.
     */
    async complete(viewer: Viewer, id: number, language: Locale): Promise<Booking> {
      const { record, role } = await loadFor(id, viewer)
      await repository.transaction(async (store) => {
        await moveStatus(
          store,
          record,
          'complete',
          { kind: bookingActorOf(role), userId: viewer.user.id },
          null,
        )
      })
      await onTripCompleted(id)
      return present(await loadById(id), role, language)
    },
  }
}
