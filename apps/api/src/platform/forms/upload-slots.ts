import { AppError } from '../../errors.ts'

/** Seconds a client is asked to wait when every slot is taken. */
const RETRY_AFTER_SECONDS = 5

export type UploadSlotLimits = {
  /** Uploads one process receives at once (UPLOAD_CONCURRENCY). */
  readonly total: number
  /** Of those, from one client: an address, or an account (UPLOAD_CONCURRENCY_PER_CLIENT). */
  readonly perClient: number
}

/**
 * Bounds the uploads a process receives at once, overall and per client, so a burst of large or
 * slow bodies cannot hold every connection, file descriptor and the disk's bandwidth. A request
 * over either bound is refused at once with 503 and Retry-After, never queued: its body is not
 * read.
 */
export function createUploadSlots(limits: UploadSlotLimits) {
  let taken = 0
  const byClient = new Map<string, number>()

  function busy(message: string): AppError {
    return new AppError({
      code: 'media_busy',
      message,
      headers: { 'Retry-After': String(RETRY_AFTER_SECONDS) },
    })
  }

  return {
    /** Takes a slot for `client`, or throws 503; the answer gives it back (once). */
    acquire(client: string): () => void {
      const clientTaken = byClient.get(client) ?? 0
      if (clientTaken >= limits.perClient) {
        throw busy(
          `You are already sending ${String(limits.perClient)} uploads; wait for them to finish.`,
        )
      }
      if (taken >= limits.total) {
        throw busy('Too many uploads are being received right now. Please try again shortly.')
      }
      taken += 1
      byClient.set(client, clientTaken + 1)
      let released = false
      return () => {
        if (released) return
        released = true
        taken -= 1
        const left = (byClient.get(client) ?? 1) - 1
        if (left === 0) byClient.delete(client)
        else byClient.set(client, left)
      }
    },
  }
}

export type UploadSlots = ReturnType<typeof createUploadSlots>
