import { createHash, randomUUID } from 'node:crypto'
import { and, eq, isNull, lt } from 'drizzle-orm'
import type { SQL } from 'drizzle-orm'
import type { FastifyRequest } from 'fastify'
import type { AppDatabase } from '../../db/database.ts'
import { idempotencyKeys } from '../../db/schema/index.ts'
import { AppError } from '../../errors.ts'

/** Decision 0016: a key is remembered this long; an older one is forgotten and may be used again. */
export const IDEMPOTENCY_KEY_TTL_MS = 24 * 60 * 60 * 1000

export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key'

/** 1–255 printable ASCII characters, as the decision says (a UUID is the usual choice). */
const keyPattern = /^[\x20-\x7e]{1,255}$/

/**
 * The request's Idempotency-Key, or undefined when it sent none. A malformed one is a 400 naming
 * the header: ignoring it would quietly lose the protection the client asked for.
 */
export function idempotencyKeyFrom(headers: FastifyRequest['headers']): string | undefined {
  const value = headers[IDEMPOTENCY_KEY_HEADER.toLowerCase()]
  if (value === undefined) return undefined
  const key = Array.isArray(value) ? value[0] : value
  if (key === undefined || !keyPattern.test(key)) {
    throw new AppError({
      code: 'validation_failed',
      message: 'Validation failed.',
      errors: { [IDEMPOTENCY_KEY_HEADER]: ['Expected 1 to 255 printable characters.'] },
    })
  }
  return key
}

/** JSON with object keys sorted, so the same body hashes the same whatever its key order. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, item]) => item !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonicalJson(item)}`).join(',')}}`
  }
  return JSON.stringify(value) ?? 'null'
}

export function requestHash(body: unknown): string {
  return createHash('sha256').update(canonicalJson(body)).digest('hex')
}

export type IdempotentResponse<Body> = { readonly statusCode: number; readonly body: Body }

export type IdempotentRequest = {
  /** Whose key it is: `user:{id}` for a signed-in viewer, `uuid:{uuid}` for a booking link. */
  readonly scope: string
  /** The call, e.g. `request/create`. */
  readonly route: string
  /** From idempotencyKeyFrom; undefined runs the handler with no protection. */
  readonly key: string | undefined
  /** The parsed request body; its canonical SHA-256 is stored with the key. */
  readonly body: unknown
}

/**
 * What a handler holds while it owns a key. `settle` is a step for the handler's own transaction:
 * it records which object the request made or changed, so the key commits or rolls back together
 * with that work. It fails (and so rolls the work back) when another request took the key over.
 */
export type IdempotencyClaim = {
  settle(reference: string): (db: AppDatabase) => Promise<void>
}

/** For work done without an Idempotency-Key: settling records nothing. */
export const unclaimed: IdempotencyClaim = { settle: () => async () => undefined }

export type IdempotentHandlers<Body> = {
  /** Does the work; calls `claim.settle` inside its transaction when it has one. */
  run(claim: IdempotencyClaim): Promise<IdempotentResponse<Body>>
  /**
   * Answers a retry whose first attempt committed (it settled a reference) but died before its
   * answer was stored: the answer is built afresh from the reference. Without it such a key
   * stays in progress until it expires.
   */
  recover?(reference: string): Promise<IdempotentResponse<Body>>
}

/**
 * A claim older than this whose work never committed belongs to a request that died (a crash, a
 * kill): a retry takes the key over and runs. A live request never runs this long.
 */
export const IDEMPOTENCY_LEASE_MS = 30 * 1000

/**
 * Idempotency-Key handling (decision 0016). The key row is claimed (with a random claim token)
 * before the handler runs, in its own statement, so a concurrent retry finds it. A retry then gets:
 * the stored answer when there is one; an answer rebuilt from the settled reference when the
 * first attempt committed and died before storing it; the key, when the claim is older than the
 * lease and nothing committed; 409 `idempotency_key_in_progress` otherwise. Another body gets 422
 * `idempotency_key_reused`. A handler that throws before settling leaves no row, so the client's
 * retry runs afresh (nothing was done).
 */
export function createIdempotency(db: AppDatabase, now: () => Date = () => new Date()) {
  return {
    async run<Body>(
      request: IdempotentRequest,
      handlers: IdempotentHandlers<Body>,
    ): Promise<IdempotentResponse<Body>> {
      const { scope, route, key } = request
      if (key === undefined) return handlers.run(unclaimed)
      const hash = requestHash(request.body)
      const identity = and(
        eq(idempotencyKeys.scope, scope),
        eq(idempotencyKeys.route, route),
        eq(idempotencyKeys.key, key),
      )
      const expiredBefore = new Date(now().getTime() - IDEMPOTENCY_KEY_TTL_MS)
      await db
        .delete(idempotencyKeys)
        .where(and(identity, lt(idempotencyKeys.createdAt, expiredBefore)))
      let claimToken = randomUUID()
      const claimed = await db
        .insert(idempotencyKeys)
        .values({
          scope,
          route,
          key,
          requestHash: hash,
          claimToken,
          createdAt: now(),
          claimedAt: now(),
        })
        .onConflictDoNothing()
        .returning({ key: idempotencyKeys.key })
      if (claimed.length === 0) {
        const [stored] = await db.select().from(idempotencyKeys).where(identity)
        if (stored !== undefined && stored.requestHash !== hash) throw reused()
        // Gone between our insert and select: the first request failed just now; a retry runs.
        if (stored === undefined) throw inProgress()
        if (stored.statusCode !== null) {
          return { statusCode: stored.statusCode, body: stored.responseBody as Body }
        }
        if (stored.resultReference !== null) {
          if (handlers.recover === undefined) throw inProgress()
          const recovered = await handlers.recover(stored.resultReference)
          await storeAnswer(and(identity, isNull(idempotencyKeys.statusCode)), recovered)
          return recovered
        }
        const abandonedBefore = new Date(now().getTime() - IDEMPOTENCY_LEASE_MS)
        if (stored.claimedAt >= abandonedBefore) throw inProgress()
        const takeover = randomUUID()
        const taken = await db
          .update(idempotencyKeys)
          .set({ claimToken: takeover, claimedAt: now() })
          .where(
            and(
              identity,
              eq(idempotencyKeys.claimToken, stored.claimToken),
              isNull(idempotencyKeys.resultReference),
            ),
          )
          .returning({ key: idempotencyKeys.key })
        if (taken.length === 0) throw inProgress()
        claimToken = takeover
      }
      const ours = and(identity, eq(idempotencyKeys.claimToken, claimToken))
      const claim: IdempotencyClaim = {
        settle: (reference) => async (transaction) => {
          const settled = await transaction
            .update(idempotencyKeys)
            .set({ resultReference: reference })
            .where(and(ours, isNull(idempotencyKeys.resultReference)))
            .returning({ key: idempotencyKeys.key })
          if (settled.length === 0) throw inProgress()
        },
      }
      let response: IdempotentResponse<Body>
      try {
        response = await handlers.run(claim)
      } catch (error) {
        // Work that settled stays answerable by recover; only an unsettled claim is let go.
        await db.delete(idempotencyKeys).where(and(ours, isNull(idempotencyKeys.resultReference)))
        throw error
      }
      await storeAnswer(ours, response)
      return response
    },
  }

  async function storeAnswer(where: SQL | undefined, response: IdempotentResponse<unknown>) {
    await db
      .update(idempotencyKeys)
      .set({ statusCode: response.statusCode, responseBody: response.body })
      .where(where)
  }
}

export type Idempotency = ReturnType<typeof createIdempotency>

function inProgress(): AppError {
  return new AppError({
    code: 'idempotency_key_in_progress',
    message: 'A request with this Idempotency-Key is still being processed. Try again shortly.',
  })
}

function reused(): AppError {
  return new AppError({
    code: 'idempotency_key_reused',
    message: 'This Idempotency-Key was already used with a different request body.',
    errors: { [IDEMPOTENCY_KEY_HEADER]: ['Use a new key for a different request.'] },
  })
}
