import type { ApiClient } from '@tourmarket/api-client/client'
import type { ChatFile } from '@tourmarket/contracts'

/** §7 POST /crm/api/file/upload (multipart `file`): a file of the user's, for send-message. */
export const FILE_UPLOAD_PATH = '/crm/api/file/upload'
/**
 * §7 POST /crm/api/file/upload-video (multipart `file`): videos, which file/upload refuses, up to
 * 50 MB (decision 0034).
 */
export const VIDEO_UPLOAD_PATH = '/crm/api/file/upload-video'

/** Name endings of the videos upload-video keeps, for a browser that gives no type. */
const VIDEO_NAME = /\.(mp4|m4v|webm|mkv|mov)$/i

/** Which upload call takes this file: a video goes to upload-video, anything else to upload. */
export function uploadPathFor(file: Pick<File, 'type' | 'name'>): string {
  const video = file.type.startsWith('video/') || (file.type === '' && VIDEO_NAME.test(file.name))
  return video ? VIDEO_UPLOAD_PATH : FILE_UPLOAD_PATH
}

const fileStatuses = new Set<ChatFile['status']>(['processing', 'ready', 'failed'])

/**
 * The upload's answer `{ id, uuid, name, content_type, size, is_image, status, url }` as a chat
 * attachment; null when it is not that shape.
 */
export function chatFileOf(body: unknown): ChatFile | null {
  if (typeof body !== 'object' || body === null) return null
  const record = body as Record<string, unknown>
  const { id, name, content_type: contentType, size, is_image: isImage, status, url } = record
  if (
    typeof id !== 'number' ||
    !Number.isSafeInteger(id) ||
    typeof name !== 'string' ||
    typeof contentType !== 'string' ||
    typeof size !== 'number' ||
    typeof isImage !== 'boolean'
  ) {
    return null
  }
  const knownStatus = fileStatuses.has(status as ChatFile['status'])
    ? (status as ChatFile['status'])
    : 'processing'
  return {
    id,
    name,
    content_type: contentType,
    size,
    is_image: isImage,
    status: knownStatus,
    url: typeof url === 'string' ? url : null,
  }
}

/** Uploads one file (a video through upload-video); rejects on a failed call or an answer without a usable file (§8: logged). */
export async function uploadChatFile(
  api: ApiClient,
  file: File,
  signal?: AbortSignal,
): Promise<ChatFile> {
  const body = new FormData()
  body.append('file', file, file.name)
  const path = uploadPathFor(file)
  const answer = await api.post(path, signal === undefined ? { body } : { body, signal })
  const uploaded = chatFileOf(answer)
  if (uploaded === null) throw new Error(`${path} answered without a file`)
  return uploaded
}
