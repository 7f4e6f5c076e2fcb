import { DrizzleQueryError } from 'drizzle-orm'

/** Causes followed at most; real chains are two or three long, a cycle would be endless. */
const MAX_CAUSES = 8

/** A copy of an error with its own properties (message, stack, code, cause…) and prototype. */
function copyOf(error: Error): Error {
  return Object.create(
    Object.getPrototypeOf(error) as object,
    Object.getOwnPropertyDescriptors(error),
  ) as Error
}

/**
 * An error as logs may keep it. A failed query's error carries its bound parameters in `params`,
 * its message and its stack: the values a request sent (uuid links, tokens, contact details), so
 * they are left out and the SQL text, which holds only placeholders, is kept. Errors along the
 * `cause` chain are copied, never changed: the caller may still use the original.
 */
export function loggableError(error: Error, causes = 0): Error {
  const cause: unknown = error.cause
  const loggableCause =
    cause instanceof Error && causes < MAX_CAUSES ? loggableError(cause, causes + 1) : cause
  if (!(error instanceof DrizzleQueryError) && loggableCause === cause) return error
  const copy = copyOf(error)
  if (loggableCause !== cause) {
    const descriptor = Object.getOwnPropertyDescriptor(error, 'cause')
    Object.defineProperty(copy, 'cause', { ...descriptor, value: loggableCause })
  }
  if (error instanceof DrizzleQueryError) {
    const message = `Failed query: ${error.query}`
    copy.message = message
    if (error.stack !== undefined) copy.stack = error.stack.replace(error.message, message)
    delete (copy as Partial<DrizzleQueryError>).params
  }
  return copy
}
