import { mkdtempSync } from 'node:fs'
import { rm } from 'node:fs/promises'
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { eq } from 'drizzle-orm'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { uploadedFiles } from '../src/db/schema/index.ts'
import { isPublicAddress } from '../src/platform/http/public-address.ts'
import { publicInternetPolicy } from '../src/modules/uploads/remote-fetch.ts'
import type { RemoteFetchPolicy } from '../src/modules/uploads/remote-fetch.ts'
import { useAccountsHarness } from './accounts-harness.ts'
import type { AccountsHarness } from './accounts-harness.ts'
import { testDatabases } from './databases.ts'
import { isoMediaSample, webmSample } from './fixtures/video-samples.ts'
import { multipart, type FilePart } from './multipart.ts'

type UploadAnswer = { id: number; uuid: string; content_type: string; status: string }
type ErrorAnswer = { message: string; code: string; errors?: Record<string, string[]> }

const VIDEO_PATH = '/crm/api/file/upload-video'

function uploadsOf(harness: AccountsHarness) {
  return {
    async upload(token: string | undefined, parts: Record<string, string | FilePart>) {
      const { body, headers } = await multipart(parts)
      return harness.post(VIDEO_PATH, { ...(token === undefined ? {} : { token }), body, headers })
    },
    async untilReady(uuid: string) {
      const statusOf = async () => {
        const [row] = await harness.db
          .select({ status: uploadedFiles.status })
          .from(uploadedFiles)
          .where(eq(uploadedFiles.uuid, uuid))
        return row?.status
      }
      await expect.poll(statusOf, { timeout: 30_000, interval: 50 }).toBe('ready')
    },
  }
}

function temporaryFolders() {
  const uploadDir = mkdtempSync(join(tmpdir(), 'tourmarket-video-'))
  const cacheDir = mkdtempSync(join(tmpdir(), 'tourmarket-video-cache-'))
  afterAll(async () => {
    await Promise.all(
      [uploadDir, cacheDir].map((path) => rm(path, { recursive: true, force: true })),
    )
  })
  return { media: { cacheDir, cacheMaxBytes: 64 * 1024 * 1024, uploadDir } }
}

describe.each(testDatabases)(
  '§7 file/upload-video by file, and by url under the real policy, on $name',
  (target) => {
    const harness = useAccountsHarness(target, { config: temporaryFolders() })
    const { upload, untilReady } = uploadsOf(harness)

    it('stores an MP4 as it came, as a video, and serves it as a download', async () => {
      const { token } = await harness.register()
      const mp4 = isoMediaSample('isom', 4096)
      const response = await upload(token, {
        file: { bytes: mp4, name: 'Dive.MP4', type: 'text/plain' },
      })
      expect(response.statusCode).toBe(200)
      const answer = response.json<UploadAnswer>()
      expect(answer).toMatchObject({
        content_type: 'video/mp4',
        status: 'processing',
        is_image: false,
      })
      await untilReady(answer.uuid)
      const [row] = await harness.db
        .select()
        .from(uploadedFiles)
        .where(eq(uploadedFiles.uuid, answer.uuid))
      expect(row).toMatchObject({ kind: 'video', contentType: 'video/mp4', byteSize: mp4.length })

      const download = await harness.get(`/media/files/${answer.uuid}`)
      expect(download.statusCode).toBe(200)
      expect(download.rawPayload.equals(mp4)).toBe(true)
      expect(download.headers['content-type']).toBe('video/mp4')
      expect(download.headers['content-disposition']).toMatch(/^attachment; filename="Dive\.MP4"/)
      expect(download.headers['x-content-type-options']).toBe('nosniff')
    })

    it('takes WebM and QuickTime by their bytes', async () => {
      const { token } = await harness.register()
      for (const [bytes, type] of [
        [webmSample(), 'video/webm'],
        [isoMediaSample('qt  '), 'video/quicktime'],
      ] as const) {
        const response = await upload(token, { file: { bytes, name: 'clip' } })
        expect(response.json<UploadAnswer>().content_type).toBe(type)
      }
    })

    it('415 naming the file for a PNG or text named .mp4', async () => {
      const { token } = await harness.register()
      const png = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#000' } })
        .png()
        .toBuffer()
      for (const bytes of [png, Buffer.from('just some words, not a video\n')]) {
        const response = await upload(token, {
          file: { bytes, name: 'holiday.mp4', type: 'video/mp4' },
        })
        expect(response.statusCode).toBe(415)
        const body = response.json<ErrorAnswer>()
        expect(body.code).toBe('unsupported_media_type')
        expect(body.errors?.file?.[0]).toContain('MP4, WebM')
      }
    })

    it('413 naming the file for a video over 50 MB', async () => {
      const { token } = await harness.register()
      const huge = isoMediaSample('isom', 50 * 1024 * 1024)
      const response = await upload(token, { file: { bytes: huge, name: 'long.mp4' } })
      expect(response.statusCode).toBe(413)
      expect(response.json<ErrorAnswer>().errors?.file?.[0]).toContain('50 MB')
    })

    it('400 naming both fields when both or neither are sent', async () => {
      const { token } = await harness.register()
      const both: Record<string, string | FilePart> = {
        file: { bytes: isoMediaSample(), name: 'a.mp4' },
        url: 'https://example.com/a.mp4',
      }
      for (const parts of [both, {}]) {
        const response = await upload(token, parts)
        expect(response.statusCode).toBe(400)
        const { errors } = response.json<ErrorAnswer>()
        expect(Object.keys(errors ?? {}).sort()).toEqual(['file', 'url'])
      }
    })

    it('422 naming url for loopback, private, link-local and disguised addresses', async () => {
      const { token } = await harness.register()
      for (const url of [
        'http://127.0.0.1/video.mp4',
        'http://localhost/video.mp4',
        'http://[::1]/video.mp4',
        'http://10.1.2.3/video.mp4',
        'http://192.168.0.10/video.mp4',
        'http://169.254.169.254/latest/meta-data/',
        'http://0.0.0.0/video.mp4',
        'http://2130706433/video.mp4',
        'http://0x7f.1/video.mp4',
        'http://[::ffff:7f00:1]/video.mp4',
      ]) {
        const response = await upload(token, { url })
        expect(response.statusCode, url).toBe(422)
        const body = response.json<ErrorAnswer>()
        expect(body.code).toBe('url_not_allowed')
        expect(body.errors?.url?.[0]).toContain('private or local network')
      }
    })

    it('refuses a video host’s page, asking for it as a video link', async () => {
      const { token } = await harness.register()
      const response = await upload(token, { url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ' })
      expect(response.statusCode).toBe(422)
      expect(response.json<ErrorAnswer>().errors?.url?.[0]).toContain('add it as a video link')
    })

    it('401 without a session', async () => {
      expect((await upload(undefined, { url: 'https://example.com/a.mp4' })).statusCode).toBe(401)
    })
  },
)

describe.each(testDatabases)(
  '§7 file/upload-video by url through an injected resolver, on $name',
  (target) => {
    let port = 0
    const video = isoMediaSample('isom', 2048)
    const server = createServer((request, response) => {
      if (request.url === '/clips/reef.mp4') response.end(video)
      else if (request.url === '/page.html') response.end('<!doctype html><p>not a video</p>')
      else if (request.url === '/to-loopback')
        response.writeHead(302, { location: `http://[::1]:${String(port)}/clips/reef.mp4` }).end()
      else if (request.url === '/to-other-loopback')
        response
          .writeHead(302, { location: `http://127.0.0.2:${String(port)}/clips/reef.mp4` })
          .end()
      else if (request.url === '/to-private')
        response.writeHead(302, { location: 'http://10.0.0.5/clips/reef.mp4' }).end()
      else response.writeHead(404).end()
    })
    // `videos.test` resolves to the test server, whose one address is allowed besides public ones;
    // every other loopback address (::1, 127.0.0.2) is refused as in production.
    const policy: RemoteFetchPolicy = {
      resolve: async (hostname) =>
        hostname === 'videos.test'
          ? [{ address: '127.0.0.1', family: 4 }]
          : publicInternetPolicy.resolve(hostname),
      isAllowedAddress: (address) => address === '127.0.0.1' || isPublicAddress(address),
      isAllowedPort: () => true,
    }
    const harness = useAccountsHarness(target, {
      config: temporaryFolders(),
      build: { remoteFetchPolicy: policy },
    })
    const { upload, untilReady } = uploadsOf(harness)

    beforeAll(async () => {
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
      port = (server.address() as AddressInfo).port
    })
    afterAll(async () => {
      server.closeAllConnections()
      await new Promise((resolve) => server.close(resolve))
    })

    it('fetches a video file by its address and stores it like an uploaded one', async () => {
      const { token } = await harness.register()
      const response = await upload(token, {
        url: `http://videos.test:${String(port)}/clips/reef.mp4`,
      })
      expect(response.statusCode).toBe(200)
      const answer = response.json<UploadAnswer & { name: string }>()
      expect(answer).toMatchObject({ name: 'reef.mp4', content_type: 'video/mp4' })
      await untilReady(answer.uuid)
      const download = await harness.get(`/media/files/${answer.uuid}`)
      expect(download.rawPayload.equals(video)).toBe(true)
    })

    it('415 naming url when the address serves something that is not a video', async () => {
      const { token } = await harness.register()
      const response = await upload(token, { url: `http://videos.test:${String(port)}/page.html` })
      expect(response.statusCode).toBe(415)
      expect(response.json<ErrorAnswer>().errors?.url).toBeDefined()
    })

    it('422 naming url for a redirect to loopback or a private address', async () => {
      const { token } = await harness.register()
      for (const path of ['/to-loopback', '/to-other-loopback', '/to-private']) {
        const response = await upload(token, { url: `http://videos.test:${String(port)}${path}` })
        expect(response.statusCode, path).toBe(422)
        expect(response.json<ErrorAnswer>()).toMatchObject({
          code: 'url_not_allowed',
          errors: { url: [expect.stringContaining('private or local network')] },
        })
      }
    })

    it('422 naming url when the address answers 404', async () => {
      const { token } = await harness.register()
      const response = await upload(token, { url: `http://videos.test:${String(port)}/gone.mp4` })
      expect(response.statusCode).toBe(422)
      expect(response.json<ErrorAnswer>()).toMatchObject({ code: 'url_fetch_failed' })
    })
  },
)
