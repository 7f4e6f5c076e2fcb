/** How the wait before a failed job's next attempt grows: doubling from `baseMs`, at most `maxMs`. */
export type Backoff = { readonly baseMs: number; readonly maxMs: number }

export const defaultBackoff: Backoff = { baseMs: 30_000, maxMs: 60 * 60_000 }

/**
 * The wait after attempt `attempt` (1 for the first run) failed: base, 2 × base, 4 × base, …,
 * capped, so a mail server that is down for an hour is not asked every second meanwhile.
 */
export function retryDelayMs(attempt: number, backoff: Backoff = defaultBackoff): number {
  const doublings = Math.max(0, Math.floor(attempt) - 1)
  // 2^31 × any base is past every cap; stop doubling before the number loses meaning.
  return Math.min(backoff.maxMs, backoff.baseMs * 2 ** Math.min(doublings, 31))
}

/** Whether a job whose attempt `attempt` just failed is given up for good. */
export function isLastAttempt(attempt: number, maxAttempts: number): boolean {
  return attempt >= maxAttempts
}
