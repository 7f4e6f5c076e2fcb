// Issue 14 finding 11: an Idempotency-Key whose first request died must not answer 409 for a day.
// The work settles its reference in its own transaction; a retry recovers the answer from it, or
// takes over a claim whose work never committed once the lease is over.
import { randomUUID } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { idempotencyKeys } from '../src/db/schema/index.ts'
import { createIdempotency, IDEMPOTENCY_LEASE_MS } from '../src/platform/idempotency/idempotency.ts'
import type { IdempotencyClaim } from '../src/platform/idempotency/idempotency.ts'
import { testDatabases, useMigratedDatabase } from './databases.ts'

describe.each(testDatabases)('Idempotency-Key after a dead request on $name', (target) => {
  const migrated = useMigratedDatabase(target)
  const db = () => migrated.database.db

  function setup() {
    let clock = Date.now()
    const idempotency = createIdempotency(db(), () => new Date(clock))
    const request = { scope: `user:${randomUUID()}`, route: 'test', key: 'k', body: { a: 1 } }
    return {
      idempotency,
      request,
      advance: (ms: number) => {
        clock += ms
      },
      storedRow: async () =>
        (
          await db().select().from(idempotencyKeys).where(eq(idempotencyKeys.scope, request.scope))
        )[0],
    }
  }

  /** A handler that claims the key and then never finishes, like a request whose process died. */
  function hang(onClaim: (claim: IdempotencyClaim) => void = () => undefined) {
    return {
      run: (claim: IdempotencyClaim) => {
        onClaim(claim)
        return new Promise<never>(() => undefined)
      },
    }
  }

  it('a claim younger than the lease answers 409; an older one with nothing committed is taken over', async () => {
    const { idempotency, request, advance, storedRow } = setup()
    let deadClaim: IdempotencyClaim | undefined
    void idempotency.run(
      request,
      hang((claim) => (deadClaim = claim)),
    )
    await expect.poll(storedRow).toBeDefined()
    const retry = () =>
      idempotency.run(request, { run: async () => ({ statusCode: 200, body: { n: 2 } }) })
    advance(IDEMPOTENCY_LEASE_MS - 1000)
    await expect(retry()).rejects.toMatchObject({ code: 'idempotency_key_in_progress' })
    advance(2000)
    expect((await retry()).body).toEqual({ n: 2 })
    // The first attempt, should it wake up, can no longer commit its work under the key.
    await expect(db().transaction(deadClaim!.settle('late'))).rejects.toMatchObject({
      code: 'idempotency_key_in_progress',
    })
    expect((await storedRow())?.resultReference).toBeNull()
    expect(
      (
        await idempotency.run(request, {
          run: async () => ({ statusCode: 200, body: { n: 3 } }),
        })
      ).body,
    ).toEqual({ n: 2 })
  })

  it('work that committed but never stored its answer is answered from its reference, at once and only once', async () => {
    const { idempotency, request, storedRow } = setup()
    // The work commits with its reference, then the process dies before the answer is stored.
    void idempotency.run(
      request,
      hang((claim) => void db().transaction(claim.settle('booking-7'))),
    )
    await expect.poll(async () => (await storedRow())?.resultReference).toBe('booking-7')
    const recovered: string[] = []
    const retry = () =>
      idempotency.run(request, {
        run: async () => {
          throw new Error('the work must not run twice')
        },
        recover: async (reference) => {
          recovered.push(reference)
          return { statusCode: 200, body: { rebuiltFrom: reference } }
        },
      })
    expect((await retry()).body).toEqual({ rebuiltFrom: 'booking-7' })
    expect((await retry()).body).toEqual({ rebuiltFrom: 'booking-7' })
    expect(recovered).toEqual(['booking-7'])
  })

  it('a handler that fails after its work committed keeps the key: the retry recovers instead of redoing', async () => {
    const { idempotency, request } = setup()
    await expect(
      idempotency.run(request, {
        run: async (claim) => {
          await db().transaction(claim.settle('booking-8'))
          throw new Error('mail server down')
        },
      }),
    ).rejects.toThrow('mail server down')
    const answer = await idempotency.run(request, {
      run: async () => {
        throw new Error('the work must not run twice')
      },
      recover: async (reference) => ({ statusCode: 200, body: { rebuiltFrom: reference } }),
    })
    expect(answer.body).toEqual({ rebuiltFrom: 'booking-8' })
  })
})
