import { readIfExists } from '../../platform/media-cache/disk-cache.ts'
import { uploadFilePath } from '../../platform/storage/storage.ts'
import type { MediaSource } from './media-source.ts'

/**
 * Uploaded images (keys `upload-{uuid}`), read from the upload folder. Writing them is the upload
 * feature's job; this source only reads. The key's uuid form is checked before it gets here, so
 * it cannot name a path outside the folder.
 */
export function createUploadSource(uploadDir: string): MediaSource {
  return {
    async original(key) {
      if (key.kind !== 'upload') return null
      return readIfExists(uploadFilePath(uploadDir, key.id))
    },
  }
}
