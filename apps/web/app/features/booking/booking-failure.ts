import { isApiHttpError, isTransportError, type FieldErrors } from '@tourmarket/api-client/client'

/** How a booking or payment call failed, as the page explains it. */
export type FailureKind =
  /** The API named fields (§8 validation details). */
  | 'fields'
  /** Another refusal with the API's own words. */
  | 'refused'
  | 'not-enough-seats'
  | 'not-bookable'
  /** The same Idempotency-Key is still being answered. */
  | 'in-progress'
  | 'network'
  | 'server'

export type BookingFailure = {
  readonly kind: FailureKind
  /** The API's message, in the page language (it reads X-Language); null without one. */
  readonly message: string | null
  readonly fieldErrors: FieldErrors
  /** not_enough_seats: how many seats the date has left now. */
  readonly freeSeats: number | null
  /**
   * Whether a retry must send the same Idempotency-Key: when the call may have gone through (no
   * answer, a server failure, an answer the page could not read), the key makes the retry return
   * that outcome instead of booking or charging again. After a clear refusal nothing was done, so
   * the next press is a new request with a new key.
   */
  readonly retrySameKey: boolean
}

function bodyMessage(body: unknown): string | null {
  if (typeof body !== 'object' || body === null || !('message' in body)) return null
  return typeof body.message === 'string' && body.message.trim() !== '' ? body.message : null
}

function freeSeatsOf(body: unknown): number | null {
  if (typeof body !== 'object' || body === null || !('number_of_free_seats' in body)) return null
  const seats = body.number_of_free_seats
  return typeof seats === 'number' && Number.isInteger(seats) && seats >= 0 ? seats : null
}

/** Decision 0016's refusals as the checkout and pay pages tell them apart. */
export function bookingFailure(error: unknown): BookingFailure {
  const base = { message: null, fieldErrors: {}, freeSeats: null }
  if (isTransportError(error)) return { ...base, kind: 'network', retrySameKey: true }
  // A 5xx, a success the page could not read, or no API error at all: it may have gone through.
  if (!isApiHttpError(error) || error.status < 400 || error.status >= 500) {
    return { ...base, kind: 'server', retrySameKey: true }
  }
  const message = bodyMessage(error.body)
  switch (error.code) {
    case 'idempotency_key_in_progress':
      return { ...base, kind: 'in-progress', message, retrySameKey: true }
    case 'not_enough_seats':
      return {
        ...base,
        kind: 'not-enough-seats',
        message,
        freeSeats: freeSeatsOf(error.body),
        retrySameKey: false,
      }
    case 'tour_date_not_bookable':
      return { ...base, kind: 'not-bookable', message, retrySameKey: false }
    default:
      return {
        kind: Object.keys(error.errors).length > 0 ? 'fields' : 'refused',
        message,
        fieldErrors: error.errors,
        freeSeats: null,
        retrySameKey: false,
      }
  }
}

/**
 * One Idempotency-Key per filled form (decision 0016): a double press or a retry of the same
 * request sends the same key, so it is booked or charged once; a changed request gets a new key
 * (the API refuses a key reused for another body). `release` after a clear refusal: the next
 * press is a new request.
 */
export function createIdempotencyKeys(newKey: () => string = () => crypto.randomUUID()) {
  let current: { readonly key: string; readonly request: string } | null = null
  return {
    keyFor(request: unknown): string {
      const text = JSON.stringify(request)
      if (current?.request !== text) current = { key: newKey(), request: text }
      return current.key
    },
    release(): void {
      current = null
    },
  }
}
