import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  utimesSync,
  writeFileSync,
} from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import {
  RETAINED_FILE_DAYS,
  retainBuildFiles,
  retainedDirectoryOf,
  runnableServerBundle,
} from './retained-build-files.ts'

const DAY_MS = 24 * 60 * 60 * 1000
let root: string

function writeBuild(files: Record<string, string>): string {
  const client = join(root, 'build', 'client')
  rmSync(client, { recursive: true, force: true })
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(join(client, path, '..'), { recursive: true })
    writeFileSync(join(client, path), text)
  }
  return client
}

afterEach(() => {
  rmSync(root, { recursive: true, force: true })
})

describe('files of earlier builds (decision 0048)', () => {
  it('keeps the chunks and manifest of a replaced build, not its other files', () => {
    root = mkdtempSync(join(tmpdir(), 'retained-'))
    const retained = retainedDirectoryOf(join(root, 'build'))
    expect(retained).toBe(join(root, 'build-retained'))

    retainBuildFiles(
      writeBuild({
        'assets/page-old.js': 'old',
        'builds/meta/one.json': '{}',
        'favicon.svg': '<svg/>',
      }),
      retained,
    )
    retainBuildFiles(
      writeBuild({ 'assets/page-new.js': 'new', 'builds/meta/two.json': '{}' }),
      retained,
    )

    expect(readFileSync(join(retained, 'assets/page-old.js'), 'utf8')).toBe('old')
    expect(readFileSync(join(retained, 'assets/page-new.js'), 'utf8')).toBe('new')
    expect(existsSync(join(retained, 'builds/meta/one.json'))).toBe(true)
    expect(existsSync(join(retained, 'favicon.svg'))).toBe(false)
  })

  it(`deletes what left the build more than ${String(RETAINED_FILE_DAYS)} days ago; a file still built stays`, () => {
    root = mkdtempSync(join(tmpdir(), 'retained-'))
    const retained = retainedDirectoryOf(join(root, 'build'))
    retainBuildFiles(writeBuild({ 'assets/gone.js': 'a', 'assets/kept.js': 'b' }), retained)
    const longAgo = (Date.now() - (RETAINED_FILE_DAYS + 1) * DAY_MS) / 1000
    utimesSync(join(retained, 'assets/gone.js'), longAgo, longAgo)
    utimesSync(join(retained, 'assets/kept.js'), longAgo, longAgo)

    retainBuildFiles(writeBuild({ 'assets/kept.js': 'b' }), retained)

    expect(existsSync(join(retained, 'assets/gone.js'))).toBe(false)
    expect(existsSync(join(retained, 'assets/kept.js'))).toBe(true)
  })
  it('runs the server bundle from a copy of its own, which a rebuild does not touch', () => {
    root = mkdtempSync(join(tmpdir(), 'retained-'))
    const server = join(root, 'build', 'server')
    mkdirSync(join(server, 'assets'), { recursive: true })
    writeFileSync(join(server, 'index.js'), 'first')
    writeFileSync(join(server, 'assets', 'page-a.js'), 'a')
    const retained = retainedDirectoryOf(join(root, 'build'))

    const entry = runnableServerBundle(server, retained, 'build-one')
    rmSync(server, { recursive: true })

    expect(entry).toBe(join(retained, 'server', 'build-one', 'index.js'))
    expect(readFileSync(entry, 'utf8')).toBe('first')
    expect(readFileSync(join(retained, 'server', 'build-one', 'assets', 'page-a.js'), 'utf8')).toBe(
      'a',
    )
  })
})
