import type { FastifyInstance } from 'fastify'
import { AppError } from '../errors.ts'

const NUL = '\u0000'

/** The dotted path of the first string holding a NUL character, or null. */
function fieldWithNul(value: unknown, path: string): string | null {
  if (typeof value === 'string') return value.includes(NUL) ? path : null
  if (typeof value !== 'object' || value === null) return null
  for (const [key, item] of Object.entries(value)) {
    const found = fieldWithNul(item, path === '' ? key : `${path}.${key}`)
    if (found !== null) return found
  }
  return null
}

/**
 * PostgreSQL text cannot hold NUL (U+0000): a query with one fails inside the database, a 500 for
 * what is the caller's mistake (issue 14). No field of ours means a NUL, so every query, path
 * parameter and body is refused up front with a 400 naming the field.
 */
export function refuseNulCharacters(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    for (const [part, value] of [
      ['query', request.query],
      ['params', request.params],
      ['body', request.body],
    ] as const) {
      const field = fieldWithNul(value, '')
      if (field === null) continue
      const name = field === '' ? part : field
      const message = 'Contains a character that is not allowed (NUL).'
      throw new AppError({
        code: 'validation_failed',
        message: 'Validation failed.',
        errors: { [name]: [message] },
      })
    }
  })
}
