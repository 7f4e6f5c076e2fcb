import { describe, expect, it } from 'vitest'
import {
  PROGRAM_SUBSCRIBE_PATH,
  safeBackPath,
  subscribeBody,
  subscribeQuery,
  subscribeTargetOf,
} from './program-subscription.ts'

describe('the program subscription form without JavaScript', () => {
  it('posts to its page with the tour, currency and way back in the query, which the page reads back', () => {
    const target = { tourId: 12, currency: 'EUR' as const, back: '/ru/altai-trek-12' }
    const query = subscribeQuery(target)
    expect(`${PROGRAM_SUBSCRIBE_PATH}?${query}`).toBe(
      '/tour-program-subscriptions?tour=12&currency=EUR&back=%2Fru%2Faltai-trek-12',
    )
    expect(subscribeTargetOf(new URLSearchParams(query))).toEqual(target)
  })

  it('has no tour without a positive id, drops an unknown currency and goes back only on this site', () => {
    expect(subscribeTargetOf(new URLSearchParams('tour=abc'))).toBeNull()
    expect(subscribeTargetOf(new URLSearchParams('tour=0'))).toBeNull()
    expect(
      subscribeTargetOf(new URLSearchParams('tour=7&currency=gbp&back=//evil.example')),
    ).toEqual({ tourId: 7, currency: undefined, back: '/' })
    expect(subscribeTargetOf(new URLSearchParams('tour=7&currency=rub'))?.currency).toBe('RUB')
    expect(safeBackPath('/tour-7')).toBe('/tour-7')
    expect(safeBackPath('https://evil.example/')).toBe('/')
    expect(safeBackPath('/\\evil.example')).toBe('/')
    expect(safeBackPath('/.//evil.example')).toBe('/')
  })

  it('sends §7 subscribe-tour-program the trimmed address, the tour and the currency if known', () => {
    expect(subscribeBody({ email: ' anna@example.com ', tourId: 5, currency: 'USD' })).toEqual({
      email: 'anna@example.com',
      tour_id: 5,
      currency: 'USD',
    })
    expect(subscribeBody({ email: 'a@b.co', tourId: 5, currency: undefined })).toEqual({
      email: 'a@b.co',
      tour_id: 5,
    })
  })
})
