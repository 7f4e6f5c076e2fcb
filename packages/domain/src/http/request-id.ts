/** The header one request's id travels in: balancer → storefront → API, and back to the caller. */
export const REQUEST_ID_HEADER = 'x-request-id'

// Short and plain only: an id goes into log lines and headers, so it must not be able to forge them.
const acceptableRequestId = /^[\w.:-]{1,128}$/

/** Whether an incoming X-Request-Id may be kept rather than replaced by a fresh one. */
export function isAcceptableRequestId(value: unknown): value is string {
  return typeof value === 'string' && acceptableRequestId.test(value)
}
