import { describe, expect, it } from 'vitest'
import { ApiBadRequestError } from '@tourmarket/api-client/client'
import {
  programFailureMessage,
  programRecipientError,
  tourProgramPdfHref,
} from './tour-program-actions.tsx'

describe('tour program actions', () => {
  it('links the PDF with its language and currency, so it works without a script or headers', () => {
    expect(tourProgramPdfHref(12, 'ru', 'RUB')).toBe(
      '/spa/private-tour-program-pdf?id=12&language=ru&currency=RUB',
    )
  })

  it('checks the address with the §5 rules in the page language', () => {
    expect(programRecipientError('email', 'anna@example.com', 'en-US')).toBeNull()
    expect(programRecipientError('email', 'anna@', 'en-US')).toBe('Please enter a valid e-mail.')
    expect(programRecipientError('email', '  ', 'en-US')).toBe('Required field.')
    expect(programRecipientError('whatsapp', '+79123456789', 'ru')).toBeNull()
    expect(programRecipientError('whatsapp', '12345', 'en-US')).toBe(
      'Please enter a valid phone number',
    )
    expect(programRecipientError('subscribe', 'anna@', 'ru')).toBe('Введите корректный e-mail.')
  })

  it('shows the API’s own message for the field, the limit in plain words, else a retry hint', () => {
    const t = (key: string) => key
    const refusal = (status: number, body: unknown) =>
      new ApiBadRequestError({
        request: { method: 'POST', path: '/spa/subscribe-tour-program' },
        status,
        body,
      })
    const badEmail = refusal(400, { errors: { email: ['Please enter a valid e-mail.'] } })
    expect(programFailureMessage('subscribe', badEmail, t)).toBe('Please enter a valid e-mail.')
    expect(programFailureMessage('subscribe', refusal(429, { type: 'captcha' }), t)).toBe(
      'tourProgram.tooMany',
    )
    expect(programFailureMessage('subscribe', refusal(404, {}), t)).toBe(
      'tourProgram.subscribeFailed',
    )
    expect(programFailureMessage('email', new Error('offline'), t)).toBe('tourProgram.failed')
  })
})
