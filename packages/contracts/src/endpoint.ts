import type { z } from 'zod'

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'

/** An error status an endpoint documents, with the body it answers (§8). */
export type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 410 | 413 | 415 | 422 | 429 | 502 | 503

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
  /** The success answer: 200, or 201 when `created`. */
  readonly response: z.ZodType
  /** The call creates something and answers 201. */
  readonly created?: boolean
  readonly errors?: Readonly<Partial<Record<ErrorStatus, z.ZodType>>>
}

/** Checks the description against Endpoint and keeps its exact type (schemas included). */
export function defineEndpoint<const Definition extends Endpoint>(
  definition: Definition,
): Definition {
  return definition
}

/** The header a client sends with an idempotent call. */
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key'
