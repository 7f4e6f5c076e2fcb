import { describe, expect, it } from 'vitest'
import {
  ApiBadRequestError,
  ApiBadResponseError,
  ApiError,
  CanceledError,
  CaptchaRequiredError,
  NetworkError,
  RequestAbortedError,
  TimeoutError,
  isApiBadRequestError,
  isApiBadResponseError,
  isApiError,
  isApiHttpError,
  isCancellation,
  isCaptchaRequiredError,
  isTransportError,
} from './errors.ts'

const request = { method: 'GET', path: '/spa/tour' }

describe('§8 error messages', () => {
  it('§8 transport errors use the catalogue words', () => {
    expect(new NetworkError().message).toBe('network error')
    expect(new RequestAbortedError().message).toBe('request aborted')
    expect(new TimeoutError().message).toBe('timeout exceeded')
    expect(new CanceledError().message).toBe('canceled')
  })

  it('§8 status errors read message or error from the body, else bad request / bad response', () => {
    expect(new ApiBadRequestError({ request, status: 400, body: { message: 'No.' } }).message).toBe(
      'No.',
    )
    expect(new ApiBadRequestError({ request, status: 400, body: { error: 'Nope.' } }).message).toBe(
      'Nope.',
    )
    expect(new ApiBadRequestError({ request, status: 400, body: 'oops' }).message).toBe(
      'bad request',
    )
    expect(new ApiBadResponseError({ request, status: 500, body: { message: ' ' } }).message).toBe(
      'bad response',
    )
  })

  it('§8 validation details: lists kept, a lone string becomes a list, junk dropped', () => {
    const error = new ApiBadRequestError({
      request,
      status: 422,
      body: {
        message: 'Validation failed.',
        code: 'validation_failed',
        errors: { email: ['Required field.'], phone: 'Incorrect phone number', age: [3], x: null },
      },
    })
    expect(error.errors).toEqual({
      email: ['Required field.'],
      phone: ['Incorrect phone number'],
    })
    expect(error.code).toBe('validation_failed')
    expect(error.status).toBe(422)
    expect(error.method).toBe('GET')
    expect(error.path).toBe('/spa/tour')
  })

  it('§8 captcha required names its kind and is a 4xx', () => {
    const error = new CaptchaRequiredError({
      request,
      status: 429,
      body: { type: 'hard_captcha', message: 'Prove it.' },
      kind: 'hard_captcha',
    })
    expect(error.message).toBe('captcha required')
    expect(error.kind).toBe('hard_captcha')
    expect(error).toBeInstanceOf(ApiBadRequestError)
  })
})

describe('§8 error type guards', () => {
  const badRequest = new ApiBadRequestError({ request, status: 404, body: {} })
  const badResponse = new ApiBadResponseError({ request, status: 503, body: {} })
  const captcha = new CaptchaRequiredError({ request, status: 429, body: {}, kind: 'captcha' })
  const errors = [
    badRequest,
    badResponse,
    captcha,
    new NetworkError(),
    new RequestAbortedError(),
    new TimeoutError(),
    new CanceledError(),
  ]

  it('§8 every client error shares the ApiError base; other values do not', () => {
    for (const error of errors) {
      expect(isApiError(error)).toBe(true)
      expect(error).toBeInstanceOf(ApiError)
    }
    expect(isApiError(new Error('x'))).toBe(false)
    expect(isApiError({ message: 'bad request' })).toBe(false)
  })

  it('§8 guards tell status errors from transport errors', () => {
    expect(errors.map(isApiHttpError)).toEqual([true, true, true, false, false, false, false])
    expect(errors.map(isTransportError)).toEqual([false, false, false, true, true, true, true])
    expect(errors.map(isApiBadRequestError)).toEqual([
      true,
      false,
      true,
      false,
      false,
      false,
      false,
    ])
    expect(errors.map(isApiBadResponseError)).toEqual([
      false,
      true,
      false,
      false,
      false,
      false,
      false,
    ])
    expect(errors.map(isCaptchaRequiredError)).toEqual([
      false,
      false,
      true,
      false,
      false,
      false,
      false,
    ])
  })

  it('§8 aborted and canceled are cancellations; a timeout is not', () => {
    expect(errors.map(isCancellation)).toEqual([false, false, false, false, true, false, true])
  })

  it('§8 errors carry readable names for logs', () => {
    expect(errors.map((error) => error.name)).toEqual([
      'ApiBadRequestError',
      'ApiBadResponseError',
      'CaptchaRequiredError',
      'NetworkError',
      'RequestAbortedError',
      'TimeoutError',
      'CanceledError',
    ])
  })
})
