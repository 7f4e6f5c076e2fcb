import type { ApiClient } from '@tourmarket/api-client/client'
import type { ChatFile } from '@tourmarket/contracts'

/** §7 POST /crm/api/file/upload (multipart `file`): a file of the user's, for send-message. */
export const FILE_UPLOAD_PATH = '/crm/api/file/upload'

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

/** Uploads one file; rejects on a failed call or an answer without a usable file (§8: logged). */
export async function uploadChatFile(
  api: ApiClient,
  file: File,
  signal?: AbortSignal,
): Promise<ChatFile> {
  const body = new FormData()
  body.append('file', file, file.name)
  const answer = await api.post(
    FILE_UPLOAD_PATH,
    signal === undefined ? { body } : { body, signal },
  )
  const uploaded = chatFileOf(answer)
  if (uploaded === null) throw new Error(`${FILE_UPLOAD_PATH} answered without a file`)
  return uploaded
}
