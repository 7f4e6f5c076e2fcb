import { describe, expect, it } from 'vitest'
import { programRecipientError, tourProgramPdfHref } from './tour-program-actions.tsx'

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
  })
})
