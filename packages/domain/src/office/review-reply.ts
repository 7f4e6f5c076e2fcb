/** Issue 40: the organizer's one public reply under a review is plain text of at most this many characters. */
export const REVIEW_REPLY_MAX_LENGTH = 2000

/**
 * A reply as it is stored and shown: plain text (the pages print it as text, never as HTML), with
 * its line breaks kept as `\n` and at most one empty line between paragraphs, no control
 * characters (a pasted NUL or bell would reach the page and the e-mail), no zero-width or
 * bidirectional overrides that make a reply read differently from what it holds, and no space at
 * either end. An empty result means "no reply": posting it removes the reply.
 */
export function normalizeReviewReply(text: string): string {
  return (
    text
      .replace(/\r\n?/g, '\n')
      // Tabs become spaces; every other C0/C1 control but the line break goes.
      .replace(/\t/g, ' ')
      // eslint-disable-next-line no-control-regex -- removing control characters is the point
      .replace(/[\u0000-\u0009\u000B-\u001F\u007F-\u009F]/g, '')
      .replace(/[\u200B-\u200F\u202A-\u202E\u2066-\u2069\uFEFF]/g, '')
      .split('\n')
      .map((line) => line.trimEnd())
      .join('\n')
      .replace(/\n{3,}/g, '\n\n')
      .trim()
  )
}

/** Why a reply cannot be posted as written, or null when it can (an empty reply removes it). */
export function reviewReplyProblem(normalized: string): 'too_long' | null {
  return [...normalized].length > REVIEW_REPLY_MAX_LENGTH ? 'too_long' : null
}
