import { describe, expect, it } from 'vitest'
import { countryCorrection, isProfileIncomplete } from './profile.ts'

const complete = {
  first_name: 'Ann',
  last_name: 'Lee',
  email: 'ann@example.com',
  is_email_set: true,
}

describe('§4 session: profile is incomplete without a name or an e-mail', () => {
  it('§4 a profile with a name and an e-mail is complete', () => {
    expect(isProfileIncomplete(complete)).toBe(false)
  })

  it('§4 either the first or the last name is enough', () => {
    expect(isProfileIncomplete({ ...complete, last_name: null })).toBe(false)
    expect(isProfileIncomplete({ ...complete, first_name: '' })).toBe(false)
  })

  it('§4 no name at all makes it incomplete', () => {
    expect(isProfileIncomplete({ ...complete, first_name: null, last_name: undefined })).toBe(true)
    expect(isProfileIncomplete({ email: 'ann@example.com' })).toBe(true)
  })

  it('§4 whitespace-only names and e-mails count as missing', () => {
    expect(isProfileIncomplete({ ...complete, first_name: '  ', last_name: '\t' })).toBe(true)
    expect(isProfileIncomplete({ ...complete, email: '   ' })).toBe(true)
  })

  it('§4 no e-mail makes it incomplete', () => {
    expect(isProfileIncomplete({ ...complete, email: null })).toBe(true)
    expect(isProfileIncomplete({ ...complete, email: '' })).toBe(true)
  })

  it('§3 an e-mail the API marks as not set (is_email_set false) does not count', () => {
    expect(isProfileIncomplete({ ...complete, is_email_set: false })).toBe(true)
    expect(isProfileIncomplete({ ...complete, is_email_set: undefined })).toBe(false)
  })
})

describe('§4 session: country correction', () => {
  it('§4 changes a different country to the current one', () => {
    expect(countryCorrection(31, 228)).toBe(228)
  })

  it('§4 changes a missing country to the current one', () => {
    expect(countryCorrection(null, 228)).toBe(228)
    expect(countryCorrection(undefined, 228)).toBe(228)
  })

  it('§4 leaves a matching country alone', () => {
    expect(countryCorrection(228, 228)).toBeNull()
  })

  it('§4 changes nothing when there is no current country', () => {
    expect(countryCorrection(31, null)).toBeNull()
    expect(countryCorrection(null, undefined)).toBeNull()
  })
})
