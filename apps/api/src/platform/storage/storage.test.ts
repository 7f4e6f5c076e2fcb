import { randomUUID } from 'node:crypto'
import { mkdtemp, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { text } from 'node:stream/consumers'
import { afterAll, describe, expect, it } from 'vitest'
import {
  createLocalUploadStorage,
  fileStorageKey,
  imageStorageKey,
  uploadFilePath,
} from './storage.ts'

describe('local upload storage', () => {
  const roots: string[] = []
  afterAll(async () => {
    await Promise.all(roots.map((root) => rm(root, { recursive: true, force: true })))
  })
  async function storage() {
    const root = await mkdtemp(join(tmpdir(), 'tourmarket-storage-'))
    roots.push(root)
    return { root, storage: createLocalUploadStorage(root) }
  }

  it('puts, opens and deletes; an image lands where /media reads uploads', async () => {
    const { root, storage: files } = await storage()
    const uuid = randomUUID()
    await files.put(imageStorageKey(uuid), Buffer.from('image'))
    expect(await readFile(uploadFilePath(root, uuid), 'utf8')).toBe('image')
    await files.put(fileStorageKey(uuid), Buffer.from('pdf'))
    const opened = await files.open(fileStorageKey(uuid))
    expect(opened?.byteSize).toBe(3)
    expect(opened === null ? null : await text(opened.body)).toBe('pdf')
    await files.delete(fileStorageKey(uuid))
    await files.delete(fileStorageKey(uuid))
    expect(await files.open(fileStorageKey(uuid))).toBeNull()
  })

  it('refuses any key that is not one of its own, so no path leaves the folder', async () => {
    const { storage: files } = await storage()
    for (const key of ['../escape', 'files/../../etc/passwd', '/etc/passwd', 'files/', '']) {
      await expect(files.open(key)).rejects.toThrow('Not an upload storage key')
      await expect(files.put(key, Buffer.from('x'))).rejects.toThrow('Not an upload storage key')
    }
    await expect(files.open(imageStorageKey(randomUUID().toUpperCase()))).rejects.toThrow()
  })
})
