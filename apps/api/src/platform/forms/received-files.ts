import { randomUUID } from 'node:crypto'
import { createWriteStream } from 'node:fs'
import { mkdir, readdir, rm, stat } from 'node:fs/promises'
import { join } from 'node:path'
import { Transform } from 'node:stream'
import type { Readable } from 'node:stream'
import { pipeline } from 'node:stream/promises'

/** A file a request sent (or an address answered), on disk in the upload folder's `incoming/`. */
export type ReceivedFile = {
  readonly path: string
  readonly size: number
  /** The name the client gave; only shown and offered as the download name. */
  readonly name: string
}

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/
const PART_SUFFIX = '.part'

/**
 * The upload folder's `incoming/`: files being received (`{random}.part`) and the originals of
 * uploads waiting for processing (`{uuid}`). Inside the upload folder, so adopting a file is a
 * rename on one file system, and on the fleet's shared volume, so any instance can process an
 * original another one received. /media never serves from it (its keys are uuids at the root).
 */
export function createIncomingFolder(uploadDir: string) {
  const root = join(uploadDir, 'incoming')
  return {
    /** A fresh path for a file about to be received. */
    async newPartPath(): Promise<string> {
      await mkdir(root, { recursive: true })
      return join(root, `${randomUUID()}${PART_SUFFIX}`)
    },

    /** Where the original of the upload with this uuid waits for processing. */
    originalPath(uuid: string): string {
      if (!uuidPattern.test(uuid)) throw new Error(`Not an upload uuid: ${JSON.stringify(uuid)}`)
      return join(root, uuid)
    },

    /** Removes part files last written before `before`: receptions that died with a process. */
    async removePartsBefore(before: Date): Promise<number> {
      const names = await readdir(root).catch(() => [])
      let removed = 0
      for (const name of names.filter((entry) => entry.endsWith(PART_SUFFIX))) {
        const path = join(root, name)
        const written = await stat(path).catch(() => null)
        if (written !== null && written.mtime < before) {
          await rm(path, { force: true })
          removed += 1
        }
      }
      return removed
    },
  }
}

export type IncomingFolder = ReturnType<typeof createIncomingFolder>

/**
 * Writes a stream to `path`, failing with `tooLarge()` as soon as more than `maxBytes` have come
 * (nothing past the cap is read). On any failure the partial file is removed. Answers the size.
 */
export async function writeCapped(
  source: Readable,
  path: string,
  options: { maxBytes: number; tooLarge: () => Error },
): Promise<number> {
  let size = 0
  const cap = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      size += chunk.length
      if (size > options.maxBytes) done(options.tooLarge())
      else done(null, chunk)
    },
  })
  try {
    await pipeline(source, cap, createWriteStream(path))
    return size
  } catch (error) {
    await rm(path, { force: true })
    throw error
  }
}
