import {
  copyFileSync,
  cpSync,
  existsSync,
  mkdirSync,
  readdirSync,
  renameSync,
  rmSync,
  statSync,
  utimesSync,
} from 'node:fs'
import { join } from 'node:path'

/**
 * The client files a tab of an earlier build may still ask for: its code chunks and its build
 * manifest. Other public files keep their names from build to build.
 */
export const RETAINED_CLIENT_FOLDERS = ['assets', 'builds/meta'] as const

/** How long a retained file of an earlier build stays: longer than any tab plausibly stays open. */
export const RETAINED_FILE_DAYS = 14
const DAY_MS = 24 * 60 * 60 * 1000

/** `<build>-retained`, beside the build, so a rebuild (which empties the build) leaves it alone. */
export function retainedDirectoryOf(buildDirectory: string): string {
  return `${buildDirectory.replace(/[\\/]+$/, '')}-retained`
}

/**
 * Copies to a name of this process's own, then renames into place: storefronts starting together
 * (the e2e workers, a fleet on one disk) never see each other's half-written copy.
 */
function copyInPlace(
  source: string,
  target: string,
  copy: (from: string, to: string) => void,
): void {
  const partial = `${target}.${String(process.pid)}.partial`
  copy(source, partial)
  try {
    renameSync(partial, target)
  } catch (error) {
    // Another process put the same build's copy there first; theirs is as good.
    rmSync(partial, { recursive: true, force: true })
    if (!existsSync(target)) throw error
  }
}

function filesIn(directory: string): string[] {
  if (!existsSync(directory)) return []
  return readdirSync(directory, { withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => entry.name)
}

/**
 * Decision 0048: copies this build's chunks and manifest into the retained directory, so they are
 * still served after the next build replaced them, and deletes what was retained more than
 * RETAINED_FILE_DAYS ago and is not part of this build. A retained file's time is the last start
 * of a build that had it, so a chunk unchanged for months is not deleted the day it goes.
 */
export function retainBuildFiles(
  clientDirectory: string,
  retainedDirectory: string,
  now: number = Date.now(),
): void {
  for (const folder of RETAINED_CLIENT_FOLDERS) {
    const source = join(clientDirectory, folder)
    const target = join(retainedDirectory, folder)
    mkdirSync(target, { recursive: true })
    const current = new Set(filesIn(source))
    for (const name of current) {
      const retained = join(target, name)
      if (existsSync(retained)) utimesSync(retained, now / 1000, now / 1000)
      else copyInPlace(join(source, name), retained, copyFileSync)
    }
    for (const name of filesIn(target)) {
      const retained = join(target, name)
      if (!current.has(name) && now - statSync(retained).mtimeMs > RETAINED_FILE_DAYS * DAY_MS) {
        rmSync(retained)
      }
    }
  }
}

/**
 * Decision 0048: a copy of the server bundle for this process to run, in the retained directory
 * under its build id, so a rebuild that replaces the bundle's chunks on disk cannot fail a page
 * this process renders later (Node reads a chunk from disk when a page first needs it). Copies of
 * other builds are deleted RETAINED_FILE_DAYS after their last start. Returns the bundle's entry.
 */
export function runnableServerBundle(
  serverDirectory: string,
  retainedDirectory: string,
  buildId: string,
  now: number = Date.now(),
): string {
  const bundles = join(retainedDirectory, 'server')
  const copy = join(bundles, buildId)
  if (!existsSync(copy)) {
    mkdirSync(bundles, { recursive: true })
    copyInPlace(serverDirectory, copy, (from, to) => {
      cpSync(from, to, { recursive: true })
    })
  }
  utimesSync(copy, now / 1000, now / 1000)
  for (const entry of readdirSync(bundles, { withFileTypes: true })) {
    if (!entry.isDirectory() || entry.name === buildId) continue
    const other = join(bundles, entry.name)
    if (now - statSync(other).mtimeMs > RETAINED_FILE_DAYS * DAY_MS) {
      rmSync(other, { recursive: true, force: true })
    }
  }
  return join(copy, 'index.js')
}
