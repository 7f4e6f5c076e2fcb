import type { z } from 'zod'
import { anyCallErrorCodes } from './error-codes.ts'
import type { AnyCallErrorCode, ErrorCode, errorStatuses } from './error-codes.ts'

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'

/** An error status an endpoint documents (every status of the codes table but 500's). */
export type ErrorStatus = Exclude<(typeof errorStatuses)[ErrorCode], 500>

/** The codes answered with this status (error-codes.ts): a code under another status does not compile. */
export type ErrorCodeOf<Status extends ErrorStatus> = {
  [Code in ErrorCode]: (typeof errorStatuses)[Code] extends Status ? Code : never
}[ErrorCode]

/** Per status, the §8 codes an endpoint can answer with it. */
export type EndpointErrors = { readonly [Status in ErrorStatus]?: readonly ErrorCodeOf<Status>[] }

/**
 * One endpoint, described once (decision 0020): the API registers its route from it (validation,
 * OpenAPI) and the storefront's client calls it from it (path, method, answer parsing).
 */
export type Endpoint = {
  readonly method: HttpMethod
  /** The path; `:name` segments are filled from `params`. */
  readonly path: string
  readonly summary: string
  readonly description?: string
  /** OpenAPI groups. */
  readonly tags?: readonly string[]
  /** §4, §6: a call for a signed-in user; the API answers 401 first, the client sends the token. */
  readonly signedIn?: boolean
  /** Decision 0016: a retry with the same `Idempotency-Key` header answers the first response. */
  readonly idempotent?: boolean
  readonly params?: z.ZodType
  readonly query?: z.ZodType
  readonly body?: z.ZodType
  /**
   * The body is `multipart/form-data` (files): its parts are in `description`, and a client
   * sends a FormData as it is.
   */
  readonly multipart?: true
  /** The success answer: 200, or 201 when `created`. */
  readonly response: z.ZodType
  /** The call creates something and answers 201. */
  readonly created?: boolean
  /**
   * The codes the endpoint can answer, per status, besides those any call may answer
   * (`anyCallErrorCodes`). A test of the API fails when a route answers a code not listed here.
   */
  readonly errors?: EndpointErrors
  /** A status whose error body carries more than ErrorBody (a captcha challenge, a booking's seats). */
  readonly errorBodies?: Readonly<Partial<Record<ErrorStatus, z.ZodType>>>
}

type CodesIn<Errors> = {
  [Status in keyof Errors]: Errors[Status] extends readonly (infer Code extends ErrorCode)[]
    ? Code
    : never
}[keyof Errors]

/** Every `code` a call of this endpoint can fail with: switch on it, never on the message. */
export type EndpointErrorCode<Definition extends Endpoint> =
  AnyCallErrorCode | CodesIn<NonNullable<Definition['errors']>>

/** Whether a call of this endpoint may fail with this code (its contract's, or any call's). */
export function answersErrorCode<Definition extends Endpoint>(
  endpoint: Definition,
  code: string,
): code is EndpointErrorCode<Definition> {
  const declared: readonly (readonly string[] | undefined)[] = Object.values(endpoint.errors ?? {})
  return (
    (anyCallErrorCodes as readonly string[]).includes(code) ||
    declared.some((codes) => codes?.includes(code) === true)
  )
}

/** Checks the description against Endpoint and keeps its exact type (schemas included). */
export function defineEndpoint<const Definition extends Endpoint>(
  definition: Definition,
): Definition {
  return definition
}

/** The header a client sends with an idempotent call. */
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key'
