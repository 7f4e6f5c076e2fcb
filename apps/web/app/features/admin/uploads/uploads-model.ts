// What the uploads page and its form posts share (no server code: the page imports it).

/** The page's filter: every photo, review or tour photos only, or the hidden ones. */
export const uploadViews = ['all', 'review', 'tour', 'hidden'] as const
export type UploadView = (typeof uploadViews)[number]

/** The list query a view asks the API for. */
export function uploadQueryOf(view: UploadView): {
  state: 'all' | 'hidden'
  place: 'all' | 'review' | 'tour'
} {
  if (view === 'hidden') return { state: 'hidden', place: 'all' }
  return { state: 'all', place: view }
}

export const uploadNotices = ['hide', 'restore'] as const
export type UploadNotice = (typeof uploadNotices)[number]

export function uploadNoticeOf(value: string | null): UploadNotice | null {
  return (uploadNotices as readonly (string | null)[]).includes(value)
    ? (value as UploadNotice)
    : null
}

/** A refused post: which photo's form it was (shown again with its reason) and the messages. */
export type UploadAnswer = {
  readonly key: string
  readonly reason: string
  readonly fieldErrors: Readonly<Record<string, readonly string[]>>
  readonly message: string | null
}
