import { describe, expect, it } from 'vitest'
import { translatorFor } from '../i18n/translator.ts'
import { errorScreenFor } from './error-screens.ts'

const english = translatorFor('en-US')
const russian = translatorFor('ru')

describe('§8 error pages: heading chosen by status', () => {
  it('404 is "Page not found" and offers the way home (§2)', () => {
    expect(errorScreenFor(404, english)).toEqual({
      status: 404,
      heading: 'Page not found',
      message: null,
      offersHomeLink: true,
      offersToursLink: false,
      supportChatMessage: 'Page Not Found',
    })
  })

  it('503 is "Something went wrong"', () => {
    expect(errorScreenFor(503, english)).toMatchObject({
      status: 503,
      heading: 'Something went wrong',
    })
  })

  it('403 is "Access is denied", heading only', () => {
    expect(errorScreenFor(403, english)).toEqual({
      status: 403,
      heading: 'Access is denied',
      message: null,
      offersHomeLink: false,
      offersToursLink: false,
      supportChatMessage: null,
    })
  })

  it('410 is "An error occurred", says the tour dates have passed and leads on to other tours', () => {
    expect(errorScreenFor(410, english)).toEqual({
      status: 410,
      heading: 'An error occurred',
      message: 'All dates of this tour have passed. Other trips are waiting in the search.',
      offersHomeLink: false,
      offersToursLink: true,
      supportChatMessage: null,
    })
  })

  it.each([500, 400, 401, 418, 502, 0])(
    '%i is treated as 500: "Error" / "Please try again later"',
    (status) => {
      expect(errorScreenFor(status, english)).toEqual({
        status: 500,
        heading: 'Error',
        message: 'Please try again later',
        offersHomeLink: false,
        offersToursLink: false,
        supportChatMessage: null,
      })
    },
  )

  it('§2 only the 404 screen offers the go-to-home link and the support chat', () => {
    const others = [403, 410, 500, 503].map((status) => errorScreenFor(status, english))
    expect(others.map((screen) => screen.offersHomeLink)).toEqual([false, false, false, false])
    expect(others.map((screen) => screen.supportChatMessage)).toEqual([null, null, null, null])
  })

  it('§1 speaks Russian on Russian pages', () => {
    expect(errorScreenFor(404, russian)).toMatchObject({ heading: 'Страница не найдена' })
    expect(errorScreenFor(500, russian)).toMatchObject({
      heading: 'Ошибка',
      message: 'Пожалуйста, попробуйте позже',
    })
  })
})
