import { randomUUID } from 'node:crypto'
import { mkdir, readFile, readdir, rename, rm, stat, writeFile } from 'node:fs/promises'
import { dirname, join } from 'node:path'

export function isMissingFile(error: unknown): boolean {
  return error instanceof Error && 'code' in error && error.code === 'ENOENT'
}

/** The file's bytes, or null when there is no such file. */
export async function readIfExists(path: string): Promise<Buffer | null> {
  try {
    return await readFile(path)
  } catch (error) {
    if (isMissingFile(error)) return null
    throw error
  }
}

/**
 * Writes to a temporary file beside the target, then renames it into place: a rename is atomic,
 * so a reader (in this process or another) sees the whole file or none, never half of it.
 */
export async function writeFileAtomically(path: string, data: Buffer): Promise<void> {
  await mkdir(dirname(path), { recursive: true })
  const temporary = `${path}.${randomUUID()}.tmp`
  try {
    await writeFile(temporary, data)
    await rename(temporary, path)
  } catch (error) {
    await rm(temporary, { force: true })
    throw error
  }
}

/**
 * Runs `produce` once per key at a time: callers asking for a key already being produced share
 * that one promise. Per process only, which is enough for a cache (a second process just
 * produces the same bytes again).
 */
export function createInFlight<T>(): (key: string, produce: () => Promise<T>) => Promise<T> {
  const running = new Map<string, Promise<T>>()
  return (key, produce) => {
    const existing = running.get(key)
    if (existing !== undefined) return existing
    const started = produce().finally(() => running.delete(key))
    running.set(key, started)
    return started
  }
}

export type DiskCacheBudget = {
  /** A cached file was served: it becomes the most recently used. */
  used(path: string): void
  /** A file of `bytes` was written; the least recently used ones go while the total is over. */
  stored(path: string, bytes: number): Promise<void>
}

/**
 * Keeps a cache folder under `maxBytes`, evicting the least recently used files (issue 14 finding
 * 8: every size of every key stayed on disk for ever). The files already there are counted on
 * the first write, oldest access first. Per process: another process evicting a file only makes
 * this one render it again, and its count of a deleted file is dropped when it is evicted here.
 */
export function createDiskCacheBudget(options: {
  root: string
  maxBytes: number
}): DiskCacheBudget {
  const { root, maxBytes } = options
  /** Path → bytes, least recently used first (a Map keeps insertion order). */
  const files = new Map<string, number>()
  let total = 0
  let counted: Promise<void> | undefined

  async function countExisting(): Promise<void> {
    const entries = await readdir(root, { recursive: true, withFileTypes: true }).catch(
      (error: unknown) => {
        if (isMissingFile(error)) return []
        throw error
      },
    )
    const found = await Promise.all(
      entries
        .filter((entry) => entry.isFile() && !entry.name.endsWith('.tmp'))
        .map(async (entry) => {
          const path = join(entry.parentPath, entry.name)
          const info = await stat(path).catch(() => null)
          return info === null ? null : { path, bytes: info.size, usedAt: info.atimeMs }
        }),
    )
    const known = found.filter((file) => file !== null).sort((a, b) => a.usedAt - b.usedAt)
    for (const file of known) {
      if (!files.has(file.path)) {
        files.set(file.path, file.bytes)
        total += file.bytes
      }
    }
  }

  function forget(path: string): void {
    const bytes = files.get(path)
    if (bytes === undefined) return
    files.delete(path)
    total -= bytes
  }

  return {
    used(path) {
      const bytes = files.get(path)
      if (bytes === undefined) return
      files.delete(path)
      files.set(path, bytes)
    },

    async stored(path, bytes) {
      counted ??= countExisting()
      await counted
      forget(path)
      files.set(path, bytes)
      total += bytes
      for (const [oldest] of files) {
        if (total <= maxBytes || oldest === path) break
        forget(oldest)
        await rm(oldest, { force: true })
      }
    },
  }
}
