import { randomBytes } from 'node:crypto'
import { mkdtempSync } from 'node:fs'
import { mkdir, open, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { buffer } from 'node:stream/consumers'
import { afterAll, describe, expect, it } from 'vitest'
import { uploadedFiles } from '../src/db/schema/index.ts'
import { fileStorageKey } from '../src/platform/storage/storage.ts'
import { useAccountsHarness } from './accounts-harness.ts'
import { testDatabases } from './databases.ts'

const MEGABYTE = 1024 * 1024

// Issue 37: /media/files/{uuid} read the whole stored file into memory before answering, so a
// few parallel downloads of a 50 MB video exhausted memory without an account.
describe.each(testDatabases)('GET /media/files/{uuid} streams from disk on $name', (target) => {
  const uploadDir = mkdtempSync(join(tmpdir(), 'tourmarket-downloads-'))
  const cacheDir = mkdtempSync(join(tmpdir(), 'tourmarket-downloads-cache-'))
  const harness = useAccountsHarness(target, {
    config: { media: { cacheDir, cacheMaxBytes: 64 * 1024 * 1024, uploadDir } },
  })
  afterAll(async () => {
    await Promise.all(
      [uploadDir, cacheDir].map((path) => rm(path, { recursive: true, force: true })),
    )
  })

  /** A ready video row; its bytes are written under its storage key when given. */
  async function readyVideo(bytes: Buffer | null) {
    const [row] = await harness.db
      .insert(uploadedFiles)
      .values({
        kind: 'video',
        contentType: 'video/mp4',
        byteSize: bytes?.length ?? 1,
        originalName: 'Reef dive.mp4',
        status: 'ready',
      })
      .returning({ uuid: uploadedFiles.uuid })
    const path = join(uploadDir, fileStorageKey(row!.uuid))
    if (bytes !== null) {
      await mkdir(join(uploadDir, 'files'), { recursive: true })
      await writeFile(path, bytes)
    }
    return { uuid: row!.uuid, path }
  }

  it('serves a 30 MB file byte for byte with its length and download headers; HEAD sends none', async () => {
    const video = randomBytes(30 * MEGABYTE)
    const { uuid } = await readyVideo(video)

    const download = await harness.get(`/media/files/${uuid}`)
    expect(download.statusCode).toBe(200)
    expect(download.headers['content-length']).toBe(String(video.length))
    expect(download.rawPayload.equals(video)).toBe(true)
    expect(download.headers).toMatchObject({
      'content-type': 'video/mp4',
      'content-disposition': `attachment; filename="Reef dive.mp4"; filename*=UTF-8''Reef%20dive.mp4`,
      'x-content-type-options': 'nosniff',
      'content-security-policy': "default-src 'none'; sandbox",
      'cache-control': 'private, max-age=31536000, immutable',
    })

    const head = await harness.app.inject({ method: 'HEAD', url: `/media/files/${uuid}` })
    expect(head.statusCode).toBe(200)
    expect(head.headers['content-length']).toBe(String(video.length))
    expect(head.rawPayload.length).toBe(0)
  })

  it('reads the file as it sends it: bytes changed on disk once the answer has begun are the ones sent', async () => {
    // Buffered whole before answering, the old bytes would be sent. Streamed, the reader waits
    // on the client (the stream below is not read until the change), so only the first blocks
    // of 30 MB have been read when the headers arrive.
    const original = randomBytes(30 * MEGABYTE)
    const { uuid, path } = await readyVideo(original)
    const started = await harness.app.inject({
      method: 'GET',
      url: `/media/files/${uuid}`,
      payloadAsStream: true,
    })
    expect(started.statusCode).toBe(200)

    const lastMegabyte = randomBytes(MEGABYTE)
    const file = await open(path, 'r+')
    await file.write(lastMegabyte, 0, MEGABYTE, original.length - MEGABYTE)
    await file.close()

    const sent = await buffer(started.stream())
    expect(sent.length).toBe(original.length)
    expect(sent.subarray(0, -MEGABYTE).equals(original.subarray(0, -MEGABYTE))).toBe(true)
    expect(sent.subarray(-MEGABYTE).equals(lastMegabyte)).toBe(true)
  })

  it('404 file_not_found, not 500, when a ready file is missing from disk', async () => {
    const { uuid } = await readyVideo(null)
    const response = await harness.get(`/media/files/${uuid}`)
    expect(response.statusCode).toBe(404)
    expect(response.json()).toEqual({ code: 'file_not_found', message: 'File not found.' })
  })
})
