import { useSyncExternalStore } from 'react'

// How many §8 captchas the tab is solving right now; forms show "Checking you are not a robot…"
// while it is above zero. Browser state of one tab, nothing of record.
let solving = 0
const listeners = new Set<() => void>()

function notify(): void {
  for (const listener of listeners) listener()
}

/** Marks a captcha as being solved until the returned promise settles. */
export async function whileSolvingCaptcha<Result>(work: () => Promise<Result>): Promise<Result> {
  solving += 1
  notify()
  try {
    return await work()
  } finally {
    solving -= 1
    notify()
  }
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/** Whether the tab is solving a captcha now (always false while rendering on the server). */
export function useCaptchaChecking(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => solving > 0,
    () => false,
  )
}
