import type { NextFunction, Request, Response } from 'express'

/**
 * Headers every storefront response carries (issue 14). The page's Content-Security-Policy is set
 * where the page is rendered (entry.server.tsx), since it holds that page's nonce. HSTS only for a
 * request that arrived over TLS (req.secure: the connection, or X-Forwarded-Proto from a proxy
 * the TRUST_PROXY setting trusts), as the header means nothing over plain HTTP.
 */
export function securityHeaders(request: Request, response: Response, next: NextFunction): void {
  response.set({
    'X-Content-Type-Options': 'nosniff',
    'X-Frame-Options': 'DENY',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
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
