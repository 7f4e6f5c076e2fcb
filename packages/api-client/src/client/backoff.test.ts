import { describe, expect, it } from 'vitest'
import { RETRY_AFTER_CAP_MS, parseRetryAfter, pause, retryDelay } from './backoff.ts'

const now = Date.parse('2025-06-01T12:00:00Z')

describe('§9 retry backoff: Retry-After', () => {
  it('§9 reads delay-seconds and HTTP dates', () => {
    expect(parseRetryAfter('2', now)).toBe(2000)
    expect(parseRetryAfter(' 0 ', now)).toBe(0)
    expect(parseRetryAfter('Sun, 01 Jun 2025 12:00:01 GMT', now)).toBe(1000)
  })

  it('§9 a past date waits nothing; junk and absence are no hint', () => {
    expect(parseRetryAfter('Sun, 01 Jun 2025 11:00:00 GMT', now)).toBe(0)
    expect(parseRetryAfter('soon', now)).toBeNull()
    expect(parseRetryAfter('-1', now)).toBeNull()
    expect(parseRetryAfter('', now)).toBeNull()
    expect(parseRetryAfter(null, now)).toBeNull()
    expect(parseRetryAfter(undefined, now)).toBeNull()
  })
})

describe('§9 retry backoff: delay', () => {
  it('§9 without a hint the base delay is used', () => {
    expect(retryDelay(null, 300, now)).toBe(300)
  })

  it('§9 a longer Retry-After is honoured, a shorter one does not cut the base delay', () => {
    expect(retryDelay('1', 300, now)).toBe(1000)
    expect(retryDelay('0', 300, now)).toBe(300)
  })

  it('§9 Retry-After is honoured only up to the cap', () => {
    expect(RETRY_AFTER_CAP_MS).toBe(3000)
    expect(retryDelay('120', 300, now)).toBe(RETRY_AFTER_CAP_MS)
  })
})

describe('§8 the pause before a retry', () => {
  it('§8 waits the given time', async () => {
    const started = Date.now()
    await pause(50, undefined)
    expect(Date.now() - started).toBeGreaterThanOrEqual(45)
  })

  it('§8 ends early when the request is aborted', async () => {
    const controller = new AbortController()
    const started = Date.now()
    const waiting = pause(5000, controller.signal)
    controller.abort()
    await waiting
    expect(Date.now() - started).toBeLessThan(1000)
    const alreadyAborted = Date.now()
    await pause(5000, AbortSignal.abort())
    expect(Date.now() - alreadyAborted).toBeLessThan(1000)
  })
})
