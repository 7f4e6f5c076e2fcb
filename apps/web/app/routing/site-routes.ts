import { isSettingsPath } from './settings-sections.ts'
import { adminRoutes } from './admin-routes.ts'
import { officeRoutes } from './office-routes.ts'

/**
 * The §2 route table as data: every route of the storefront with its access rule and validity
 * check, and its page. app/routes.ts builds the router configuration from it, so a route cannot
 * be added without saying who may open it.
 */

/** §2/§6 access: open, authenticated only, the meet page's secret key, or "not shown" by the spec. */
export type RouteAccess = 'open' | 'authOnly' | 'keyHolder' | 'notShown'

export type SiteRoute = {
  /** The route's name (§2 names where the spec gives one, e.g. `tours`, `organizer-id`). */
  readonly name: string
  /** React Router path pattern, English at the root (`:id`, `:id?`, `*`). */
  readonly path: string
  readonly access: RouteAccess
  /** §2: a route may carry a validity check; when it fails the 404 page is shown. */
  readonly isValid?: (params: Readonly<Record<string, string | undefined>>) => boolean
  /** The route module (relative to app/). */
  readonly page: string
}

const digits = /^\d+$/
const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i
/** §2: tour pages and journal articles are slugs ending in -digits. */
export const slugEndingInDigits = /^[a-z0-9]+(?:-[a-z0-9]+)*-\d+$/

const hasDigitsId = (params: Readonly<Record<string, string | undefined>>) =>
  digits.test(params.id ?? '')
const hasUuid = (params: Readonly<Record<string, string | undefined>>) =>
  uuid.test(params.uuid ?? '')
const hasDigitsTourDateId = (params: Readonly<Record<string, string | undefined>>) =>
  digits.test(params.tourDateId ?? '')
/** §2 names the add-tourists parameter `id`, but §7 add-tourists takes the booking's uuid. */
const hasUuidAsId = (params: Readonly<Record<string, string | undefined>>) =>
  uuid.test(params.id ?? '')

/** §2: the booking pages' base path is configurable; `booking` by default. */
export function bookingBasePath(env: Readonly<Record<string, string | undefined>>): string {
  const configured = env.BOOKING_BASE_PATH?.trim().replace(/^\/+|\/+$/g, '')
  if (configured === undefined || configured === '') return 'booking'
  if (!/^[a-z0-9-]+(?:\/[a-z0-9-]+)*$/.test(configured)) {
    throw new Error(
      `BOOKING_BASE_PATH must be a path of lowercase words, got "${env.BOOKING_BASE_PATH}"`,
    )
  }
  return configured
}

export function siteRoutes(booking: string): readonly SiteRoute[] {
  return [
    { name: 'home', path: '/', access: 'open', page: 'routes/home/route.tsx' },
    // Issue 42: the settings in sections, each its own page (/settings/profile, …).
    {
      name: 'settings',
      path: '/settings/:section?',
      access: 'authOnly',
      isValid: isSettingsPath,
      page: 'features/accounts/settings/route.tsx',
    },
    // Not in the §2 table: "Download my data" posts here and gets the file (issue 42).
    {
      name: 'settings-my-data',
      path: '/settings/privacy/my-data',
      access: 'authOnly',
      page: 'features/accounts/settings/my-data-route.ts',
    },
    { name: 'login', path: '/login', access: 'open', page: 'features/accounts/login/route.tsx' },
    {
      name: 'login-via-token',
      path: '/login-via-token',
      access: 'open',
      page: 'features/accounts/login-via-token/route.tsx',
    },
    {
      name: 'register',
      path: '/register',
      access: 'open',
      page: 'features/accounts/register/route.tsx',
    },
    {
      name: 'email-confirm',
      path: '/email-confirm',
      access: 'authOnly',
      page: 'features/accounts/email-confirm/route.tsx',
    },
    // Not in the §2 table, which shows no password recovery; the storefront adds both pages
    // because §7 has the calls and the API's reset e-mail links to /password-reset?token=….
    {
      name: 'password-recovery',
      path: '/password-recovery',
      access: 'open',
      page: 'features/accounts/password-recovery/route.tsx',
    },
    {
      name: 'password-reset',
      path: '/password-reset',
      access: 'open',
      page: 'features/accounts/password-reset/route.tsx',
    },
    // Not in the §2 table: the §2 callback dialog's page, for a visitor without JavaScript
    // (decision 0029); the dialog's trigger links here and its form posts here.
    {
      name: 'call-request',
      path: '/call-request',
      access: 'open',
      page: 'features/calls/route.tsx',
    },
    {
      name: 'redirect',
      path: '/redirect',
      access: 'open',
      page: 'features/links/redirect-route.tsx',
    },
    {
      name: 'short-link',
      path: '/r/:id',
      access: 'open',
      isValid: hasDigitsId,
      page: 'features/links/short-link-route.tsx',
    },
    {
      name: 'employees-cookie',
      path: '/employees-cookie',
      access: 'notShown',
      page: 'features/links/employees-cookie-route.tsx',
    },
    // §5: the id is not checked here: a chat id that is not a number gets the spec's message on
    // the page ('data.chatId must be a number'), not a 404.
    {
      name: 'chat',
      path: '/chat/:id?',
      access: 'authOnly',
      page: 'features/chat/route.tsx',
    },
    // Not in the §2 table: the account's "My trips" (§7 request/list) sits at the booking pages'
    // base path rather than under a new name, so the table gains no address of its own.
    {
      name: 'bookings',
      path: `/${booking}`,
      access: 'authOnly',
      page: 'features/booking/booking-page/list/route.tsx',
    },
    {
      name: 'booking',
      path: `/${booking}/:id`,
      access: 'authOnly',
      isValid: hasDigitsId,
      page: 'features/booking/booking-page/booking/route.tsx',
    },
    {
      name: 'booking-uuid',
      path: `/${booking}/uuid/:uuid`,
      access: 'open',
      isValid: hasUuid,
      page: 'features/booking/booking-page/booking/route.tsx',
    },
    {
      name: 'booking-pay',
      path: `/${booking}/pay/:id`,
      access: 'open',
      isValid: hasDigitsId,
      page: 'features/booking/payment/pay/route.tsx',
    },
    {
      name: 'booking-pay-uuid',
      path: `/${booking}/pay/uuid/:uuid`,
      access: 'open',
      isValid: hasUuid,
      page: 'features/booking/payment/pay/route.tsx',
    },
    // Not in the §2 table, which shows no way to create a booking; decision 0016 adds the
    // checkout of a tour date. authOnly: a booking belongs to an account.
    {
      name: 'checkout',
      path: `/${booking}/new/:tourDateId`,
      access: 'authOnly',
      isValid: hasDigitsTourDateId,
      page: 'features/booking/checkout/route.tsx',
    },
    {
      name: 'booking-qr',
      path: `/${booking}/qr/:id`,
      access: 'open',
      isValid: hasDigitsId,
      page: 'features/booking/booking-page/qr/route.tsx',
    },
    // Not in the §2 table: issue 44 item 6's trip pack of a paid booking, for its owner (the API
    // refuses anyone else), beside the QR page it repeats; kept on the phone by a service worker.
    {
      name: 'booking-trip-pack',
      path: `/${booking}/trip-pack/:id`,
      access: 'authOnly',
      isValid: hasDigitsId,
      page: 'features/booking/trip-pack/route.tsx',
    },
    {
      name: 'booking-qr-uuid',
      path: `/${booking}/qr/uuid/:uuid`,
      access: 'open',
      isValid: hasUuid,
      page: 'features/booking/booking-page/qr/route.tsx',
    },
    // §6 shows no rule; open like the other uuid links (decision 0016: the uuid is the capability).
    {
      name: 'add-tourists',
      path: '/order/:id/add-tourists',
      access: 'notShown',
      isValid: hasUuidAsId,
      page: 'features/booking/booking-page/add-tourists/route.tsx',
    },
    {
      name: 'individual-tour',
      path: '/order/:uuid/individual-tour',
      access: 'notShown',
      isValid: hasUuid,
      page: 'features/catalogue/individual-tour/route.tsx',
    },
    {
      name: 'payment-failed',
      path: '/payment-failed',
      access: 'open',
      page: 'features/booking/payment/failed/route.tsx',
    },
    {
      name: 'success',
      path: '/success',
      access: 'open',
      page: 'features/booking/payment/success/route.tsx',
    },
    {
      name: 'fail',
      path: '/fail',
      access: 'open',
      page: 'features/booking/payment/fail/route.tsx',
    },
    // §6 shows no rule; open like the other uuid links (decision 0016: the uuid is the capability).
    {
      name: 'arrival',
      path: '/arrival/:uuid',
      access: 'notShown',
      isValid: hasUuid,
      page: 'features/booking/booking-page/arrival/route.tsx',
    },
    {
      name: 'messenger-redirect',
      path: '/tg/:uuid',
      access: 'open',
      isValid: hasUuid,
      page: 'features/chat/messenger-redirect-route.tsx',
    },
    {
      name: 'destinations',
      path: '/destinations',
      access: 'open',
      page: 'features/hubs/destinations/route.tsx',
    },
    {
      name: 'collections',
      path: '/collections',
      access: 'open',
      page: 'features/hubs/collections/route.tsx',
    },
    { name: 'join', path: '/join', access: 'open', page: 'features/info/join/route.tsx' },
    { name: 'about', path: '/about', access: 'open', page: 'features/info/about/route.tsx' },
    {
      name: 'gift-cards',
      path: '/gift-cards',
      access: 'open',
      page: 'features/gift-cards/route.tsx',
    },
    // Not in the §2 table: decision 0073's balance by code, and the buyer's order page (the
    // payment provider's success address; its uuid is the buyer's capability).
    {
      name: 'gift-cards-balance',
      path: '/gift-cards/balance',
      access: 'open',
      page: 'features/gift-cards/balance-route.tsx',
    },
    {
      name: 'gift-cards-order',
      path: '/gift-cards/order/:uuid',
      access: 'open',
      isValid: hasUuid,
      page: 'features/gift-cards/order-route.tsx',
    },
    // The journal index (/journal/{slug*}) and its articles (/journal/{slug ending in -digits})
    // share one pattern; the page tells them apart by slugEndingInDigits.
    { name: 'journal', path: '/journal/*', access: 'open', page: 'features/journal/route.tsx' },
    {
      name: 'tours-by-request',
      path: '/tours-upon-request/*',
      access: 'open',
      page: 'features/catalogue/tours-by-request/route.tsx',
    },
    // §2 shows no access rule: open, since §4 keeps a visitor's favourites on the device.
    {
      name: 'favorites',
      path: '/favorites',
      access: 'notShown',
      page: 'routes/favorites/route.tsx',
    },
    // Not in the §2 table: issue 44 item 3's comparison of two to four tours (?ids=12,34),
    // open like /favorites since a visitor's lists live on the device; not for search engines.
    {
      name: 'compare',
      path: '/compare',
      access: 'open',
      page: 'features/compare/route.tsx',
    },
    {
      name: 'help-center',
      path: '/help-center/:slug?',
      access: 'open',
      page: 'features/help-center/route.tsx',
    },
    {
      name: 'organizer-id',
      path: '/tour-provider/:id',
      access: 'open',
      isValid: hasDigitsId,
      page: 'features/organizers/organizer/route.tsx',
    },
    {
      name: 'tour-providers',
      path: '/tour-providers',
      access: 'open',
      page: 'features/organizers/hub/route.tsx',
    },
    // §2/§6: no login; the secret key in the query is the credential, checked by the API.
    { name: 'meet', path: '/meet', access: 'keyHolder', page: 'features/meet/route.tsx' },
    {
      name: 'contacts',
      path: '/contacts',
      access: 'open',
      page: 'features/info/contacts/route.tsx',
    },
    {
      name: 'agreement',
      path: '/agreement/*',
      access: 'open',
      page: 'features/legal/route.tsx',
    },
    {
      name: 'tour-provider-agreement',
      path: '/tour-provider-agreement/*',
      access: 'open',
      page: 'features/legal/route.tsx',
    },
    { name: 'privacy', path: '/privacy/*', access: 'open', page: 'features/legal/route.tsx' },
    {
      name: 'safety-rules',
      path: '/safety-rules/*',
      access: 'open',
      page: 'features/legal/route.tsx',
    },
    {
      name: 'review',
      path: '/review/:uuid',
      access: 'open',
      isValid: hasUuid,
      page: 'features/reviews/route.tsx',
    },
    // Not in the §2 table: 'Keep me posted about this tour' posted without JavaScript lands on
    // the first (decision 0021); the subscription's mails link to the second, its uuid the key.
    {
      name: 'program-subscribe',
      path: '/tour-program-subscriptions',
      access: 'open',
      page: 'features/catalogue/tour/program/subscribe-route.tsx',
    },
    {
      name: 'program-unsubscribe',
      path: '/tour-program-subscriptions/:uuid/unsubscribe',
      access: 'open',
      isValid: hasUuid,
      page: 'features/catalogue/tour/program/unsubscribe-route.tsx',
    },
    // Not in the §2 table: the page an optional mail's unsubscribe link opens (issue 38); the
    // token in its query is the key, so it needs no sign-in, and mail clients' one-click posts here.
    {
      name: 'mail-unsubscribe',
      path: '/mail/unsubscribe',
      access: 'open',
      page: 'features/accounts/mail-preferences/unsubscribe-route.tsx',
    },
    // Not in the §2 table: issue 44 item 2's alerts on favourite tours and saved searches, and
    // the page an alert mail's signed link opens (no sign-in: the token is the key).
    {
      name: 'alerts',
      path: '/alerts',
      access: 'authOnly',
      page: 'features/alerts/route.tsx',
    },
    {
      name: 'alerts-unsubscribe',
      path: '/alerts/unsubscribe',
      access: 'open',
      page: 'features/alerts/unsubscribe-route.tsx',
    },
    // Last and catching everything else: /{slug ending in -digits} is a tour page, any other path
    // a tour search landing (/{slug*}, name tours); the page tells them apart by slugEndingInDigits.
    ...officeRoutes,
    ...adminRoutes,
    { name: 'tours', path: '/*', access: 'open', page: 'features/catalogue/route.tsx' },
  ]
}

/** §2: a route whose validity check fails shows the 404 page. */
export function passesValidity(
  route: SiteRoute,
  params: Readonly<Record<string, string | undefined>>,
): boolean {
  return route.isValid === undefined || route.isValid(params)
}
