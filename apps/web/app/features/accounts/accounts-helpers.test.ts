import {
  ApiBadRequestError,
  ApiBadResponseError,
  NetworkError,
} from '@tourmarket/api-client/client'
import { describe, expect, it } from 'vitest'
import { safeBackPath } from './accounts-text.ts'
import { apiFailure } from '../../lib/api-failure.ts'

const request = { method: 'POST', path: '/crm/api/user/register' }

describe('accounts pages: where a sign-in returns', () => {
  it('goes back to a path of this site, never to another origin', () => {
    expect(safeBackPath('/settings?tab=email', '/')).toBe('/settings?tab=email')
    expect(safeBackPath(null, '/ru')).toBe('/ru')
    for (const unsafe of [
      'https://evil.example',
      '//evil.example',
      '/\\evil.example',
      '/\t/evil.example',
      '/.//evil.example',
      '/%2e//evil.example',
      'x',
    ]) {
      expect(safeBackPath(unsafe, '/'), unsafe).toBe('/')
    }
  })
})

describe('§8 accounts pages: API refusals on the form', () => {
  it('puts field errors under the fields the form has, the rest in the form message', () => {
    const error = new ApiBadRequestError({
      request,
      status: 400,
      body: {
        message: 'Some fields are not valid.',
        errors: { email: ['This e-mail is already registered.'], timezone: ['Unknown zone.'] },
      },
    })
    expect(apiFailure(error, ['email', 'password'], 'fallback')).toEqual({
      fieldErrors: { email: ['This e-mail is already registered.'] },
      message: 'Unknown zone.',
    })
  })

  it('shows the body’s message when no field is named', () => {
    const error = new ApiBadRequestError({
      request,
      status: 400,
      body: { message: 'Incorrect login or password.', code: 'invalid_credentials' },
    })
    expect(apiFailure(error, ['login', 'password'], 'fallback')).toEqual({
      fieldErrors: {},
      message: 'Incorrect login or password.',
    })
  })

  it('says the generic words for a 5xx or no answer at all', () => {
    const serverError = new ApiBadResponseError({ request, status: 500, body: { message: 'db' } })
    expect(apiFailure(serverError, [], 'Try later.').message).toBe('Try later.')
    expect(apiFailure(new NetworkError({ request }), [], 'Try later.').message).toBe('Try later.')
  })
})
