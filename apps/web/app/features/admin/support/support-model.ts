// What the Support pages and their form posts share (no server code: the pages import it).

/** What a support post did: the notice after the redirect. */
export const supportNotices = [
  'assign',
  'unassign',
  'reply',
  'canned-save',
  'canned-delete',
  'status',
] as const
export type SupportNotice = (typeof supportNotices)[number]

export function supportNoticeOf(value: string | null): SupportNotice | null {
  return (supportNotices as readonly (string | null)[]).includes(value)
    ? (value as SupportNotice)
    : null
}

/** A refused post: which form it was (shown again with what was typed) and the messages. */
export type SupportAnswer = {
  readonly form: string
  readonly values: Readonly<Record<string, string>>
  readonly fieldErrors: Readonly<Record<string, readonly string[]>>
  readonly message: string | null
}

/** A page's number from its query: 1 unless it is a whole number from 1 to 10,000. */
export function pageParam(params: URLSearchParams): number {
  const page = Number(params.get('page') ?? '1')
  return Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1
}

/** How long since `since`, at `now`, in whole minutes (never below 0). */
export function minutesBetween(since: string, now: string): number {
  return Math.max(0, Math.floor((Date.parse(now) - Date.parse(since)) / 60_000))
}
