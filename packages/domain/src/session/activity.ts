/** §9: set-activity is sent at most once per this many milliseconds. */
export const ACTIVITY_PING_INTERVAL_MS = 30000

export type ActivityThrottleState = { readonly lastPingAt: number | null }

export type ActivityDecision = { readonly ping: boolean; readonly state: ActivityThrottleState }

export type ActivityThrottle = {
  readonly initialState: ActivityThrottleState
  /** Call on page load, click and scroll (§4); `now` is in milliseconds. */
  readonly shouldPing: (
    state: ActivityThrottleState,
    now: number,
    hasUser: boolean,
  ) => ActivityDecision
}

/**
 * §4 activity: a pure throttle; the caller keeps the state and owns the clock. Only a sent ping
 * starts a new interval, so events without a user do not delay the first ping after login.
 */
export function createActivityThrottle(intervalMs = ACTIVITY_PING_INTERVAL_MS): ActivityThrottle {
  return {
    initialState: { lastPingAt: null },
    shouldPing(state, now, hasUser) {
      if (!hasUser) return { ping: false, state }
      const { lastPingAt } = state
      // A clock that moved backwards would otherwise silence pings until it caught up again.
      const due = lastPingAt === null || now - lastPingAt >= intervalMs || now < lastPingAt
      return due ? { ping: true, state: { lastPingAt: now } } : { ping: false, state }
    },
  }
}
