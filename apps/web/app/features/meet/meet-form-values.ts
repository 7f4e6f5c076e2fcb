import type { MeetFile } from '@tourmarket/contracts'

/** §7 file-save (multipart: `key` and parts `file`); the contract has no body schema for it. */
export const MEET_FILE_SAVE_PATH = '/spa/file-save'

/** The query that tells the page the form was just saved without JavaScript (after the 303). */
export const MEET_SAVED_PARAM = 'saved'

/** What the no-JavaScript action answers when it shows the form again. */
export type MeetActionAnswer = {
  /** The text as typed, so nothing is lost. */
  readonly text: string
  /** The dialog's message: the API's on a 404 (§8), a general one otherwise; null when none. */
  readonly error: string | null
  /** A file the "Remove" button just deleted, left out of the list. */
  readonly removedFileId: number | null
}

const statuses: ReadonlySet<string> = new Set(['processing', 'ready', 'failed'])

function fileOf(value: unknown): MeetFile | null {
  if (typeof value !== 'object' || value === null) return null
  const record = value as Record<string, unknown>
  const { id, name, content_type: contentType, size, is_image: isImage, status, url } = record
  if (
    typeof id !== 'number' ||
    typeof name !== 'string' ||
    typeof contentType !== 'string' ||
    typeof size !== 'number' ||
    typeof isImage !== 'boolean' ||
    typeof status !== 'string' ||
    !statuses.has(status)
  ) {
    return null
  }
  return {
    id,
    name,
    content_type: contentType,
    size,
    is_image: isImage,
    status: status as MeetFile['status'],
    url: typeof url === 'string' ? url : null,
  }
}

/** The files of a file-save answer `{ files: [...] }`; throws when it is not that shape. */
export function meetFilesOf(answer: unknown): MeetFile[] {
  const list =
    typeof answer === 'object' && answer !== null && 'files' in answer ? answer.files : undefined
  if (!Array.isArray(list)) throw new Error(`${MEET_FILE_SAVE_PATH} answered without files`)
  return list.map((entry) => {
    const file = fileOf(entry)
    if (file === null) throw new Error(`${MEET_FILE_SAVE_PATH} answered a file of another shape`)
    return file
  })
}
