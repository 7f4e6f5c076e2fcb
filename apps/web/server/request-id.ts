import { randomUUID } from 'node:crypto'
import type { NextFunction, Request, Response } from 'express'

export const REQUEST_ID_HEADER = 'x-request-id'

// Kept only when short and plain, as the API does (apps/api/src/plugins/request-id.ts), so a
// caller cannot forge log lines or headers with it.
const acceptableRequestId = /^[\w.:-]{1,128}$/

/**
 * One id per request, from the balancer (which starts the trace) or made here: set on the request
 * itself, so the API proxy and the server-side API client pass it on and the API logs it with
 * every line of the calls made for this page; echoed, so a visitor can quote it.
 */
export function requestId(request: Request, response: Response, next: NextFunction): void {
  const incoming = request.headers[REQUEST_ID_HEADER]
  const id =
    typeof incoming === 'string' && acceptableRequestId.test(incoming) ? incoming : randomUUID()
  request.headers[REQUEST_ID_HEADER] = id
  response.setHeader(REQUEST_ID_HEADER, id)
  next()
}
