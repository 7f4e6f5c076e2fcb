import { describe, expect, it } from 'vitest'
import { onlyAWorkerCrashed } from './worker-crash.ts'

const crash = `Vitest caught 1 unhandled error during the test run.
Error: [vitest-pool]: Worker forks emitted error.
Caused by: Error: Worker exited unexpectedly with signal SIGTRAP during started state`

describe('onlyAWorkerCrashed', () => {
  it('is a worker that died of a signal while no test failed', () => {
    expect(onlyAWorkerCrashed(crash, 0)).toBe(true)
  })

  it('is not when a test failed too, the report is missing, or another error came with it', () => {
    expect(onlyAWorkerCrashed(crash, 1)).toBe(false)
    expect(onlyAWorkerCrashed(crash, undefined)).toBe(false)
    expect(
      onlyAWorkerCrashed(crash.replace('caught 1 unhandled error', 'caught 2 unhandled errors'), 0),
    ).toBe(false)
    expect(
      onlyAWorkerCrashed('Vitest caught 1 unhandled error\nTypeError: x is undefined', 0),
    ).toBe(false)
  })
})
