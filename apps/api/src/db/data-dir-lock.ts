import { link, mkdir, readFile, rm, writeFile } from 'node:fs/promises'
import { join } from 'node:path'

/** Lives inside the data folder, so moving or deleting the folder takes its lock along. */
export const lockFileName = 'tourmarket-api.lock'

export type DataDirLock = {
  readonly lockPath: string
  /** Removes the lock file if it is still ours; safe to call twice. */
  release(): Promise<void>
}

/** Another live process holds the PGlite data folder (or its lock file cannot be read). */
export class DataDirLockedError extends Error {
  readonly dataDir: string
  readonly holderPid: number | undefined

  constructor(dataDir: string, lockPath: string, holderPid: number | undefined) {
    const holder =
      holderPid === undefined ? 'an unreadable lock file' : `process ${String(holderPid)}`
    super(
      `PGlite data folder ${dataDir} is in use by ${holder} (lock file ${lockPath}). ` +
        'PGlite allows one process per folder: stop that process, set PGLITE_DATA_DIR to another ' +
        'folder, or set DATABASE_URL to use PostgreSQL. If no process uses the folder, delete the lock file.',
    )
    this.name = 'DataDirLockedError'
    this.dataDir = dataDir
    this.holderPid = holderPid
  }
}

function isProcessAlive(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    // EPERM: the process exists but belongs to another user — still a live holder.
    return (error as NodeJS.ErrnoException).code === 'EPERM'
  }
}

type LockHolder = { kind: 'none' } | { kind: 'unreadable' } | { kind: 'process'; pid: number }

async function readHolder(lockPath: string): Promise<LockHolder> {
  let text: string
  try {
    text = await readFile(lockPath, 'utf8')
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return { kind: 'none' }
    throw error
  }
  const pid = Number(text.trim())
  return Number.isSafeInteger(pid) && pid > 0 ? { kind: 'process', pid } : { kind: 'unreadable' }
}

async function tryCreateLock(lockPath: string, pid: number): Promise<boolean> {
  // Write a private file, then hard-link it into place: link() fails if the lock exists, and a
  // reader never sees a half-written lock (which it could mistake for a stale one).
  const draftPath = `${lockPath}.${String(pid)}.draft`
  await writeFile(draftPath, `${String(pid)}\n`)
  try {
    await link(draftPath, lockPath)
    return true
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false
    throw error
  } finally {
    await rm(draftPath, { force: true })
  }
}

/**
 * Takes the one-process lock on a PGlite data folder (creating the folder if needed). PGlite has
 * no lock across processes and two writers corrupt the data, so a lock held by a live process is
 * refused with DataDirLockedError; a lock left by a dead process is taken over.
 */
export async function lockDataDir(
  dataDir: string,
  pid: number = process.pid,
): Promise<DataDirLock> {
  await mkdir(dataDir, { recursive: true })
  const lockPath = join(dataDir, lockFileName)
  const lock: DataDirLock = {
    lockPath,
    async release() {
      const holder = await readHolder(lockPath)
      if (holder.kind === 'process' && holder.pid === pid) await rm(lockPath, { force: true })
    },
  }
  // A few rounds, because the lock can vanish or go stale between our attempts; losing a takeover
  // race to a process that started at the same moment ends in a refusal naming the winner.
  for (let round = 0; round < 3; round += 1) {
    if (await tryCreateLock(lockPath, pid)) return lock
    const holder = await readHolder(lockPath)
    if (holder.kind === 'unreadable') throw new DataDirLockedError(dataDir, lockPath, undefined)
    if (holder.kind === 'process') {
      if (isProcessAlive(holder.pid)) throw new DataDirLockedError(dataDir, lockPath, holder.pid)
      // The holder died without releasing the lock (crash, SIGKILL): take the folder over.
      await rm(lockPath, { force: true })
    }
  }
  const holder = await readHolder(lockPath)
  throw new DataDirLockedError(
    dataDir,
    lockPath,
    holder.kind === 'process' ? holder.pid : undefined,
  )
}
