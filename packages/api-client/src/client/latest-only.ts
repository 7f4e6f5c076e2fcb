import { CanceledError } from './errors.ts'

/** A call where only the latest invocation counts; see createLatestOnly. */
export type LatestOnly<Args extends unknown[], Result> = {
  (...args: Args): Promise<Result>
  /** Cancels the call in flight, if any (a search box that unmounts). */
  cancel(): void
}

/**
 * §7 "cancels previous" (tour search, filter completion): wraps `call` so that starting a new
 * invocation aborts the one in flight, whose promise then rejects at once with CanceledError,
 * even if `call` ignores its signal: a stale answer can never overwrite a newer one.
 */
export function createLatestOnly<Args extends unknown[], Result>(
  call: (signal: AbortSignal, ...args: Args) => Promise<Result>,
): LatestOnly<Args, Result> {
  let inFlight: AbortController | null = null

  const cancel = (): void => {
    inFlight?.abort(new CanceledError())
    inFlight = null
  }

  const run = (...args: Args): Promise<Result> => {
    cancel()
    const controller = new AbortController()
    inFlight = controller
    const { signal } = controller
    return new Promise<Result>((resolve, reject) => {
      // Rejects at once on cancel, whether or not `call` listens to its signal; a promise
      // settles only once, so whatever `call` does afterwards is ignored.
      const superseded = () => reject(signal.reason)
      signal.addEventListener('abort', superseded, { once: true })
      const settled = () => {
        signal.removeEventListener('abort', superseded)
        if (inFlight === controller) inFlight = null
      }
      // Wrapped so that a call that throws synchronously rejects like one that rejects.
      new Promise<Result>((start) => start(call(signal, ...args))).then(
        (result) => {
          settled()
          resolve(result)
        },
        (error: unknown) => {
          settled()
          reject(error)
        },
      )
    })
  }

  return Object.assign(run, { cancel })
}
