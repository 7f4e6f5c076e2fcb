import { setTimeout as sleep } from 'node:timers/promises'

/** Socket errors that mean PostgreSQL could not be reached or the connection to it broke. */
const socketErrorCodes = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
])

/**
 * SQLSTATEs of a server going away: 57P01 admin_shutdown (a restart's fast shutdown ends every
 * backend with it), 57P02 crash_shutdown, 57P03 cannot_connect_now (starting up or shutting
 * down). Class 08 (connection exception) is matched by its prefix.
 */
const serverGoneStates = new Set(['57P01', '57P02', '57P03'])

/** What node-postgres says, without a code, when a connection dies under it or cannot be had. */
const driverMessages = [
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'Client has encountered a connection error and is not queryable',
  'Client was closed and is not queryable',
]

/** Causes followed at most (a query error wraps the driver's, which may wrap the socket's). */
const MAX_CAUSES = 8

function isLossItself(error: unknown): boolean {
  if (!(error instanceof Error)) return false
  const code = (error as { code?: unknown }).code
  if (typeof code === 'string') {
    if (socketErrorCodes.has(code) || serverGoneStates.has(code) || code.startsWith('08')) {
      return true
    }
  }
  return driverMessages.some((message) => error.message.startsWith(message))
}

/**
 * Whether an error (or one of its causes) is PostgreSQL being unreachable or going away, rather
 * than anything about the statement: such a failure is worth a retry once the server is back.
 */
export function isConnectionLoss(error: unknown): boolean {
  let current: unknown = error
  for (let depth = 0; depth <= MAX_CAUSES && current instanceof Error; depth += 1) {
    if (isLossItself(current)) return true
    current = current.cause
  }
  return false
}

export type ConnectionRetry = {
  /** How long, from the first failure, the work is tried again before its error stands. */
  readonly withinMs: number
  /** The first pause; each next one doubles, up to a second. */
  readonly firstDelayMs: number
}

/** A PostgreSQL restart takes a few seconds: waiting that long beats failing the request. */
export const defaultConnectionRetry: ConnectionRetry = { withinMs: 5_000, firstDelayMs: 50 }

const MAX_DELAY_MS = 1_000

/**
 * Runs `attempt`, and runs it again after a growing pause while it fails with a connection loss
 * that `isSafeToRepeat` accepts, until `retry.withinMs` has passed; then its last error stands.
 * Only work known not to have taken effect may be repeated: the caller decides that.
 */
export async function retryOnConnectionLoss<T>(
  attempt: () => Promise<T>,
  retry: ConnectionRetry,
  isSafeToRepeat: (error: unknown) => boolean = isConnectionLoss,
): Promise<T> {
  const deadline = performance.now() + retry.withinMs
  let delay = retry.firstDelayMs
  for (;;) {
    try {
      return await attempt()
    } catch (error) {
      const remaining = deadline - performance.now()
      if (!isSafeToRepeat(error) || remaining <= 0) throw error
      await sleep(Math.min(delay, remaining))
      delay = Math.min(delay * 2, MAX_DELAY_MS)
    }
  }
}
