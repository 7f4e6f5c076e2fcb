// What several endpoints' descriptions share: error sets and notes.
import { errorBodySchema } from '../schemas/index.ts'

/** What every call on one's own booking may answer besides its own errors. */
export const signedInErrors = {
  400: errorBodySchema,
  401: errorBodySchema,
  403: errorBodySchema,
  404: errorBodySchema,
}

export const idempotencyNote =
  ' Send an `Idempotency-Key` header (1–255 printable characters) to make a retry safe: the same key and body answer the first response again; another body answers 422 `idempotency_key_reused`; a request still running answers 409 `idempotency_key_in_progress`.'
