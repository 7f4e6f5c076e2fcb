import { mkdtempSync } from 'node:fs'
import { mkdir, readFile, readdir, rm, utimes, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { basename, join } from 'node:path'
import { crc32 } from 'node:zlib'
import { eq } from 'drizzle-orm'
import { captchaRequiredBodySchema } from '@tourmarket/contracts'
import sharp from 'sharp'
import { afterAll, describe, expect, it } from 'vitest'
import { uploadedFiles } from '../src/db/schema/index.ts'
import { uploadFilePath } from '../src/platform/storage/storage.ts'
import { createIncomingFolder } from '../src/platform/forms/received-files.ts'
import { createUploadsRepository } from '../src/modules/uploads/repository.ts'
import { createUploadsService } from '../src/modules/uploads/service.ts'
import type { UploadStatusChange } from '../src/modules/uploads/service.ts'
import { createLocalUploadStorage } from '../src/platform/storage/storage.ts'
import { createUploadSlots } from '../src/platform/forms/upload-slots.ts'
import { useAccountsHarness } from './accounts-harness.ts'
import { testDatabases } from './databases.ts'
import { multipart, type FilePart } from './multipart.ts'

type UploadAnswer = {
  id: number
  uuid: string
  name: string
  content_type: string
  size: number
  is_image: boolean
  status: string
  url: string | null
}

type ErrorAnswer = { message: string; code: string; errors?: Record<string, string[]> }

const pdf = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << >>\n%%EOF\n')

/** A PNG of 1×1 pixel whose header claims a canvas of `width`×`height` (a decompression bomb). */
async function pngClaiming(width: number, height: number): Promise<Buffer> {
  const png = await sharp({
    create: { width: 1, height: 1, channels: 3, background: '#000000' },
  })
    .png()
    .toBuffer()
  // The IHDR chunk follows the 8-byte signature: length, type, then width and height.
  png.writeUInt32BE(width, 16)
  png.writeUInt32BE(height, 20)
  png.writeUInt32BE(crc32(png.subarray(12, 29)), 29)
  return png
}

describe.each(testDatabases)('§7 uploads on $name', (target) => {
  const uploadDir = mkdtempSync(join(tmpdir(), 'tourmarket-uploads-'))
  const cacheDir = mkdtempSync(join(tmpdir(), 'tourmarket-uploads-cache-'))
  const harness = useAccountsHarness(target, {
    config: { media: { cacheDir, cacheMaxBytes: 64 * 1024 * 1024, uploadDir } },
  })
  afterAll(async () => {
    await Promise.all(
      [uploadDir, cacheDir].map((path) => rm(path, { recursive: true, force: true })),
    )
  })

  async function upload(
    path: '/crm/api/file/upload' | '/crm/api/image/upload',
    token: string | undefined,
    parts: Record<string, string | FilePart>,
  ) {
    const { body, headers } = await multipart(parts)
    return harness.post(path, { ...(token === undefined ? {} : { token }), body, headers })
  }

  async function statusOf(uuid: string) {
    const [row] = await harness.db
      .select({ status: uploadedFiles.status })
      .from(uploadedFiles)
      .where(eq(uploadedFiles.uuid, uuid))
    return row?.status
  }

  async function untilReady(uuid: string) {
    await expect.poll(() => statusOf(uuid), { timeout: 30_000, interval: 50 }).toBe('ready')
  }

  it('re-encodes a photo upright without its metadata and serves it through /media once ready', async () => {
    const { token } = await harness.register()
    // 60×30 stored, EXIF orientation 6: shown turned a quarter, 30×60.
    const photo = await sharp({
      create: { width: 60, height: 30, channels: 3, background: '#c04020' },
    })
      .jpeg()
      .withExif({ IFD0: { Artist: 'Anna Traveller', Copyright: 'GPS 55.75N 37.61E' } })
      .withMetadata({ orientation: 6 })
      .toBuffer()
    expect((await sharp(photo).metadata()).exif).toBeDefined()

    const response = await upload('/crm/api/image/upload', token, {
      image: { bytes: photo, name: 'IMG_0001.JPG', type: 'text/html' },
      bucket: 'chat',
    })
    expect(response.statusCode).toBe(200)
    const answer = response.json<UploadAnswer>()
    expect(answer).toMatchObject({
      name: 'IMG_0001.JPG',
      content_type: 'image/jpeg',
      size: photo.length,
      is_image: true,
      status: 'processing',
      url: null,
    })

    await untilReady(answer.uuid)
    const stored = await readFile(uploadFilePath(uploadDir, answer.uuid))
    const metadata = await sharp(stored).metadata()
    expect(metadata).toMatchObject({ format: 'jpeg', width: 30, height: 60 })
    expect(metadata.exif).toBeUndefined()
    expect(metadata.xmp).toBeUndefined()
    expect(metadata.iptc).toBeUndefined()
    expect(metadata.orientation).toBeUndefined()
    expect(stored.includes('Anna Traveller')).toBe(false)

    const served = await harness.get(`/media/upload-${answer.uuid}/120x80`, {
      headers: { accept: 'image/webp' },
    })
    expect(served.statusCode).toBe(200)
    expect(served.headers['content-type']).toBe('image/webp')
    expect(await sharp(served.rawPayload).metadata()).toMatchObject({ width: 120, height: 80 })
  })

  it('takes a PNG through file/upload as an image, its url a /media size template', async () => {
    const { token } = await harness.register()
    const png = await sharp({
      create: { width: 40, height: 20, channels: 4, background: '#00000000' },
    })
      .png()
      .toBuffer()
    const response = await upload('/crm/api/file/upload', token, {
      file: { bytes: png, name: 'screen.png' },
    })
    expect(response.statusCode).toBe(200)
    const { uuid, is_image: isImage } = response.json<UploadAnswer>()
    expect(isImage).toBe(true)
    await untilReady(uuid)
    const [row] = await harness.db.select().from(uploadedFiles).where(eq(uploadedFiles.uuid, uuid))
    expect(row).toMatchObject({ kind: 'image', status: 'ready', contentType: 'image/png' })
    expect((await harness.get(`/media/upload-${uuid}/120x80`)).statusCode).toBe(200)
    // An image is not a download.
    expect((await harness.get(`/media/files/${uuid}`)).statusCode).toBe(404)
  })

  it('stores a PDF as it came and serves it as a download with safe headers', async () => {
    const { token } = await harness.register()
    const { id: userId } = await harness.profileOf(token)
    const response = await upload('/crm/api/file/upload', token, {
      file: { bytes: pdf, name: ' Программа\u202E тура.exe ', type: 'text/html' },
      is_public: '1',
    })
    expect(response.statusCode).toBe(200)
    const answer = response.json<UploadAnswer>()
    expect(answer).toMatchObject({
      name: 'Программа тура.exe',
      content_type: 'application/pdf',
      size: pdf.length,
      is_image: false,
      status: 'processing',
      url: null,
    })
    await untilReady(answer.uuid)
    const [row] = await harness.db
      .select()
      .from(uploadedFiles)
      .where(eq(uploadedFiles.uuid, answer.uuid))
    expect(row).toMatchObject({ ownerUserId: userId, isPublic: true, kind: 'file' })

    const download = await harness.get(`/media/files/${answer.uuid}`)
    expect(download.statusCode).toBe(200)
    expect(download.rawPayload.equals(pdf)).toBe(true)
    expect(download.headers['content-type']).toBe('application/pdf')
    expect(download.headers['content-disposition']).toBe(
      `attachment; filename="_________ ____.exe.pdf"; filename*=UTF-8''${encodeURIComponent('Программа тура.exe.pdf')}`,
    )
    expect(download.headers['x-content-type-options']).toBe('nosniff')
    expect(download.headers['content-security-policy']).toContain('sandbox')
    expect(download.headers['cache-control']).toContain('private')
    // The uuid is matched whatever its case.
    expect((await harness.get(`/media/files/${answer.uuid.toUpperCase()}`)).statusCode).toBe(200)
  })

  it('serves HTML sent as .txt as plain text to download, never as a page', async () => {
    const { token } = await harness.register()
    const html = Buffer.from('<html><script>alert(document.cookie)</script></html>')
    const response = await upload('/crm/api/file/upload', token, {
      file: { bytes: html, name: 'notes.txt', type: 'text/html' },
    })
    expect(response.statusCode).toBe(200)
    const { uuid } = response.json<UploadAnswer>()
    await untilReady(uuid)
    const download = await harness.get(`/media/files/${uuid}`)
    expect(download.headers['content-type']).toBe('text/plain; charset=utf-8')
    expect(download.headers['content-disposition']).toMatch(/^attachment;/)
    expect(download.headers['content-security-policy']).toContain('sandbox')
  })

  it('415 for a program or a page named like an image, naming the field', async () => {
    const { token } = await harness.register()
    const program = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(1022)])
    const html = Buffer.from('<!doctype html><svg onload="alert(1)"></svg>')
    for (const [path, field, bytes] of [
      ['/crm/api/file/upload', 'file', program],
      ['/crm/api/file/upload', 'file', html],
      ['/crm/api/image/upload', 'image', program],
      ['/crm/api/image/upload', 'image', html],
      ['/crm/api/image/upload', 'image', pdf],
    ] as const) {
      const response = await upload(path, token, {
        [field]: { bytes, name: 'photo.png', type: 'image/png' },
      })
      expect(response.statusCode).toBe(415)
      const body = response.json<ErrorAnswer>()
      expect(body.code).toBe('unsupported_media_type')
      expect(body.message).toContain(`“${field}”`)
      expect(body.errors).toHaveProperty(field)
    }
    expect(
      await harness.db
        .select()
        .from(uploadedFiles)
        .where(eq(uploadedFiles.originalName, 'photo.png')),
    ).toEqual([])
  })

  it('413 for a file over 20 MB or an image over 15 MB, naming the field', async () => {
    const { token } = await harness.register()
    for (const [path, field, bytes, megabytes] of [
      ['/crm/api/file/upload', 'file', 20 * 1024 * 1024 + 1, 20],
      ['/crm/api/image/upload', 'image', 15 * 1024 * 1024 + 1, 15],
    ] as const) {
      const large = Buffer.concat([pdf, Buffer.alloc(bytes - pdf.length, 0x20)])
      const response = await upload(path, token, { [field]: { bytes: large, name: 'big.pdf' } })
      expect(response.statusCode).toBe(413)
      expect(response.json<ErrorAnswer>()).toEqual({
        code: 'body_too_large',
        message: `The file “${field}” is larger than ${String(megabytes)} MB.`,
        errors: { [field]: [`The file “${field}” is larger than ${String(megabytes)} MB.`] },
      })
    }
  })

  it('refuses a decompression bomb from its header, before decoding it', async () => {
    const { token } = await harness.register()
    const bomb = await pngClaiming(100_000, 100_000)
    const response = await upload('/crm/api/image/upload', token, {
      image: { bytes: bomb, name: 'bomb.png' },
    })
    expect(response.statusCode).toBe(413)
    expect(response.json<ErrorAnswer>().message).toContain('megapixels')
  })

  it('401 without a session, before the body is read', async () => {
    const response = await upload('/crm/api/file/upload', undefined, {
      file: { bytes: pdf, name: 'a.pdf' },
    })
    expect(response.statusCode).toBe(401)
    expect(response.json<ErrorAnswer>().code).toBe('unauthorized')
  })

  it('415 with what to send for a body that is not multipart', async () => {
    const { token } = await harness.register()
    for (const options of [
      { body: { file: 'a.pdf' } },
      { body: pdf, headers: { 'content-type': 'application/pdf' } },
      {},
    ]) {
      const response = await harness.post('/crm/api/file/upload', { token, ...options })
      expect(response.statusCode).toBe(415)
      expect(response.json<ErrorAnswer>()).toEqual({
        code: 'unsupported_media_type',
        message: 'Send a multipart/form-data body with the file in the part “file”.',
      })
    }
  })

  it('counts 60 uploads an hour per account, refused or not; then asks for a captcha', async () => {
    const { token } = await harness.register()
    for (let attempt = 0; attempt < 60; attempt += 1) {
      const response = await harness.post('/crm/api/image/upload', { token })
      expect(response.statusCode).toBe(415)
    }
    const limited = await upload('/crm/api/file/upload', token, {
      file: { bytes: pdf, name: 'a.pdf' },
    })
    expect(limited.statusCode).toBe(429)
    // The §8 challenge reaches the client whole, so it can solve it and repeat the upload.
    expect(captchaRequiredBodySchema.parse(limited.json())).toMatchObject({
      code: 'captcha_required',
      type: 'captcha',
    })
  })

  it('400 naming the field: a URL instead of an image, a bad bucket, a missing or misplaced file', async () => {
    const { token } = await harness.register()
    const cases = [
      ['/crm/api/image/upload', { url: 'http://169.254.169.254/latest/meta-data/' }, 'url'],
      [
        '/crm/api/image/upload',
        { bucket: '../etc', image: { bytes: pdf, name: 'a.png' } },
        'bucket',
      ],
      ['/crm/api/file/upload', { is_public: '1' }, 'file'],
      ['/crm/api/file/upload', { attachment: { bytes: pdf, name: 'a.pdf' } }, 'attachment'],
      ['/crm/api/file/upload', { file: { bytes: Buffer.alloc(0), name: 'empty.txt' } }, 'file'],
    ] as const
    for (const [path, parts, field] of cases) {
      const response = await upload(path, token, parts)
      expect(response.statusCode).toBe(400)
      const body = response.json<ErrorAnswer>()
      expect(body.code).toBe('validation_failed')
      expect(body.errors).toHaveProperty(field)
    }
    const byUrl = await upload('/crm/api/image/upload', token, { url: 'https://example.com/a.png' })
    expect(byUrl.json<ErrorAnswer>().message).toMatch(/url.*not accepted/i)
  })

  it('a malformed multipart body is a 400, not a 500', async () => {
    const { token } = await harness.register()
    const response = await harness.post('/crm/api/file/upload', {
      token,
      body: Buffer.from(
        '--x\r\nContent-Disposition: form-data; name="file"; filename="a.pdf"\r\n\r\n%PDF',
      ),
      headers: { 'content-type': 'multipart/form-data; boundary=x' },
    })
    expect(response.statusCode).toBe(400)
    expect(response.json<ErrorAnswer>().code).toBe('bad_request')
  })

  it('after a restart, uploads left processing are processed again or failed, each by one process', async () => {
    const at = Date.now()
    const incoming = createIncomingFolder(uploadDir)
    /** An API process's uploads service on the same database and folder, recording what it told. */
    const process = () => {
      const told: UploadStatusChange[] = []
      const service = createUploadsService({
        repository: createUploadsRepository(harness.db),
        storage: createLocalUploadStorage(uploadDir),
        receiver: { incoming, slots: createUploadSlots({ total: 1, perClient: 1 }) },
        reportError: (error) => {
          throw error
        },
        onStatusChanged: (change) => told.push(change),
        now: () => new Date(at),
      })
      return { service, told }
    }
    const cases = [
      { label: 'original kept', minutesAgo: 31, attempts: 1, original: true },
      { label: 'original lost', minutesAgo: 31, attempts: 1, original: false },
      { label: 'second attempt died too', minutesAgo: 31, attempts: 2, original: true },
      { label: 'still being processed', minutesAgo: 1, attempts: 1, original: true },
    ]
    const rows = await harness.db
      .insert(uploadedFiles)
      .values(
        cases.map(({ label, minutesAgo, attempts }) => ({
          kind: 'file' as const,
          contentType: 'application/pdf',
          byteSize: pdf.length,
          originalName: `${label}.pdf`,
          isPublic: false,
          status: 'processing' as const,
          createdAt: new Date(at - minutesAgo * 60_000),
          processingStartedAt: new Date(at - minutesAgo * 60_000),
          processingAttempts: attempts,
        })),
      )
      .returning({ id: uploadedFiles.id, uuid: uploadedFiles.uuid })
    await mkdir(join(uploadDir, 'incoming'), { recursive: true })
    for (const [index, row] of rows.entries()) {
      if (cases[index]!.original) await writeFile(incoming.originalPath(row.uuid), pdf)
    }
    // A part file of a request that died mid-body, and one still being received.
    const deadPart = await incoming.newPartPath()
    const livePart = await incoming.newPartPath()
    await Promise.all([writeFile(deadPart, 'half'), writeFile(livePart, 'half')])
    const longAgo = new Date(at - 31 * 60_000)
    await utimes(deadPart, longAgo, longAgo)

    const [first, second] = [process(), process()]
    const results = await Promise.all([
      first.service.recoverAbandoned(),
      second.service.recoverAbandoned(),
    ])
    await Promise.all([first.service.settled(), second.service.settled()])
    const [kept, lost, poisoned, busy] = rows.map((row) => row.id)
    // Each stalled upload was claimed by one of the two processes only.
    expect(results.flatMap((result) => result.requeued)).toEqual([kept])
    expect(results.flatMap((result) => result.failed).sort()).toEqual([lost, poisoned].sort())
    expect(await Promise.all(rows.map((row) => statusOf(row.uuid)))).toEqual([
      'ready',
      'failed',
      'failed',
      'processing',
    ])
    expect([...first.told, ...second.told]).toEqual(
      expect.arrayContaining([
        { id: kept, status: 'ready' },
        { id: lost, status: 'failed' },
        { id: poisoned, status: 'failed' },
      ]),
    )
    expect(busy).toBeDefined()
    const download = await harness.get(`/media/files/${rows[0]!.uuid}`)
    expect(download.rawPayload.equals(pdf)).toBe(true)
    // No original is left of the ones that ended, and the dead reception is gone.
    const left = await readdir(join(uploadDir, 'incoming'))
    expect(left.sort()).toEqual([rows[3]!.uuid, basename(livePart)].sort())
  })

  it('404 for a download that is unknown, malformed or not ready', async () => {
    const [processing] = await harness.db
      .insert(uploadedFiles)
      .values({ kind: 'file', contentType: 'application/pdf', byteSize: 1, originalName: 'a.pdf' })
      .returning()
    for (const uuid of [
      '7c1f2d7e-8a8b-4c5d-9e0f-1a2b3c4d5e6f',
      'not-a-uuid',
      '..%2F..%2Fetc%2Fpasswd',
      processing?.uuid ?? '',
    ]) {
      const response = await harness.get(`/media/files/${uuid}`)
      expect(response.statusCode).toBe(404)
      expect(response.json<ErrorAnswer>()).toEqual({
        code: 'file_not_found',
        message: 'File not found.',
      })
    }
  })
})
