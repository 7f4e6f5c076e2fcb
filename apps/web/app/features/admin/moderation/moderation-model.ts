// What the moderation pages and their form posts share (no server code: the pages import it).

/** What a moderation post did: the notice after the redirect. */
export const moderationNotices = [
  'review-hide',
  'review-restore',
  'reply-hide',
  'reply-restore',
  'hide',
  'dismiss',
] as const
export type ModerationNotice = (typeof moderationNotices)[number]

export function moderationNoticeOf(value: string | null): ModerationNotice | null {
  return (moderationNotices as readonly (string | null)[]).includes(value)
    ? (value as ModerationNotice)
    : null
}

/** A refused post: which form it was (shown again with its reason) and the messages. */
export type ModerationAnswer = {
  readonly form: string
  readonly reason: string
  readonly fieldErrors: Readonly<Record<string, readonly string[]>>
  readonly message: string | null
}

/** The form's key: `review-12`, `reply-12` or `tour-7`. */
export const moderationFormKey = (kind: 'review' | 'reply' | 'tour', id: number) =>
  `${kind}-${String(id)}`
