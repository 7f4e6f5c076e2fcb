import type { CaptchaKind } from '@tourmarket/domain/http'

/** §8 validation details of an error body: field name → messages. */
export type FieldErrors = Readonly<Record<string, readonly string[]>>

/** §8 catalogue words, used as messages (and as the fallback when a body carries no message). */
export const apiErrorMessages = {
  badRequest: 'bad request',
  badResponse: 'bad response',
  captchaRequired: 'captcha required',
  network: 'network error',
  aborted: 'request aborted',
  timeout: 'timeout exceeded',
  canceled: 'canceled',
} as const

/**
 * Which request failed. The path carries no query string: queries may hold secrets (§7
 * delete-image sends a token in the query) and these errors end up in logs.
 */
export type FailedRequest = { readonly method: string; readonly path: string }

type ApiErrorOptions = {
  readonly message: string
  readonly request?: FailedRequest | undefined
  readonly cause?: unknown
}

/** The common base of every error the API client throws (§8). */
export class ApiError extends Error {
  readonly method: string | undefined
  readonly path: string | undefined

  constructor(options: ApiErrorOptions) {
    super(options.message, { cause: options.cause })
    this.name = 'ApiError'
    this.method = options.request?.method
    this.path = options.request?.path
  }
}

type ApiHttpErrorOptions = {
  readonly request: FailedRequest
  readonly status: number
  /** The parsed response body (JSON when it was JSON, otherwise its text). */
  readonly body: unknown
  /** Replaces the message read from the body (a schema mismatch, a captcha). */
  readonly message?: string
  readonly cause?: unknown
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

/** §8: the message is read from body.message, else body.error. */
function bodyMessage(body: unknown): string | undefined {
  if (!isRecord(body)) return undefined
  const text = [body.message, body.error].find(
    (value): value is string => typeof value === 'string' && value.trim() !== '',
  )
  return text
}

/** §8 validation details from body.errors; a lone string is taken as a one-message list. */
function bodyFieldErrors(body: unknown): FieldErrors {
  if (!isRecord(body) || !isRecord(body.errors)) return {}
  const errors: Record<string, readonly string[]> = {}
  for (const [field, messages] of Object.entries(body.errors)) {
    const list = (Array.isArray(messages) ? messages : [messages]).filter(
      (message): message is string => typeof message === 'string',
    )
    if (list.length > 0) errors[field] = list
  }
  return errors
}

function bodyCode(body: unknown): string | undefined {
  return isRecord(body) && typeof body.code === 'string' ? body.code : undefined
}

/** An answer with an error status (or a body the client cannot use): status, code, details. */
export class ApiHttpError extends ApiError {
  readonly status: number
  readonly code: string | undefined
  readonly errors: FieldErrors
  readonly body: unknown

  constructor(options: ApiHttpErrorOptions, fallbackMessage: string) {
    super({
      message: options.message ?? bodyMessage(options.body) ?? fallbackMessage,
      request: options.request,
      cause: options.cause,
    })
    this.name = 'ApiHttpError'
    this.status = options.status
    this.code = bodyCode(options.body)
    this.errors = bodyFieldErrors(options.body)
    this.body = options.body
  }
}

/** §8 a 4xx answer: bad request. */
export class ApiBadRequestError extends ApiHttpError {
  constructor(options: ApiHttpErrorOptions) {
    super(options, apiErrorMessages.badRequest)
    this.name = 'ApiBadRequestError'
  }
}

/** §8 a 5xx answer, or a success whose body is not what the caller's schema expects: bad response. */
export class ApiBadResponseError extends ApiHttpError {
  constructor(options: ApiHttpErrorOptions) {
    super(options, apiErrorMessages.badResponse)
    this.name = 'ApiBadResponseError'
  }
}

/** §8 a 429 whose body has type captcha or hard_captcha: captcha required (never retried). */
export class CaptchaRequiredError extends ApiBadRequestError {
  readonly kind: CaptchaKind

  constructor(options: Omit<ApiHttpErrorOptions, 'message'> & { readonly kind: CaptchaKind }) {
    super({ ...options, message: apiErrorMessages.captchaRequired })
    this.name = 'CaptchaRequiredError'
    this.kind = options.kind
  }
}

type TransportErrorOptions = {
  readonly request?: FailedRequest | undefined
  readonly cause?: unknown
}

/** §8 transport: the request got no answer at all. */
export class TransportError extends ApiError {
  constructor(options: ApiErrorOptions) {
    super(options)
    this.name = 'TransportError'
  }
}

/** §8 network error: the server could not be reached or the connection broke. */
export class NetworkError extends TransportError {
  constructor(options: TransportErrorOptions = {}) {
    super({ ...options, message: apiErrorMessages.network })
    this.name = 'NetworkError'
  }
}

/** §8 request aborted: the caller's signal aborted it. */
export class RequestAbortedError extends TransportError {
  constructor(options: TransportErrorOptions = {}) {
    super({ ...options, message: apiErrorMessages.aborted })
    this.name = 'RequestAbortedError'
  }
}

/** §8 timeout exceeded: no complete answer within the client's time limit. */
export class TimeoutError extends TransportError {
  constructor(options: TransportErrorOptions = {}) {
    super({ ...options, message: apiErrorMessages.timeout })
    this.name = 'TimeoutError'
  }
}

/** §8 canceled: a newer request of the same kind superseded this one (§7 "cancels previous"). */
export class CanceledError extends TransportError {
  constructor(options: TransportErrorOptions = {}) {
    super({ ...options, message: apiErrorMessages.canceled })
    this.name = 'CanceledError'
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError
}

/** An error status or an unusable body: has `status`, `code`, `errors`. */
export function isApiHttpError(error: unknown): error is ApiHttpError {
  return error instanceof ApiHttpError
}

export function isApiBadRequestError(error: unknown): error is ApiBadRequestError {
  return error instanceof ApiBadRequestError
}

export function isApiBadResponseError(error: unknown): error is ApiBadResponseError {
  return error instanceof ApiBadResponseError
}

export function isCaptchaRequiredError(error: unknown): error is CaptchaRequiredError {
  return error instanceof CaptchaRequiredError
}

/** No answer: network error, aborted, timeout or canceled. */
export function isTransportError(error: unknown): error is TransportError {
  return error instanceof TransportError
}

/**
 * The caller (or a newer request) gave up on this one: there is nothing to show or log.
 * Loaders and effects use it to ignore the rejection.
 */
export function isCancellation(error: unknown): error is RequestAbortedError | CanceledError {
  return error instanceof RequestAbortedError || error instanceof CanceledError
}
