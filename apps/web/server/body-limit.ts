import type { NextFunction, Request, Response } from 'express'

/**
 * The largest request body the storefront forwards or accepts: the API's own limit (Fastify's
 * default, 1 MiB). A larger declared body is answered here with 413 and the §8 body, instead of
 * being streamed to the API, which stops reading it and leaves the proxy to answer 502 (issue 14).
 * A chunked body declares no length; the API's limit still stops it.
 */
export const MAX_BODY_BYTES = 1024 * 1024

export function limitBodySize(request: Request, response: Response, next: NextFunction): void {
  if (Number(request.headers['content-length'] ?? 0) <= MAX_BODY_BYTES) {
    next()
    return
  }
  // Reading the body to its end lets the client see the answer rather than a reset connection.
  request.resume()
  response
    .status(413)
    .set('Connection', 'close')
    .json({ message: 'The request body is too large.', code: 'body_too_large' })
}
