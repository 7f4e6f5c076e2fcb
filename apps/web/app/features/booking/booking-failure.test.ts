import {
  ApiBadRequestError,
  ApiBadResponseError,
  NetworkError,
  TimeoutError,
} from '@tourmarket/api-client/client'
import { describe, expect, it } from 'vitest'
import { bookingFailure, createIdempotencyKeys } from './booking-failure.ts'

const request = { method: 'POST', path: '/crm/api/request/create' }
const refusal = (status: number, body: unknown) => new ApiBadRequestError({ request, status, body })

describe('decision 0016 refusals of request/create and invoice/pay', () => {
  it('tells the seat, date and in-flight refusals apart, with the API’s words', () => {
    const seats = bookingFailure(
      refusal(409, {
        message: 'Only 1 seat is left on this date.',
        code: 'not_enough_seats',
        number_of_free_seats: 1,
      }),
    )
    expect(seats).toMatchObject({
      kind: 'not-enough-seats',
      message: 'Only 1 seat is left on this date.',
      freeSeats: 1,
      retrySameKey: false,
    })
    expect(
      bookingFailure(refusal(409, { message: 'Closed.', code: 'tour_date_not_bookable' })).kind,
    ).toBe('not-bookable')
    expect(
      bookingFailure(refusal(409, { message: 'Wait.', code: 'idempotency_key_in_progress' })),
    ).toMatchObject({ kind: 'in-progress', retrySameKey: true })
  })

  it('passes field errors on, and other refusals with their message; both get a new key next', () => {
    const fields = bookingFailure(
      refusal(400, {
        message: 'Some fields are not valid.',
        code: 'validation_failed',
        errors: { 'tourists.0.birthday': ['The birthday must be in the past.'] },
      }),
    )
    expect(fields).toMatchObject({
      kind: 'fields',
      fieldErrors: { 'tourists.0.birthday': ['The birthday must be in the past.'] },
      retrySameKey: false,
    })
    expect(bookingFailure(refusal(403, { message: 'Not yours.', code: 'forbidden' }))).toEqual({
      kind: 'refused',
      message: 'Not yours.',
      fieldErrors: {},
      freeSeats: null,
      retrySameKey: false,
    })
  })

  it('keeps the key when the call may have gone through: no answer, a 5xx, an unreadable success', () => {
    expect(bookingFailure(new NetworkError({ request }))).toMatchObject({
      kind: 'network',
      retrySameKey: true,
    })
    expect(bookingFailure(new TimeoutError({ request })).retrySameKey).toBe(true)
    expect(
      bookingFailure(new ApiBadResponseError({ request, status: 502, body: 'Bad gateway' })),
    ).toMatchObject({ kind: 'server', retrySameKey: true })
    expect(
      bookingFailure(new ApiBadResponseError({ request, status: 200, body: { id: 'x' } })),
    ).toMatchObject({ kind: 'server', retrySameKey: true })
  })
})

describe('Idempotency-Key per filled form', () => {
  it('reuses the key for the same request, makes a new one for a changed request or after release', () => {
    let made = 0
    const keys = createIdempotencyKeys(() => `key-${++made}`)
    const body = { tour_date_id: 1, tourists: [{ first_name: 'Vera' }] }
    expect(keys.keyFor(body)).toBe('key-1')
    expect(keys.keyFor({ ...body })).toBe('key-1')
    expect(keys.keyFor({ ...body, tour_date_id: 2 })).toBe('key-2')
    keys.release()
    expect(keys.keyFor({ ...body, tour_date_id: 2 })).toBe('key-3')
  })

  it('makes random keys by default', () => {
    const keys = createIdempotencyKeys()
    const first = keys.keyFor({ a: 1 })
    expect(first).toMatch(/^[0-9a-f-]{36}$/)
    keys.release()
    expect(keys.keyFor({ a: 1 })).not.toBe(first)
  })
})
