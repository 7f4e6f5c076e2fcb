import { describe, expect, it } from 'vitest'
import { maskedLogin } from './masked-login.ts'

describe('/login-via-token names the signed-in account without showing it whole', () => {
  it('keeps the first letter and the domain of an e-mail, else the last four digits of a phone', () => {
    expect(maskedLogin({ email: 'vera.journey@example.com', phone: null })).toBe('v•••@example.com')
    expect(maskedLogin({ email: null, phone: '+1 202 555 0143' })).toBe('•••0143')
    expect(maskedLogin({ email: null, phone: null })).toBeNull()
  })
})
