/** Pause before the single §9 retry: long enough for a restarting upstream, short for a page load. */
export const DEFAULT_RETRY_DELAY_MS = 300

/** The longest Retry-After honoured: a loader must not hold a page for a minute-long hint. */
export const RETRY_AFTER_CAP_MS = 3000

/** Milliseconds a Retry-After header asks for (delay-seconds or an HTTP date), or null. */
export function parseRetryAfter(header: string | null | undefined, now: number): number | null {
  const text = header?.trim()
  if (text === undefined || text === '') return null
  if (/^\d+$/.test(text)) return Number(text) * 1000
  // An HTTP date names its month; without the check Date.parse would read '-1' as a year.
  const date = /[a-z]/i.test(text) ? Date.parse(text) : Number.NaN
  if (Number.isNaN(date)) return null
  return Math.max(0, date - now)
}

/**
 * The wait before a retry: the base delay, or the server's Retry-After when it asks for longer,
 * never more than RETRY_AFTER_CAP_MS.
 */
export function retryDelay(
  retryAfter: string | null | undefined,
  baseMs: number,
  now: number = Date.now(),
): number {
  const asked = parseRetryAfter(retryAfter, now)
  if (asked === null) return baseMs
  return Math.min(Math.max(asked, baseMs), Math.max(baseMs, RETRY_AFTER_CAP_MS))
}

/** Waits `ms`, or less if `signal` aborts first (the caller then checks the signal). */
export function pause(ms: number, signal: AbortSignal | undefined): Promise<void> {
  return new Promise((resolve) => {
    if (signal?.aborted) {
      resolve()
      return
    }
    const done = () => {
      clearTimeout(timer)
      signal?.removeEventListener('abort', done)
      resolve()
    }
    const timer = setTimeout(done, ms)
    signal?.addEventListener('abort', done, { once: true })
  })
}
