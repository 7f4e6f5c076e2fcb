import { anyCallErrorCodes, endpoints, errorStatuses } from '@tourmarket/contracts'
import type { Endpoint, ErrorStatus } from '@tourmarket/contracts'
import type { Locale } from '@tourmarket/domain/i18n'
import { MissingRateError } from '@tourmarket/domain/money'
import type { FastifyInstance, onSendHookHandler } from 'fastify'
import { isConnectionLoss } from '../db/connection-loss.ts'
import type { ErrorBody } from '../errors.ts'
import { AppError } from '../errors.ts'
import { hasRequestIssues, requestFieldErrors } from '../platform/http/request-validation.ts'

export type ErrorResponse = {
  status: number
  body: ErrorBody & Record<string, unknown>
  headers?: Readonly<Record<string, string>>
}

/** A PostgreSQL restart takes seconds: a retry after five is likely to find it back. */
const DATABASE_RETRY_AFTER_SECONDS = 5

/** §8's words for a failure the user cannot fix: 503 'Something went wrong', default 'Please try again later'. */
export const internalErrorMessage = 'Something went wrong. Please try again later.'

function hasProperty<K extends string>(value: unknown, key: K): value is Record<K, unknown> {
  return typeof value === 'object' && value !== null && key in value
}

/** Fastify's own refusals of a malformed request (bad JSON, wrong media type, too large) are 4xx with safe text. */
function isFrameworkClientError(
  error: unknown,
): error is Error & { code: string; statusCode: number } {
  return (
    error instanceof Error &&
    hasProperty(error, 'code') &&
    typeof error.code === 'string' &&
    error.code.startsWith('FST_') &&
    hasProperty(error, 'statusCode') &&
    typeof error.statusCode === 'number' &&
    error.statusCode >= 400 &&
    error.statusCode < 500
  )
}

/** Fastify's refusals of a malformed request, in words that quote nothing the client sent. */
const frameworkRefusals: Readonly<Record<string, ErrorBody>> = {
  FST_ERR_CTP_INVALID_JSON_BODY: { message: 'Malformed JSON body.', code: 'malformed_json' },
  FST_ERR_CTP_EMPTY_JSON_BODY: { message: 'Malformed JSON body.', code: 'malformed_json' },
  FST_ERR_CTP_BODY_TOO_LARGE: { message: 'The request body is too large.', code: 'body_too_large' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: {
    message: 'Unsupported Media Type',
    code: 'unsupported_media_type',
  },
  FST_ERR_BAD_URL: { message: 'The address is not a valid URL.', code: 'bad_url' },
}

/**
 * Maps any thrown value to the status and §8 body the client sees; only our own text leaves the
 * server. Validation messages (§5) are in the request's language.
 */
export function toErrorResponse(error: unknown, language: Locale = 'en-US'): ErrorResponse {
  if (error instanceof AppError) {
    const body: ErrorResponse['body'] = { ...error.extra, message: error.message, code: error.code }
    if (error.errors !== undefined) body.errors = error.errors
    return error.headers === undefined
      ? { status: error.status, body }
      : { status: error.status, body, headers: error.headers }
  }
  if (hasRequestIssues(error)) {
    return {
      status: errorStatuses.validation_failed,
      body: {
        message: 'Validation failed.',
        code: 'validation_failed',
        errors: requestFieldErrors(
          error.validation,
          error.validationContext ?? 'request',
          language,
        ),
      },
    }
  }
  if (isFrameworkClientError(error)) {
    // Our own words: Fastify's may quote the URL or a header back (issue 14).
    const known = frameworkRefusals[error.code]
    return {
      status: error.statusCode,
      body: known ?? { message: 'The request is malformed.', code: 'bad_request' },
    }
  }
  // No exchange rates loaded for a currency a visitor picked: the operator's to fix, not a crash.
  if (error instanceof MissingRateError) {
    return {
      status: errorStatuses.currency_rate_unavailable,
      body: {
        message: 'Prices in this currency are unavailable right now.',
        code: 'currency_rate_unavailable',
      },
    }
  }
  // PostgreSQL unreachable past the retries (db/connection-loss.ts): worth trying again shortly.
  // A write whose answer was lost may have taken effect: Idempotency-Key (or chat's client_key)
  // is what makes repeating it safe.
  if (isConnectionLoss(error)) {
    return {
      status: errorStatuses.database_unavailable,
      body: { message: internalErrorMessage, code: 'database_unavailable' },
      headers: { 'retry-after': String(DATABASE_RETRY_AFTER_SECONDS) },
    }
  }
  return {
    status: errorStatuses.internal_error,
    body: { message: internalErrorMessage, code: 'internal_error' },
  }
}

/** An error a route answered that its contract does not list (`errors` of its endpoint). */
export type UndeclaredErrorAnswer = { contract: string; status: number; code: string | null }

let undeclaredAnswers: UndeclaredErrorAnswer[] | undefined

/**
 * For tests: every app built from now on notes each error its endpoint routes answer with a code
 * their contract does not declare, in the list returned (the same list on every call). The API's
 * tests assert it stays empty, which keeps the contracts' error codes and the OpenAPI document true.
 */
export function recordUndeclaredErrorAnswers(): UndeclaredErrorAnswer[] {
  undeclaredAnswers ??= []
  return undeclaredAnswers
}

const anyCallCodes: ReadonlySet<string> = new Set(anyCallErrorCodes)

function declares(endpoint: Endpoint, status: number, code: string | null): boolean {
  if (code !== null && anyCallCodes.has(code)) return true
  const codes: readonly string[] | undefined = endpoint.errors?.[status as ErrorStatus]
  return code !== null && codes?.includes(code) === true
}

function answeredCode(payload: unknown): string | null {
  if (typeof payload !== 'string') return null
  try {
    const body: unknown = JSON.parse(payload)
    return hasProperty(body, 'code') && typeof body.code === 'string' ? body.code : null
  } catch {
    return null
  }
}

function noteUndeclaredAnswers(record: UndeclaredErrorAnswer[]): onSendHookHandler {
  return async (request, reply, payload) => {
    const contract = request.routeOptions.config.contract
    if (reply.statusCode < 400 || contract === undefined) return payload
    const endpoint: Endpoint | undefined = (endpoints as Record<string, Endpoint>)[contract]
    const code = answeredCode(payload)
    if (endpoint !== undefined && !declares(endpoint, reply.statusCode, code)) {
      record.push({ contract, status: reply.statusCode, code })
    }
    return payload
  }
}

/** One error handler and one 404 handler for the whole API. */
export function handleErrors(app: FastifyInstance): void {
  if (undeclaredAnswers !== undefined)
    app.addHook('onSend', noteUndeclaredAnswers(undeclaredAnswers))
  app.setErrorHandler(async (error, request, reply) => {
    const { status, body, headers } = toErrorResponse(error, request.language)
    // The request logger carries the request id, which the client also got in X-Request-Id.
    if (status >= 500) request.log.error({ err: error }, 'request failed')
    if (headers !== undefined) reply.headers(headers)
    return reply.code(status).send(body)
  })
  app.setNotFoundHandler(async (request, reply) => {
    const path = request.url.split('?')[0] ?? request.url
    return reply.code(404).send({
      message: `Not found: ${request.method} ${path}`,
      code: 'not_found',
    } satisfies ErrorBody)
  })
}
