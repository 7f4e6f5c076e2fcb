import { randomUUID } from 'node:crypto'
import { isAcceptableRequestId, REQUEST_ID_HEADER } from '@tourmarket/domain/http'
import type { NextFunction, Request, Response } from 'express'

/**
 * One id per request, from the balancer (which starts the trace) or made here: set on the request
 * itself, so the API proxy and the server-side API client pass it on and the API logs it with
 * every line of the calls made for this page; echoed, so a visitor can quote it.
 */
export function requestId(request: Request, response: Response, next: NextFunction): void {
  const incoming = request.headers[REQUEST_ID_HEADER]
  const id = isAcceptableRequestId(incoming) ? incoming : randomUUID()
  request.headers[REQUEST_ID_HEADER] = id
  response.setHeader(REQUEST_ID_HEADER, id)
  next()
}
