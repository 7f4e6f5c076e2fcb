import type { Request, Response } from 'express'
import { describe, expect, it } from 'vitest'
import { securityHeaders } from './security-headers.ts'

/** The headers the middleware sets for a request to `path`. */
function headersFor(path: string): Record<string, string> {
  const set: Record<string, string> = {}
  const request = { originalUrl: path, secure: false } as Request
  const response = {
    set(values: Record<string, string>) {
      Object.assign(set, values)
      return response
    },
  } as unknown as Response
  securityHeaders(request, response, () => undefined)
  return set
}

describe('Referrer-Policy (issue 37)', () => {
  it.each([
    '/meet?key=q7Xv_2LpN0c-Rz8YwK4mT1bH9sJ6dF3aE5gU0iOlPxA',
    '/booking/uuid/3f0c6f1e-8a7b-4c2d-9e10-5b6a7c8d9e0f',
    '/ru/review/3f0c6f1e-8a7b-4c2d-9e10-5b6a7c8d9e0f',
    '/login-via-token?token=q7Xv_2LpN0c-Rz8YwK4mT1bH9sJ6dF3aE5gU0iOlPxA',
    '/password-reset?token=abc',
  ])('names a capability address %s in no Referer to another origin', (path) => {
    expect(headersFor(path)['Referrer-Policy']).toBe('same-origin')
  })

  it('sends other pages’ origin only to other sites', () => {
    expect(headersFor('/tours?country=italy')['Referrer-Policy']).toBe(
      'strict-origin-when-cross-origin',
    )
  })
})
