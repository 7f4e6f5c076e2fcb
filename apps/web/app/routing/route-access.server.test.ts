import { getBrand } from '@tourmarket/domain/brand'
import { describe, expect, it } from 'vitest'
import { SESSION_COOKIE } from '../lib/session.server.ts'
import { localizedRoutes } from './localized-routes.ts'
import { enforceRouteRules, matchSiteRoute } from './route-access.server.ts'
import { bookingBasePath, siteRoutes } from './site-routes.ts'

const withRussian = getBrand('tourmarket')
const englishOnly = getBrand('tourmarket-global')

function request(path: string, cookie?: string): Request {
  return new Request(`http://127.0.0.1${path}`, cookie ? { headers: { cookie } } : {})
}

function thrownBy(action: () => unknown): Response {
  try {
    action()
  } catch (thrown) {
    if (thrown instanceof Response) return thrown
    throw thrown
  }
  throw new Error('expected a Response to be thrown')
}

describe('§2 route table', () => {
  it('declares every route of the §2 table once, with an access rule', () => {
    const names = siteRoutes('booking').map((route) => route.name)
    expect(new Set(names).size).toBe(names.length)
    for (const name of [
      'home',
      'settings',
      'login',
      'login-via-token',
      'register',
      'email-confirm',
      'redirect',
      'short-link',
      'employees-cookie',
      'chat',
      'booking',
      'booking-uuid',
      'booking-pay',
      'booking-pay-uuid',
      'booking-qr',
      'booking-qr-uuid',
      'add-tourists',
      'individual-tour',
      'payment-failed',
      'success',
      'fail',
      'arrival',
      'messenger-redirect',
      'destinations',
      'collections',
      'join',
      'about',
      'gift-cards',
      'journal',
      'tours',
      'tours-by-request',
      'favorites',
      'help-center',
      'organizer-id',
      'tour-providers',
      'meet',
      'contacts',
      'agreement',
      'tour-provider-agreement',
      'privacy',
      'safety-rules',
      'review',
    ]) {
      expect(names).toContain(name)
    }
  })

  it('§6 marks settings, email-confirm, chat and booking/{id} authOnly; of the added pages, checkout, My trips, the trip pack and alerts', () => {
    const authOnly = siteRoutes('booking')
      .filter(
        (route) =>
          route.access === 'authOnly' &&
          !route.name.startsWith('office') &&
          !route.name.startsWith('admin'),
      )
      .map((route) => route.name)
    expect(authOnly.sort()).toEqual([
      'alerts',
      'booking',
      'booking-trip-pack',
      'bookings',
      'chat',
      'checkout',
      'email-confirm',
      'settings',
      'settings-my-data',
    ])
  })

  it('issue 40: keeps every page of the organizer office signed-in only', () => {
    const office = siteRoutes('booking').filter((route) => route.path.startsWith('/office'))
    expect(office.map((route) => route.name)).toContain('office')
    expect(office.length).toBeGreaterThan(5)
    for (const route of office) expect(route.access, route.name).toBe('authOnly')
  })

  it('issue 43: keeps every page of the operator console signed-in only', () => {
    const consolePages = siteRoutes('booking').filter((route) => route.path.startsWith('/admin'))
    // Sections add their pages; each must be here and signed-in only.
    expect(consolePages.map((route) => route.name)).toEqual(
      expect.arrayContaining([
        'admin',
        'admin-bookings',
        'admin-booking',
        'admin-finance',
        'admin-finance-payouts',
        'admin-finance-commission',
        'admin-finance-ledger-csv',
        'admin-finance-payouts-csv',
        'admin-finance-commission-csv',
      ]),
    )
    for (const route of consolePages) expect(route.access, route.name).toBe('authOnly')
  })

  it('§2 puts Russian routes under /ru and English at the root', () => {
    const routes = localizedRoutes('booking')
    expect(routes.find((route) => route.id === 'home')?.routerPath).toBe('/')
    expect(routes.find((route) => route.id === 'home.ru')?.routerPath).toBe('/ru')
    expect(routes.find((route) => route.id === 'settings.ru')?.routerPath).toBe(
      '/ru/settings/:section?',
    )
  })

  it('§2 the booking base path is configurable, booking by default', () => {
    expect(bookingBasePath({})).toBe('booking')
    expect(bookingBasePath({ BOOKING_BASE_PATH: '/trips/' })).toBe('trips')
    expect(() => bookingBasePath({ BOOKING_BASE_PATH: 'Trips?x' })).toThrow(/BOOKING_BASE_PATH/)
  })

  it('ranks routes as the router does: booking/uuid/{uuid} is not booking/{id}, a tour slug is the catch-all', () => {
    expect(matchSiteRoute('/booking/uuid/0f8b6a52-3c4d-4e5f-8a9b-0c1d2e3f4a5b')?.route.name).toBe(
      'booking-uuid',
    )
    expect(matchSiteRoute('/booking/42')?.route.name).toBe('booking')
    expect(matchSiteRoute('/booking')?.route.name).toBe('bookings')
    expect(matchSiteRoute('/booking/new/12')?.route.name).toBe('checkout')
    expect(
      matchSiteRoute('/booking/pay/uuid/0f8b6a52-3c4d-4e5f-8a9b-0c1d2e3f4a5b')?.route.name,
    ).toBe('booking-pay-uuid')
    expect(matchSiteRoute('/altai-trek-1234')?.route.name).toBe('tours')
    expect(matchSiteRoute('/ru/chat')?.route.id).toBe('chat.ru')
  })
})

describe('§2/§6 route rules applied to a request', () => {
  it('§6 sends a logged-out visitor of an authOnly route to login and back', () => {
    const response = thrownBy(() => enforceRouteRules(request('/settings?tab=email'), withRussian))
    expect(response.status).toBe(302)
    expect(response.headers.get('location')).toBe('/login?back=%2Fsettings%3Ftab%3Demail')
  })

  it('applies the rules to a client navigation’s data request as to the page itself', () => {
    const response = thrownBy(() =>
      enforceRouteRules(request('/booking/new/12.data?_routes=checkout'), withRussian),
    )
    expect(response.status).toBe(302)
    expect(response.headers.get('location')).toBe('/login?back=%2Fbooking%2Fnew%2F12')
    expect(
      thrownBy(() => enforceRouteRules(request('/booking/new/x.data'), withRussian)).status,
    ).toBe(404)
    expect(enforceRouteRules(request('/_.data?_routes=home'), withRussian).name).toBe('home')
  })

  it('§6 sends a Russian visitor to the Russian login page', () => {
    const response = thrownBy(() => enforceRouteRules(request('/ru/chat/5'), withRussian))
    expect(response.headers.get('location')).toBe('/ru/login?back=%2Fru%2Fchat%2F5')
  })

  it('§4 lets a visitor with a session token through to an authOnly route', () => {
    const route = enforceRouteRules(
      request('/settings', `${SESSION_COOKIE}=${encodeURIComponent('Bearer abc')}`),
      withRussian,
    )
    expect(route.name).toBe('settings')
  })

  it('§2 shows the 404 page when a validity check fails', () => {
    expect(thrownBy(() => enforceRouteRules(request('/r/abc'), withRussian)).status).toBe(404)
    expect(
      thrownBy(() => enforceRouteRules(request('/booking/new/next-week'), withRussian)).status,
    ).toBe(404)
    expect(
      thrownBy(() => enforceRouteRules(request('/tour-provider/x1'), withRussian)).status,
    ).toBe(404)
    expect(
      thrownBy(() => enforceRouteRules(request('/booking/uuid/not-a-uuid'), withRussian)).status,
    ).toBe(404)
    expect(
      thrownBy(() => enforceRouteRules(request('/order/42/add-tourists'), withRussian)).status,
    ).toBe(404)
    expect(enforceRouteRules(request('/r/17'), withRussian).name).toBe('short-link')
  })

  it('§1 answers Russian routes with 404 where the brand does not enable Russian', () => {
    expect(enforceRouteRules(request('/ru'), withRussian).id).toBe('home.ru')
    expect(thrownBy(() => enforceRouteRules(request('/ru'), englishOnly)).status).toBe(404)
  })

  it('§2 the meet page needs its secret key in the query', () => {
    expect(thrownBy(() => enforceRouteRules(request('/meet'), withRussian)).status).toBe(404)
    expect(enforceRouteRules(request('/meet?key=s3cret'), withRussian).name).toBe('meet')
  })
})
