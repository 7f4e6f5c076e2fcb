import {
  copyFileSync,
  existsSync,
  mkdirSync,
  readdirSync,
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
      else copyFileSync(join(source, name), retained)
    }
    for (const name of filesIn(target)) {
      const retained = join(target, name)
      if (!current.has(name) && now - statSync(retained).mtimeMs > RETAINED_FILE_DAYS * DAY_MS) {
        rmSync(retained)
      }
    }
  }
}
