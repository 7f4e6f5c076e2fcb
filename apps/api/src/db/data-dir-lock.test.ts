import { spawn } from 'node:child_process'
import type { ChildProcess } from 'node:child_process'
import { once } from 'node:events'
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { DataDirLockedError, lockDataDir, lockFileName } from './data-dir-lock.ts'

let dataDir: string
const children: ChildProcess[] = []

beforeEach(async () => {
  dataDir = join(await mkdtemp(join(tmpdir(), 'tourmarket-lock-')), 'pglite')
})

afterEach(async () => {
  for (const child of children.splice(0)) child.kill()
  await rm(join(dataDir, '..'), { recursive: true, force: true })
})

/** A process that is alive until the test ends: another holder of the folder. */
async function liveProcessPid(): Promise<number> {
  const child = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)'], { stdio: 'ignore' })
  children.push(child)
  await once(child, 'spawn')
  if (child.pid === undefined) throw new Error('could not start a helper process')
  return child.pid
}

/** The pid of a process that has exited: what a crashed API leaves in its lock file. */
async function deadProcessPid(): Promise<number> {
  const child = spawn(process.execPath, ['-e', ''], { stdio: 'ignore' })
  await once(child, 'exit')
  if (child.pid === undefined) throw new Error('could not start a helper process')
  return child.pid
}

const lockPathOf = (dir: string) => join(dir, lockFileName)

describe('architecture: one process per PGlite data folder (lock file)', () => {
  it('creates the folder and a lock file holding our pid, and removes it on release', async () => {
    const lock = await lockDataDir(dataDir)
    expect(lock.lockPath).toBe(lockPathOf(dataDir))
    expect(await readFile(lock.lockPath, 'utf8')).toBe(`${String(process.pid)}\n`)
    await lock.release()
    await expect(readFile(lock.lockPath, 'utf8')).rejects.toMatchObject({ code: 'ENOENT' })
    await lock.release()
  })

  it('refuses a folder held by a live process, naming the folder and the pid', async () => {
    const holderPid = await liveProcessPid()
    await lockDataDir(dataDir, holderPid)
    const attempt = lockDataDir(dataDir)
    await expect(attempt).rejects.toBeInstanceOf(DataDirLockedError)
    await expect(attempt).rejects.toMatchObject({ dataDir, holderPid })
    await expect(attempt).rejects.toThrow(
      `PGlite data folder ${dataDir} is in use by process ${String(holderPid)}`,
    )
    expect(await readFile(lockPathOf(dataDir), 'utf8')).toBe(`${String(holderPid)}\n`)
  })

  it('refuses a second lock from the same process', async () => {
    await lockDataDir(dataDir)
    await expect(lockDataDir(dataDir)).rejects.toMatchObject({ holderPid: process.pid })
  })

  it('takes over a lock left by a process that has died', async () => {
    const stalePid = await deadProcessPid()
    await lockDataDir(dataDir, stalePid)
    const lock = await lockDataDir(dataDir)
    expect(await readFile(lock.lockPath, 'utf8')).toBe(`${String(process.pid)}\n`)
  })

  it('refuses a lock file it cannot read rather than guess, and says how to recover', async () => {
    await lockDataDir(dataDir)
    await writeFile(lockPathOf(dataDir), 'not a pid')
    const attempt = lockDataDir(dataDir, process.pid + 1)
    await expect(attempt).rejects.toMatchObject({ holderPid: undefined })
    await expect(attempt).rejects.toThrow('If no process uses the folder, delete the lock file.')
  })

  it('does not remove a lock that another process has taken since', async () => {
    const ours = await lockDataDir(dataDir)
    const otherPid = await liveProcessPid()
    await writeFile(lockPathOf(dataDir), `${String(otherPid)}\n`)
    await ours.release()
    expect(await readFile(lockPathOf(dataDir), 'utf8')).toBe(`${String(otherPid)}\n`)
  })
})
