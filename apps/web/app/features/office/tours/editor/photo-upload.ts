/** The photo types the API takes (it reads the bytes; the browser's type is only a first check). */
export const PHOTO_FILE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'image/avif']

/** One chosen file's way through the upload: waiting, on its way, done, or why it was not sent. */
export type UploadState = {
  readonly name: string
  readonly state: 'queued' | 'sending' | 'done' | 'type' | 'size' | 'failed'
}

/**
 * What is wrong with a chosen file before it is sent, as far as the browser can tell: not a
 * photo, or too large. A file without a reported type is left to the API.
 */
export function photoFileProblem(
  file: { readonly type: string; readonly size: number },
  maxBytes: number,
): 'type' | 'size' | null {
  if (file.type !== '' && !PHOTO_FILE_TYPES.includes(file.type)) return 'type'
  if (file.size > maxBytes) return 'size'
  return null
}
