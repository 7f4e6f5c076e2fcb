import { mkdir, mkdtemp, readdir, rm, utimes, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import {
  createDiskCacheBudget,
  createInFlight,
  readIfExists,
  writeFileAtomically,
} from './disk-cache.ts'

const folders: string[] = []

async function folder(): Promise<string> {
  const path = await mkdtemp(join(tmpdir(), 'tourmarket-disk-cache-'))
  folders.push(path)
  return path
}

afterEach(async () => {
  await Promise.all(folders.splice(0).map((path) => rm(path, { recursive: true, force: true })))
})

describe('§9 resized images cached on disk', () => {
  it('§9 writes a file in new folders, replaces it whole, and leaves no temporary file', async () => {
    const root = await folder()
    const path = join(root, 'landscape-7', '120x80.jpeg')
    await writeFileAtomically(path, Buffer.from('first'))
    await writeFileAtomically(path, Buffer.from('second'))
    expect(await readIfExists(path)).toEqual(Buffer.from('second'))
    expect(await readdir(join(root, 'landscape-7'))).toEqual(['120x80.jpeg'])
  })

  it('§9 removes its temporary file when the write cannot complete', async () => {
    const root = await folder()
    // A folder where the file should go makes the final rename fail.
    const path = join(root, 'taken')
    await writeFileAtomically(join(path, 'inside'), Buffer.from('x'))
    await expect(writeFileAtomically(path, Buffer.from('y'))).rejects.toThrow()
    expect(await readdir(root)).toEqual(['taken'])
  })

  it('§9 reads a missing file as null and passes other errors on', async () => {
    const root = await folder()
    expect(await readIfExists(join(root, 'missing.jpeg'))).toBeNull()
    await writeFile(join(root, 'file'), 'x')
    await expect(readIfExists(join(root, 'file', 'below'))).rejects.toThrow()
  })
})

describe('§9 identical requests share one render', () => {
  it('§9 runs the work once for callers arriving while it runs, and again after it ends', async () => {
    const once = createInFlight<number>()
    let runs = 0
    let finish: (value: number) => void = () => undefined
    const work = () => {
      runs += 1
      return new Promise<number>((resolve) => {
        finish = resolve
      })
    }
    const first = once('landscape-7/120x80.jpeg', work)
    const second = once('landscape-7/120x80.jpeg', work)
    const other = once('landscape-8/120x80.jpeg', async () => 8)
    finish(7)
    expect(await Promise.all([first, second, other])).toEqual([7, 7, 8])
    expect(runs).toBe(1)
    const later = once('landscape-7/120x80.jpeg', async () => {
      runs += 1
      return 9
    })
    expect(await later).toBe(9)
    expect(runs).toBe(2)
  })

  it('§9 lets a failed render be tried again', async () => {
    const once = createInFlight<number>()
    await expect(once('key', () => Promise.reject(new Error('render failed')))).rejects.toThrow(
      'render failed',
    )
    expect(await once('key', async () => 1)).toBe(1)
  })
})

describe('issue 14: the cache folder has a bound', () => {
  it('counts the files already there, oldest access first, and evicts the least recently used', async () => {
    const root = await folder()
    await mkdir(join(root, 'k'))
    const file = (name: string) => join(root, 'k', name)
    // Two files left by an earlier run: a (used long ago) and b (used recently).
    await writeFile(file('a'), Buffer.alloc(40))
    await writeFile(file('b'), Buffer.alloc(40))
    await utimes(file('a'), new Date('2026-01-01'), new Date('2026-01-01'))
    await utimes(file('b'), new Date('2026-06-01'), new Date('2026-06-01'))
    const budget = createDiskCacheBudget({ root, maxBytes: 100 })

    await writeFile(file('c'), Buffer.alloc(40))
    await budget.stored(file('c'), 40)
    expect((await readdir(join(root, 'k'))).sort()).toEqual(['b', 'c'])

    // b is served again, so c is now the least recently used.
    budget.used(file('b'))
    await writeFile(file('d'), Buffer.alloc(40))
    await budget.stored(file('d'), 40)
    expect((await readdir(join(root, 'k'))).sort()).toEqual(['b', 'd'])
  })

  it('never evicts the file just written, even when it alone is over the bound', async () => {
    const root = await folder()
    const budget = createDiskCacheBudget({ root, maxBytes: 10 })
    const path = join(root, 'big')
    await writeFile(path, Buffer.alloc(50))
    await budget.stored(path, 50)
    expect(await readdir(root)).toEqual(['big'])
  })
})
