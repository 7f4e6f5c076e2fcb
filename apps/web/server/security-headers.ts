import type { NextFunction, Request, Response } from 'express'
import { isCapabilityUrl } from '../app/lib/capability-urls.ts'

/**
 * Headers every storefront response carries (issue 14). The page's Content-Security-Policy is set
 * where the page is rendered (entry.server.tsx), since it holds that page's nonce. HSTS only for a
 * request that arrived over TLS (req.secure: the connection, or X-Forwarded-Proto from a proxy
 * the TRUST_PROXY setting trusts), as the header means nothing over plain HTTP. A capability
 * address (a meet key, a booking uuid, a sign-in token: app/lib/capability-urls.ts) is named in
 * no Referer to another origin, not even as its origin (issue 37). Not `no-referrer`: under it
 * the browser sends `Origin: null` with the page's own form posts (the meet form, the sign-in
 * button), which the site refuses as posts from elsewhere.
 */
export function securityHeaders(request: Request, response: Response, next: NextFunction): void {
  response.set({
    'X-Content-Type-Options': 'nosniff',
    'X-Frame-Options': 'DENY',
    'Referrer-Policy': isCapabilityUrl(new URL(request.originalUrl, 'http://storefront').href)
      ? 'same-origin'
      : 'strict-origin-when-cross-origin',
    // Place search may ask for the location, web calls for the microphone (issue 20); nothing else.
    'Permissions-Policy':
      'camera=(), microphone=(self), geolocation=(self), payment=(), usb=(), interest-cohort=()',
    'Cross-Origin-Opener-Policy': 'same-origin',
  })
  if (request.secure) {
    response.set('Strict-Transport-Security', 'max-age=31536000; includeSubDomains')
  }
  next()
}
