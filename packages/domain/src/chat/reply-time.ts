/**
 * An organizer's usual reply time (issue 42), from their chats: each time a tourist writes after
 * the organizer's last word (or first), the wait until the organizer's next message. The median
 * of the recent waits says "usually replies within an hour / a few hours / a day".
 */

/** How far back the waits count: recent behaviour, not the organizer's first year. */
export const REPLY_TIME_WINDOW_DAYS = 90

/** Fewer waits than this say nothing about a habit: no reply time is shown. */
export const REPLY_TIME_MIN_WAITS = 3

const HOUR_MS = 60 * 60 * 1000

/** The buckets shown, each an upper bound of the median wait. */
export const replyTimeBuckets = [
  { bucket: 'hour', withinMs: HOUR_MS },
  { bucket: 'hours', withinMs: 6 * HOUR_MS },
  { bucket: 'day', withinMs: 24 * HOUR_MS },
] as const

export type ReplyTimeBucket = (typeof replyTimeBuckets)[number]['bucket']

/** A tourist's message that waited for the organizer: when it was sent and when answered. */
export type ReplyWait = { readonly askedAt: Date; readonly repliedAt: Date | null }

/**
 * The wait's length in milliseconds; an unanswered message counts as waiting forever once a
 * day has passed (an organizer who never replies must not look quick), and not at all before
 * (the reply may still come).
 */
function waitLength(wait: ReplyWait, now: Date): number | undefined {
  if (wait.repliedAt !== null) return Math.max(wait.repliedAt.getTime() - wait.askedAt.getTime(), 0)
  return now.getTime() - wait.askedAt.getTime() > 24 * HOUR_MS ? Infinity : undefined
}

/** The median of lengths sorted ascending (an even count: the mean of the two middle ones). */
function median(sorted: readonly number[]): number {
  const upper = sorted[Math.floor(sorted.length / 2)] ?? Infinity
  const lower = sorted[Math.ceil(sorted.length / 2) - 1] ?? Infinity
  return (lower + upper) / 2
}

/**
 * The organizer's usual reply time from the waits of the window: null with fewer than
 * REPLY_TIME_MIN_WAITS settled waits, or when the median is over a day (nothing flattering to say).
 */
export function usualReplyTime(
  waits: readonly ReplyWait[],
  now: Date,
): { bucket: ReplyTimeBucket; waits: number } | null {
  const since = now.getTime() - REPLY_TIME_WINDOW_DAYS * 24 * HOUR_MS
  const lengths = waits
    .filter((wait) => wait.askedAt.getTime() >= since)
    .flatMap((wait) => {
      const length = waitLength(wait, now)
      return length === undefined ? [] : [length]
    })
    .toSorted((a, b) => a - b)
  if (lengths.length < REPLY_TIME_MIN_WAITS) return null
  const middle = median(lengths)
  const found = replyTimeBuckets.find(({ withinMs }) => middle <= withinMs)
  return found === undefined ? null : { bucket: found.bucket, waits: lengths.length }
}
