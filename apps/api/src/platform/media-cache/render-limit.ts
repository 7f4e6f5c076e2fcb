import { AppError } from '../../errors.ts'

/** Seconds a client is asked to wait when the renderer is full. */
const RETRY_AFTER_SECONDS = 5

function rendererBusy(): AppError {
  return new AppError({
    code: 'media_busy',
    message: 'Too many images are being prepared right now. Please try again in a few seconds.',
    headers: { 'Retry-After': String(RETRY_AFTER_SECONDS) },
  })
}

/**
 * Bounds the CPU that image rendering may take (issue 14: sixteen new keys at once took 68 s and
 * slowed the catalogue to 2.9 s): at most `concurrency` renders run, `queue` more wait, and any
 * beyond that are refused at once with 503 and Retry-After instead of piling up. A finished
 * render hands its slot straight to the next in line, so the bound holds at every moment.
 */
export function createRenderLimit(options: { concurrency: number; queue: number }) {
  let running = 0
  const waiting: (() => void)[] = []
  return async function limited<T>(work: () => Promise<T>): Promise<T> {
    if (running < options.concurrency) {
      running += 1
    } else {
      if (waiting.length >= options.queue) throw rendererBusy()
      await new Promise<void>((resolve) => waiting.push(resolve))
    }
    try {
      return await work()
    } finally {
      const next = waiting.shift()
      if (next === undefined) running -= 1
      else next()
    }
  }
}
