import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { throttle } from './throttle.ts'

describe('§9 throttles (sheet 500 ms, scroll button 300 ms, dropdown close 1000 ms)', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  it('runs the first call at once and the last call of a burst when the wait ends', () => {
    const calls: number[] = []
    const throttled = throttle((value: number) => calls.push(value), 500)
    throttled(1)
    throttled(2)
    throttled(3)
    expect(calls).toEqual([1])
    vi.advanceTimersByTime(499)
    expect(calls).toEqual([1])
    vi.advanceTimersByTime(1)
    expect(calls).toEqual([1, 3])
  })

  it('runs at most once per wait while calls keep coming', () => {
    const calls: number[] = []
    const throttled = throttle((value: number) => calls.push(value), 300)
    for (let time = 0; time < 1000; time += 50) {
      throttled(time)
      vi.advanceTimersByTime(50)
    }
    vi.advanceTimersByTime(300)
    expect(calls).toEqual([0, 250, 550, 850, 950])
  })

  it('cancel drops the pending call', () => {
    const fn = vi.fn()
    const throttled = throttle(fn, 500)
    throttled()
    throttled()
    throttled.cancel()
    vi.advanceTimersByTime(1000)
    expect(fn).toHaveBeenCalledOnce()
  })
})
