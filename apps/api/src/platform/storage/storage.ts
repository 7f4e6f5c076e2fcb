import { mkdir, open, rename, rm } from 'node:fs/promises'
import { dirname, join } from 'node:path'
import type { Readable } from 'node:stream'
import { isMissingFile, writeFileAtomically } from '../media-cache/disk-cache.ts'

/** A stored file, open: its size and its bytes as they are read from disk. */
export type StoredFile = {
  byteSize: number
  /** Read once; closes the file when it ends or is destroyed. */
  body: Readable
}

/** Where uploaded bytes are kept, by key; a local folder by default, an object store later. */
export type UploadStorage = {
  put(key: string, bytes: Buffer): Promise<void>
  /** Moves a file received on this machine's upload folder (ReceivedFile) in under the key. */
  putFile(key: string, path: string): Promise<void>
  /**
   * The file opened for reading, or null when nothing is stored under the key. Served files are
   * up to 50 MB: streamed, never held whole (a few parallel downloads would exhaust memory).
   */
  open(key: string): Promise<StoredFile | null>
  /** Removes the key; removing a missing key succeeds. */
  delete(key: string): Promise<void>
}

/** Where the uploaded image with this id is kept: one file per upload, named by its uuid. */
export function uploadFilePath(uploadDir: string, id: string): string {
  return join(uploadDir, id)
}

/**
 * An image's key: the uuid alone, which is where the media module's upload source reads
 * (`uploadFilePath(uploadDir, uuid)`), so /media/upload-{uuid}/{size} serves it.
 */
export function imageStorageKey(uuid: string): string {
  return uuid
}

/** Another file's key: under `files/`, where the media module never looks for images. */
export function fileStorageKey(uuid: string): string {
  return `files/${uuid}`
}

// Only the two keys above, with a lower-case uuid: anything else is a programming error, and
// refusing it keeps every path inside the folder whatever a caller passes.
const keyPattern = /^(files\/)?[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/

function pathOf(root: string, key: string): string {
  if (!keyPattern.test(key)) throw new Error(`Not an upload storage key: ${JSON.stringify(key)}`)
  return join(root, key)
}

/** Keeps each upload as one file under `root` (MEDIA_UPLOAD_DIR); writes are atomic. */
export function createLocalUploadStorage(root: string): UploadStorage {
  return {
    async put(key, bytes) {
      await writeFileAtomically(pathOf(root, key), bytes)
    },
    async putFile(key, path) {
      const target = pathOf(root, key)
      await mkdir(dirname(target), { recursive: true })
      // The received file is in the same folder tree: a rename, atomic and without copying.
      await rename(path, target)
    },
    async open(key) {
      // Opened before anything is answered, so a missing file is a null (a 404), not a stream
      // failing after the headers went out.
      const handle = await open(pathOf(root, key), 'r').catch((error: unknown) => {
        if (isMissingFile(error)) return null
        throw error
      })
      if (handle === null) return null
      try {
        const { size } = await handle.stat()
        return { byteSize: size, body: handle.createReadStream() }
      } catch (error) {
        await handle.close()
        throw error
      }
    },
    async delete(key) {
      await rm(pathOf(root, key), { force: true })
    },
  }
}
