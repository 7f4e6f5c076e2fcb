import type { FastifyInstance } from 'fastify'
import { AppError } from '../errors.ts'

const NUL = '\u0000'

/**
 * How deeply a body's arrays and objects may nest. Ours go three levels at most (a booking's
 * tourists' fields); the bound keeps every walk after this one (zod, canonical JSON) shallow.
 */
export const MAX_BODY_DEPTH = 64

type Refusal = { field: string; message: string }

const nulMessage = 'Contains a character that is not allowed (NUL).'
const depthMessage = `Nested more than ${String(MAX_BODY_DEPTH)} levels deep.`

/**
 * The first problem in a parsed request part: a string or key holding NUL (named by its dotted
 * path) or nesting past the bound (named by the part). Iterative, so no input can overflow the
 * stack (issue 37: 10,000 levels of `[` did, a 500).
 */
function firstRefusal(root: unknown, part: string): Refusal | null {
  const pending: { value: unknown; path: string; depth: number }[] = [
    { value: root, path: '', depth: 0 },
  ]
  for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
    const { value, path, depth } = next
    if (typeof value === 'string') {
      if (value.includes(NUL)) return { field: path === '' ? part : path, message: nulMessage }
      continue
    }
    // A raw body (webhooks) is bytes that no query sees as text: nothing to look into.
    if (typeof value !== 'object' || value === null || ArrayBuffer.isView(value)) continue
    if (depth === MAX_BODY_DEPTH) return { field: part, message: depthMessage }
    // Reversed onto the stack, so the first offending field in document order is the one named.
    for (const [key, item] of Object.entries(value).reverse()) {
      if (key.includes(NUL)) return { field: path === '' ? part : path, message: nulMessage }
      pending.push({ value: item, path: path === '' ? key : `${path}.${key}`, depth: depth + 1 })
    }
  }
  return null
}

/**
 * PostgreSQL text cannot hold NUL (U+0000): a query with one fails inside the database, a 500 for
 * what is the caller's mistake (issue 14). No field of ours means a NUL, so every query, path
 * parameter and body is refused up front with a 400 naming the field. A body nested deeper than
 * any of ours is refused here too, before validation walks it.
 */
export function refuseUnsafeInput(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    for (const [part, value] of [
      ['query', request.query],
      ['params', request.params],
      ['body', request.body],
    ] as const) {
      const refusal = firstRefusal(value, part)
      if (refusal === null) continue
      throw new AppError({
        code: 'validation_failed',
        message: 'Validation failed.',
        errors: { [refusal.field]: [refusal.message] },
      })
    }
  })
}
