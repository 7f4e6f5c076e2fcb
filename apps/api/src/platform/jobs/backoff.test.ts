import { describe, expect, it } from 'vitest'
import { isLastAttempt, retryDelayMs } from './backoff.ts'

describe('retryDelayMs', () => {
  const backoff = { baseMs: 1000, maxMs: 10_000 }

  it('doubles from the base after each failed attempt', () => {
    expect([1, 2, 3, 4].map((attempt) => retryDelayMs(attempt, backoff))).toEqual([
      1000, 2000, 4000, 8000,
    ])
  })

  it('never waits longer than the cap, however many attempts failed', () => {
    expect(retryDelayMs(5, backoff)).toBe(10_000)
    expect(retryDelayMs(1000, backoff)).toBe(10_000)
  })

  it('reads a nonsense attempt number as the first', () => {
    expect(retryDelayMs(0, backoff)).toBe(1000)
    expect(retryDelayMs(-3, backoff)).toBe(1000)
  })

  it('defaults to 30 seconds doubling up to an hour', () => {
    expect(retryDelayMs(1)).toBe(30_000)
    expect(retryDelayMs(20)).toBe(3_600_000)
  })
})

describe('isLastAttempt', () => {
  it('gives up once the attempts reach the maximum', () => {
    expect(isLastAttempt(2, 3)).toBe(false)
    expect(isLastAttempt(3, 3)).toBe(true)
    expect(isLastAttempt(4, 3)).toBe(true)
  })
})
