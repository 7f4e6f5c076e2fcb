import { describe, expect, it } from 'vitest'
import { analyticsSafeUrl, isCapabilityUrl } from './capability-urls.ts'

const site = 'https://tourmarket.example'
const uuid = '3f0c6f1e-8a7b-4c2d-9e10-5b6a7c8d9e0f'
/** A secret as the API makes them: 32 random bytes in base64url. */
const secret = 'q7Xv_2LpN0c-Rz8YwK4mT1bH9sJ6dF3aE5gU0iOlPxA'

/** The capability addresses of this product (§2 routes and the links its mails and pages make). */
const capabilityUrls: readonly [string, string][] = [
  [`/booking/uuid/${uuid}`, '/booking/uuid/redacted'],
  [`/booking/uuid/${uuid}?created=1`, '/booking/uuid/redacted?created=1'],
  [`/booking/pay/uuid/${uuid}`, '/booking/pay/uuid/redacted'],
  [`/booking/qr/uuid/${uuid}`, '/booking/qr/uuid/redacted'],
  [`/ru/booking/uuid/${uuid}`, '/ru/booking/uuid/redacted'],
  [`/order/${uuid}/individual-tour`, '/order/redacted/individual-tour'],
  [`/order/${uuid}/add-tourists`, '/order/redacted/add-tourists'],
  [`/arrival/${uuid}?saved=1`, '/arrival/redacted?saved=1'],
  [`/tg/${uuid}`, '/tg/redacted'],
  [`/review/${uuid}`, '/review/redacted'],
  [
    `/tour-program-subscriptions/${uuid}/unsubscribe`,
    '/tour-program-subscriptions/redacted/unsubscribe',
  ],
  [`/meet?key=${secret}`, '/meet?key=redacted'],
  [`/meet?key=${secret}&saved=1#files`, '/meet?key=redacted&saved=1'],
  [`/login-via-token?token=${secret}`, '/login-via-token?token=redacted'],
  [
    `/login-via-token?token=${secret}&back=%2Fchat%2F12`,
    '/login-via-token?token=redacted&back=%2Fchat%2F12',
  ],
  [`/password-reset?token=${secret}`, '/password-reset?token=redacted'],
  ['/login?login=vera%40example.com&code=48213', '/login?login=redacted&code=redacted'],
  ['/email-confirm?code=48213', '/email-confirm?code=redacted'],
  [`/fail?booking=${uuid}&status=paid`, '/fail?booking=redacted&status=paid'],
  [`/success?booking=${uuid}`, '/success?booking=redacted'],
  [`/collections?tour-selection-token=${secret}`, '/collections?tour-selection-token=redacted'],
  [`/login?back=%2Fbooking%2Fuuid%2F${uuid}`, '/login?back=%2Fbooking%2Fuuid%2Fredacted'],
  [
    `/login?back=${encodeURIComponent(`/meet?key=${secret}`)}`,
    '/login?back=%2Fmeet%3Fkey%3Dredacted',
  ],
  [`/${secret}`, '/redacted'],
  [`/media/files/${uuid}`, '/media/files/redacted'],
]

/** Ordinary pages, which analytics should see as they are. */
const ordinaryUrls = [
  '/',
  '/tours?country=italy&sort=price&page=2',
  '/italy-lake-como-boat-tour-with-lunch-and-wine-tasting-123',
  '/journal/how-to-pack-for-a-long-winter-hike-in-the-altai-mountains',
  '/collections?utm_source=newsletter&utm_campaign=winter',
  '/booking/12',
  '/tour-provider/24',
]

describe('issue 37: capability addresses, as analytics may see them', () => {
  it.each(capabilityUrls)('%s is reported as %s', (path, shown) => {
    expect(analyticsSafeUrl(`${site}${path}`)).toBe(`${site}${shown}`)
    expect(isCapabilityUrl(`${site}${path}`)).toBe(true)
  })

  it.each(ordinaryUrls)('%s is reported as it is', (path) => {
    expect(analyticsSafeUrl(`${site}${path}`)).toBe(`${site}${path}`)
    expect(isCapabilityUrl(`${site}${path}`)).toBe(false)
  })

  it('drops user info and anything that is not an http(s) address', () => {
    expect(analyticsSafeUrl('https://user:pass@tourmarket.example/')).toBe(`${site}/`)
    expect(analyticsSafeUrl('')).toBe('')
    expect(analyticsSafeUrl('javascript:alert(1)')).toBe('')
  })
})
