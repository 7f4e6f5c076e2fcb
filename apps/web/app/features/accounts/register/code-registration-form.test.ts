import { describe, expect, it } from 'vitest'
import { codeRegistrationBody } from './code-registration-form.ts'

describe('codeRegistrationBody', () => {
  it('sends the first code by e-mail to an e-mail, trimmed', () => {
    expect(
      codeRegistrationBody(
        { first_name: ' Ada ', last_name: 'Lovelace ', login: ' ada@example.com ', consent: true },
        'Europe/London',
      ),
    ).toEqual({
      login: 'ada@example.com',
      code_sender: 'email',
      first_name: 'Ada',
      last_name: 'Lovelace',
      timezone: 'Europe/London',
    })
  })

  it('sends it by SMS to a phone, and leaves the time zone out when unknown', () => {
    expect(
      codeRegistrationBody(
        { first_name: 'Ada', last_name: 'Lovelace', login: '+12025550143', consent: true },
        null,
      ),
    ).toMatchObject({ login: '+12025550143', code_sender: 'sms', timezone: null })
  })
})
