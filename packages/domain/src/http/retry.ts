/** §9: statuses worth one more try; the same set ofetch uses by default. */
export const RETRY_STATUSES = [408, 409, 425, 429, 500, 502, 503, 504] as const

/**
 * Methods that carry a request body. Like ofetch, DELETE counts as one: repeating a request that
 * changes data could do it twice, so these get no retry.
 */
const BODY_METHODS: readonly string[] = ['POST', 'PUT', 'PATCH', 'DELETE']

/** §8 transport failures: no response at all. */
export type TransportFailure = 'network-error' | 'timeout' | 'aborted' | 'canceled'

/** §9: 1 retry for methods without a body, 0 for methods with one. */
export function retryBudget(method: string): 0 | 1 {
  return BODY_METHODS.includes(method.toUpperCase()) ? 0 : 1
}

/**
 * Whether to send the request again after `attempt` tries (1 after the first) ended with `status`.
 * A network error or timeout is retried like a retry status; a request the caller aborted or
 * canceled never is.
 */
export function shouldRetry(input: {
  readonly method: string
  readonly status: number | TransportFailure
  readonly attempt: number
}): boolean {
  if (input.attempt > retryBudget(input.method)) return false
  const { status } = input
  if (typeof status === 'number') return (RETRY_STATUSES as readonly number[]).includes(status)
  return status === 'network-error' || status === 'timeout'
}
