import { describe, expect, it } from 'vitest'
import { ACTIVITY_PING_INTERVAL_MS, createActivityThrottle } from './activity.ts'

describe('§4 activity: set-activity at most every 30 s when a user exists', () => {
  it('§9 the interval is 30000 ms', () => {
    expect(ACTIVITY_PING_INTERVAL_MS).toBe(30000)
  })

  it('§4 pings on the first event after page load, then waits the full interval', () => {
    const throttle = createActivityThrottle()
    const first = throttle.shouldPing(throttle.initialState, 1_000, true)
    expect(first).toEqual({ ping: true, state: { lastPingAt: 1_000 } })
    expect(throttle.shouldPing(first.state, 1_000 + 29_999, true).ping).toBe(false)
    expect(throttle.shouldPing(first.state, 1_000 + 30_000, true)).toEqual({
      ping: true,
      state: { lastPingAt: 31_000 },
    })
  })

  it('§4 events inside the interval leave the state as it was', () => {
    const throttle = createActivityThrottle()
    const state = { lastPingAt: 5_000 }
    expect(throttle.shouldPing(state, 20_000, true)).toEqual({ ping: false, state })
  })

  it('§4 never pings without a user, and that does not delay the first ping after login', () => {
    const throttle = createActivityThrottle()
    const anonymous = throttle.shouldPing(throttle.initialState, 1_000, false)
    expect(anonymous).toEqual({ ping: false, state: { lastPingAt: null } })
    expect(throttle.shouldPing(anonymous.state, 1_500, true).ping).toBe(true)
    expect(throttle.shouldPing({ lastPingAt: 0 }, 60_000, false).ping).toBe(false)
  })

  it('§4 takes a custom interval', () => {
    const throttle = createActivityThrottle(1_000)
    expect(throttle.shouldPing({ lastPingAt: 0 }, 999, true).ping).toBe(false)
    expect(throttle.shouldPing({ lastPingAt: 0 }, 1_000, true).ping).toBe(true)
  })

  it('§4 pings again if the clock moved backwards', () => {
    const throttle = createActivityThrottle()
    expect(throttle.shouldPing({ lastPingAt: 100_000 }, 50_000, true)).toEqual({
      ping: true,
      state: { lastPingAt: 50_000 },
    })
  })
})
