import {
  ApiBadRequestError,
  ApiBadResponseError,
  NetworkError,
} from '@tourmarket/api-client/client'
import { describe, expect, it, vi } from 'vitest'
import { apiFailureMessage, showApiFailure } from './api-failure.ts'

const request = { method: 'POST', path: '/crm/api/user/register' }

const refusal = new ApiBadRequestError({
  request,
  status: 400,
  body: {
    message: 'Some fields are not valid.',
    errors: { email: ['This e-mail is already registered.'], timezone: ['Unknown zone.'] },
  },
})

describe('§8 a failed call shown on its form', () => {
  it('puts the field errors on the form and returns the rest as the form message', () => {
    const form = { setErrors: vi.fn() }
    expect(showApiFailure(form, refusal, ['email', 'password'], 'fallback')).toBe('Unknown zone.')
    expect(form.setErrors).toHaveBeenCalledWith({ email: ['This e-mail is already registered.'] })
  })

  it('returns no message when the form’s fields say it all', () => {
    const form = { setErrors: vi.fn() }
    expect(showApiFailure(form, refusal, ['email', 'timezone'], 'fallback')).toBeNull()
    expect(form.setErrors).toHaveBeenCalledWith({
      email: ['This e-mail is already registered.'],
      timezone: ['Unknown zone.'],
    })
  })

  it('says the fallback and names no field when the call got no answer', () => {
    const form = { setErrors: vi.fn() }
    expect(showApiFailure(form, new NetworkError({ request }), ['email'], 'Try later.')).toBe(
      'Try later.',
    )
    expect(form.setErrors).toHaveBeenCalledWith({})
  })
})

describe('§8 a failed call as one message', () => {
  it('says the first field error when there are fields, else the body’s message', () => {
    expect(apiFailureMessage(refusal, 'fallback')).toBe('This e-mail is already registered.')
    const wordsOnly = new ApiBadRequestError({
      request,
      status: 400,
      body: { message: 'Incorrect login or password.' },
    })
    expect(apiFailureMessage(wordsOnly, 'fallback')).toBe('Incorrect login or password.')
  })

  it('says §8’s words for an SMS or mail outage (503), where the person asked', () => {
    const smsDown = new ApiBadResponseError({
      request,
      status: 503,
      body: {
        code: 'sms_unavailable',
        message: 'SMS sending is currently unavailable due to technical reasons...',
      },
    })
    expect(apiFailureMessage(smsDown, 'Try later.')).toBe(
      'SMS sending is currently unavailable due to technical reasons...',
    )
  })

  it('says the fallback for a 5xx, an answer without words or no answer', () => {
    const serverError = new ApiBadResponseError({ request, status: 500, body: { message: 'db' } })
    expect(apiFailureMessage(serverError, 'Try later.')).toBe('Try later.')
    const silent = new ApiBadRequestError({ request, status: 400, body: {} })
    expect(apiFailureMessage(silent, 'Try later.')).toBe('Try later.')
    expect(apiFailureMessage(new NetworkError({ request }), 'Try later.')).toBe('Try later.')
  })
})
