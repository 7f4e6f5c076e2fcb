import { describe, expect, it } from 'vitest'
import { errorScreenMessages, errorScreenStatus } from './error-screen.ts'
import { globalMessages } from './global-messages.ts'
import { createTranslator } from './translator.ts'

const english = createTranslator('en-US', globalMessages)

describe('§2/§8 fatal error screen by status', () => {
  it.each([
    [404, 'Page not found'],
    [410, 'An error occurred'],
    [403, 'Access is denied'],
    [503, 'Something went wrong'],
    [500, 'Error'],
  ])('%d shows %j', (status, heading) => {
    expect(english(errorScreenMessages(status).headingKey)).toBe(heading)
  })

  it('§8 410 (tour dates passed) says the dates have passed', () => {
    const { textKey } = errorScreenMessages(410)
    expect(textKey && english(textKey)).toMatch(/^All dates of this tour have passed/)
  })

  it('403 is heading only', () => {
    expect(errorScreenMessages(403).textKey).toBeNull()
  })

  it("the default screen says 'Please try again later'", () => {
    const { textKey } = errorScreenMessages(500)
    expect(textKey && english(textKey)).toBe('Please try again later')
  })

  it.each([400, 401, 418, 502, 504, 0])('anything else (%d) is treated as 500', (status) => {
    expect(errorScreenStatus(status)).toBe(500)
    expect(errorScreenMessages(status)).toEqual(errorScreenMessages(500))
  })
})
