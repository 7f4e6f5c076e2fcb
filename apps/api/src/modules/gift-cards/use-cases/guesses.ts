import { AppError } from '../../../errors.ts'
import { giftCardCodeFailuresPerAddress } from '../../../platform/abuse/rate-limit.ts'
import type { GiftCardsDeps } from './deps.ts'

/**
 * The guard on every lookup by code (decision 0073): an address locked by its wrong codes is
 * refused before anything is looked up, and each wrong code it sends counts.
 */
export function createGuessGuard(deps: Pick<GiftCardsDeps, 'backoff' | 'now'>) {
  const { backoff, now } = deps
  const bucket = (address: string) => ({ rule: giftCardCodeFailuresPerAddress, key: address })

  function locked(until: Date): AppError {
    const seconds = Math.max(1, Math.ceil((until.getTime() - now().getTime()) / 1000))
    const minutes = Math.ceil(seconds / 60)
    return new AppError({
      code: 'gift_card_guesses_locked',
      message: `Too many wrong gift card codes were tried from your network. Please try again in ${String(minutes)} minute${minutes === 1 ? '' : 's'}.`,
      headers: { 'retry-after': String(seconds) },
    })
  }

  return {
    async assertOpen(address: string): Promise<void> {
      const until = await backoff.lockedUntil(bucket(address))
      if (until !== null) throw locked(until)
    },

    /** Counts the wrong code and answers the 404 that says so, and nothing else. */
    async wrongCode(address: string): Promise<AppError> {
      await backoff.recordFailure(bucket(address))
      return wrongCodeError()
    },

    /**
     * Runs a lookup by code inside another module's transaction: the lock is checked before it,
     * and a wrong code (wrongCodeError, thrown by the work) is counted after it has rolled back,
     * as the counters are rows written apart from that transaction (one connection on PGlite).
     */
    async guarded<T>(address: string, work: () => Promise<T>): Promise<T> {
      const until = await backoff.lockedUntil(bucket(address))
      if (until !== null) throw locked(until)
      try {
        return await work()
      } catch (error) {
        if (error instanceof AppError && error.code === 'gift_card_not_found') {
          await backoff.recordFailure(bucket(address))
        }
        throw error
      }
    },
  }
}

export type GuessGuard = ReturnType<typeof createGuessGuard>

export function wrongCodeError(): AppError {
  const message = 'No gift card has this code. Check it and try again.'
  return new AppError({ code: 'gift_card_not_found', message, errors: { code: [message] } })
}
