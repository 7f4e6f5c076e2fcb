import type { RouteConfig } from '@react-router/dev/routes'
import { layout, route } from '@react-router/dev/routes'
import { localizedRoutes } from './routing/localized-routes.ts'
import { bookingBasePath } from './routing/site-routes.ts'

// The router configuration is the §2 table (app/routing/site-routes.ts), in English and Russian,
// plus the developer pages (the UI kit, the outbox of mail and codes), which answer 404 unless
// dev pages are enabled.
export default [
  // Files for crawlers, not pages, so they are not in the §2 table; declared first so the §2
  // catch-all (/*) does not take them.
  route('/sitemap.xml', 'routes/sitemap/route.ts', { id: 'sitemap' }),
  route('/robots.txt', 'routes/robots/route.ts', { id: 'robots' }),
  // §2/§9 the cookie notice's answer (issue 38): not a §2 page, so declared before the catch-all.
  route('/cookie-consent', 'routes/cookie-consent/route.tsx', { id: 'cookie-consent' }),
  route('/ru/cookie-consent', 'routes/cookie-consent/route.tsx', { id: 'cookie-consent-ru' }),
  // Issue 38 item 7: the voucher's calendar file, a file beside the §2 QR page, not a page.
  ...['', '/ru'].map((prefix) =>
    route(
      `${prefix}/${bookingBasePath(process.env)}/qr/uuid/:uuid/calendar.ics`,
      'features/booking/booking-page/qr/calendar-route.ts',
      { id: `booking-calendar${prefix.replace('/', '-')}` },
    ),
  ),
  // Issue 44 item 6: the trip pack's web app manifest, a file beside the pack, not a page.
  ...['', '/ru'].map((prefix) =>
    route(
      `${prefix}/${bookingBasePath(process.env)}/trip-pack/:id/manifest.webmanifest`,
      'features/booking/trip-pack/manifest-route.ts',
      { id: `trip-pack-manifest${prefix.replace('/', '-')}` },
    ),
  ),
  // The route config is evaluated by React Router's tooling, before the server and its env
  // module exist: the one place that reads BOOKING_BASE_PATH from process.env itself. The §2
  // pages sit in a layout whose middleware applies their access rules (decision 0050).
  layout(
    'routing/site-pages-layout.ts',
    { id: 'site-pages' },
    localizedRoutes(bookingBasePath(process.env)).map((entry) =>
      route(entry.routerPath, entry.page, { id: entry.id }),
    ),
  ),
  route('/dev/ui', 'routes/dev-ui/route.tsx', { id: 'dev-ui' }),
  route('/dev/outbox', 'routes/dev-outbox/route.tsx', { id: 'dev-outbox' }),
] satisfies RouteConfig
