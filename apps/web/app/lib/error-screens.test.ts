import { describe, expect, it } from 'vitest'
import { errorScreenFor } from './error-screens.ts'

describe('§8 error pages: heading chosen by status', () => {
  it('404 is "Page not found" and offers the way home (§2)', () => {
    expect(errorScreenFor(404)).toEqual({
      status: 404,
      heading: 'Page not found',
      message: null,
      offersHomeLink: true,
    })
  })

  it('503 is "Something went wrong"', () => {
    expect(errorScreenFor(503)).toMatchObject({ status: 503, heading: 'Something went wrong' })
  })

  it('403 is "Access is denied", heading only', () => {
    expect(errorScreenFor(403)).toEqual({
      status: 403,
      heading: 'Access is denied',
      message: null,
      offersHomeLink: false,
    })
  })

  it('410 is "An error occurred"', () => {
    expect(errorScreenFor(410)).toMatchObject({ status: 410, heading: 'An error occurred' })
  })

  it.each([500, 400, 401, 418, 502, 0])(
    '%i is treated as 500: "Error" / "Please try again later"',
    (status) => {
      expect(errorScreenFor(status)).toEqual({
        status: 500,
        heading: 'Error',
        message: 'Please try again later',
        offersHomeLink: false,
      })
    },
  )

  it('only the 404 screen offers the go-to-home link', () => {
    expect([403, 410, 500, 503].map((status) => errorScreenFor(status).offersHomeLink)).toEqual([
      false,
      false,
      false,
      false,
    ])
  })
})
