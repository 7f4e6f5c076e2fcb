// Every Vitest project loads this: an unexpected console.error is a bug the test did not look for,
// so the test that caused it fails. A test that expects an error spies on console.error itself
// (vi.spyOn); its spy takes the calls it expects, and restoring it brings this recorder back.
import { afterEach, beforeEach, expect } from 'vitest'

const originalError = console.error
let unexpected: unknown[][] = []

beforeEach(() => {
  unexpected = []
  console.error = (...args: unknown[]) => {
    unexpected.push(args)
  }
})

afterEach(() => {
  console.error = originalError
  expect(unexpected, 'console.error was called').toEqual([])
})
