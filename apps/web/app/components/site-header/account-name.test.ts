import { describe, expect, it } from 'vitest'
import { displayName } from './account-name.ts'

describe('the name the header shows', () => {
  it('joins first and last name, skipping blanks', () => {
    expect(displayName({ first_name: 'Anna', last_name: 'Ivanova', email: 'a@b.c' })).toBe(
      'Anna Ivanova',
    )
    expect(displayName({ first_name: ' ', last_name: 'Ivanova', email: 'a@b.c' })).toBe('Ivanova')
  })

  it('falls back to the e-mail, then the phone', () => {
    expect(displayName({ first_name: null, last_name: null, email: 'a@b.c' })).toBe('a@b.c')
    expect(
      displayName({ first_name: null, last_name: null, email: null, phone: '+12025550143' }),
    ).toBe('+12025550143')
  })
})
