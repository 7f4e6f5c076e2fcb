import type { WebCallDeps } from './deps.ts'

/** Ringing calls outside any socket: missing those an instance left, and stopping the timers. */
export function createRingingUseCases(deps: WebCallDeps) {
  const { calls, now, ringMs, ringTimers, unsubscribe, end } = deps

  return {
    /** Calls whose ringing instance went away are missed all the same. */
    async sweepStaleRinging(): Promise<number> {
      const stale = await calls.ringingSince(new Date(now().getTime() - ringMs - 15_000))
      for (const callId of stale) {
        await end(callId, () => ({ status: 'missed', reason: 'missed' }))
      }
      return stale.length
    },

    close(): void {
      unsubscribe()
      for (const timer of ringTimers.values()) clearTimeout(timer)
      ringTimers.clear()
    },
  }
}
