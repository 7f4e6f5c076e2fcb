import { describe, expect, it } from 'vitest'
import { translatorFor } from '../../../i18n/translator.ts'
import { complaintTextError } from './tour-complaint.tsx'

const t = translatorFor('en-US')

describe('§5 complaint text', () => {
  it('§5 required: empty or whitespace-only', () => {
    expect(complaintTextError('   ', t)).toBe('Required field.')
  })

  it('§5 min length 10 once trimmed', () => {
    expect(complaintTextError('  0123456789  ', t)).toBe(null)
    expect(complaintTextError('  123456789  ', t)).toBe('Minimum 10 characters.')
  })

  it('§5 max length 2000', () => {
    expect(complaintTextError('a'.repeat(2000), t)).toBe(null)
    expect(complaintTextError('a'.repeat(2001), t)).toBe('Maximum 2000 characters.')
  })
})
