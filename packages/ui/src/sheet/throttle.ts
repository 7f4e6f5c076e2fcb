export type Throttled<A extends unknown[]> = ((...args: A) => void) & { cancel: () => void }

/**
 * Runs `fn` at once, then at most once per `waitMs`; the last call of a burst always runs when
 * the wait ends, so a handler reading the scroll position sees where scrolling stopped.
 */
export function throttle<A extends unknown[]>(
  fn: (...args: A) => void,
  waitMs: number,
): Throttled<A> {
  let timer: ReturnType<typeof setTimeout> | undefined
  let pendingArgs: A | undefined

  function endWait() {
    timer = undefined
    if (pendingArgs === undefined) return
    const args = pendingArgs
    pendingArgs = undefined
    fn(...args)
    timer = setTimeout(endWait, waitMs)
  }

  const throttled = (...args: A) => {
    if (timer !== undefined) {
      pendingArgs = args
      return
    }
    fn(...args)
    timer = setTimeout(endWait, waitMs)
  }
  throttled.cancel = () => {
    clearTimeout(timer)
    timer = undefined
    pendingArgs = undefined
  }
  return throttled
}
