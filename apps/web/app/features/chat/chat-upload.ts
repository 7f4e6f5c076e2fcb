import type { ApiClient } from '@tourmarket/api-client/client'
import type { ChatFile } from '@tourmarket/contracts'
import { callApi } from '../../lib/api-call.ts'

/** Name endings of the videos upload-video keeps, for a browser that gives no type. */
const VIDEO_NAME = /\.(mp4|m4v|webm|mkv|mov)$/i

/**
 * Which §7 upload call takes this file: a video goes to file/upload-video (up to 50 MB, decision
 * 0034), which file/upload refuses; anything else to file/upload.
 */
export function uploadEndpointFor(
  file: Pick<File, 'type' | 'name'>,
): 'fileUpload' | 'fileUploadVideo' {
  const video = file.type.startsWith('video/') || (file.type === '' && VIDEO_NAME.test(file.name))
  return video ? 'fileUploadVideo' : 'fileUpload'
}

/** Uploads one file (multipart `file`) for send-message; rejects on a failed call (§8: logged). */
export async function uploadChatFile(
  api: ApiClient,
  file: File,
  signal?: AbortSignal,
): Promise<ChatFile> {
  const body = new FormData()
  body.append('file', file, file.name)
  return callApi(api, uploadEndpointFor(file), signal === undefined ? { body } : { body, signal })
}
