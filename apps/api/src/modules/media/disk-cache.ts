import { randomUUID } from 'node:crypto'
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises'
import { dirname } from 'node:path'

function isMissingFile(error: unknown): boolean {
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
