import { describe, expect, it } from 'vitest'
import { RETRY_STATUSES, retryBudget, shouldRetry } from './retry.ts'

describe('§9 HTTP retries: budget by method', () => {
  it.each(['GET', 'HEAD', 'OPTIONS', 'get'])('§9 %s, without a body, gets 1 retry', (method) => {
    expect(retryBudget(method)).toBe(1)
  })

  it.each(['POST', 'PUT', 'PATCH', 'DELETE', 'post'])(
    '§9 %s, with a body, gets 0 retries',
    (method) => {
      expect(retryBudget(method)).toBe(0)
    },
  )
})

describe('§9 HTTP retries: statuses', () => {
  it('§9 retries 408, 409, 425, 429, 500, 502, 503, 504', () => {
    expect(RETRY_STATUSES).toEqual([408, 409, 425, 429, 500, 502, 503, 504])
  })

  it.each([408, 409, 425, 429, 500, 502, 503, 504])(
    '§9 retries a GET after its first try fails with %i',
    (status) => {
      expect(shouldRetry({ method: 'GET', status, attempt: 1 })).toBe(true)
    },
  )

  it.each([400, 401, 403, 404, 410, 422, 501, 505])('§9 does not retry %i', (status) => {
    expect(shouldRetry({ method: 'GET', status, attempt: 1 })).toBe(false)
  })

  it('§9 stops once the single retry is spent', () => {
    expect(shouldRetry({ method: 'GET', status: 503, attempt: 2 })).toBe(false)
  })

  it('§9 never retries a body method, even on a retry status', () => {
    expect(shouldRetry({ method: 'POST', status: 503, attempt: 1 })).toBe(false)
    expect(shouldRetry({ method: 'DELETE', status: 'network-error', attempt: 1 })).toBe(false)
  })
})

describe('§8 transport failures and retries', () => {
  it('§8 retries a network error or timeout within the budget', () => {
    expect(shouldRetry({ method: 'GET', status: 'network-error', attempt: 1 })).toBe(true)
    expect(shouldRetry({ method: 'GET', status: 'timeout', attempt: 1 })).toBe(true)
    expect(shouldRetry({ method: 'GET', status: 'timeout', attempt: 2 })).toBe(false)
  })

  it('§8 never retries a request that was aborted or canceled', () => {
    expect(shouldRetry({ method: 'GET', status: 'aborted', attempt: 1 })).toBe(false)
    expect(shouldRetry({ method: 'GET', status: 'canceled', attempt: 1 })).toBe(false)
  })
})
