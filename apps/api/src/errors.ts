import { errorStatuses, type ErrorCode } from '@tourmarket/contracts'

/** Field name → messages, the validation details of an error body (§8). */
export type FieldErrors = Readonly<Record<string, readonly string[]>>

/** The JSON body of every error response (§8: message, plus validation details when there are any). */
export type ErrorBody = {
  message: string
  code?: string
  errors?: FieldErrors
}

export type AppErrorOptions = {
  /**
   * Stable, machine-readable reason, e.g. `tour_not_found`; clients branch on it, not on the
   * message. Its HTTP status comes from the one table of them (`errorStatuses`, contracts).
   */
  code: ErrorCode
  message: string
  errors?: FieldErrors
  /** More fields of the body, for errors a client acts on (§8 captcha: type and challenge). */
  extra?: Readonly<Record<string, unknown>>
  /** Response headers that go with it (Retry-After). */
  headers?: Readonly<Record<string, string>>
  cause?: unknown
}

/**
 * A failure the API means to report: use cases throw it with a code, the error handler answers the
 * code's status with an ErrorBody. Its message is shown to the client, so it must never carry internals.
 */
export class AppError extends Error {
  readonly status: number
  readonly code: ErrorCode
  readonly errors: FieldErrors | undefined
  readonly extra: Readonly<Record<string, unknown>> | undefined
  readonly headers: Readonly<Record<string, string>> | undefined

  constructor(options: AppErrorOptions) {
    super(options.message, { cause: options.cause })
    this.name = 'AppError'
    this.status = errorStatuses[options.code]
    this.code = options.code
    this.errors = options.errors
    this.extra = options.extra
    this.headers = options.headers
  }
}
