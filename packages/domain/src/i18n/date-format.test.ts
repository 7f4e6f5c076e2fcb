import { describe, expect, it } from 'vitest'
import { dateFormat } from './date-format.ts'

describe('dateFormat', () => {
  const shortDay = dateFormat({ day: 'numeric', month: 'short', timeZone: 'UTC' })
  const june10 = new Date('2026-06-10T00:00:00Z')

  it('formats with the options in the locale asked for', () => {
    expect(shortDay('en-US').format(june10)).toBe('Jun 10')
    expect(shortDay('en-GB').format(june10)).toBe('10 Jun')
  })

  it('builds each locale’s formatter once', () => {
    expect(shortDay('en-US')).toBe(shortDay('en-US'))
    expect(shortDay('en-US')).not.toBe(shortDay('en-GB'))
  })
})
