import { randomUUID } from 'node:crypto'
import { mkdtemp, readFile, readdir, rm, stat, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import sharp from 'sharp'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { allowedImageSizes, siteImageKeys } from '@tourmarket/domain/media'
import { buildApp } from '../src/app.ts'
import type { App } from '../src/app.ts'
import { uploadedFiles } from '../src/db/schema/index.ts'
import { renderGenerated } from '../src/modules/media/generated-source.ts'
import { mediaCacheControl } from '../src/modules/media/routes.ts'
import { uploadFilePath } from '../src/platform/storage/storage.ts'
import { testDatabases, useMigratedDatabase } from './databases.ts'
import { createOrganizer, createTour } from './factories.ts'
import { createBlogPost } from './factories-site.ts'

const avifAccept = 'image/avif,image/webp,image/apng,image/*,*/*;q=0.8'
const webpAccept = 'image/webp,*/*'

// The media module only asks the database whether a key is referenced; PGlite is enough for that.
const pglite = testDatabases.filter((target) => target.name === 'pglite')

describe.each(pglite)('media on $name', (target) => {
  const testDatabase = useMigratedDatabase(target)
  // The keys these tests draw, each shown by something in the catalogue or the journal.
  beforeAll(async () => {
    const { db } = testDatabase.database
    for (const coverKey of ['landscape-7', 'landscape-8', 'landscape-42']) {
      await createTour(db, { coverKey })
    }
    await createOrganizer(db, { avatarKey: 'portrait-3' })
    await createBlogPost(db, { coverKey: 'journal-5' })
  })
  const apps: App[] = []
  const folders: string[] = []
  afterEach(async () => {
    await Promise.all(apps.splice(0).map((app) => app.close()))
  })

  afterAll(async () => {
    await Promise.all(folders.map((folder) => rm(folder, { recursive: true, force: true })))
  })

  async function folder(): Promise<string> {
    const path = await mkdtemp(join(tmpdir(), 'tourmarket-media-'))
    folders.push(path)
    return path
  }

  /** An app with its own, empty cache and upload folders. */
  async function makeApp(
    cacheMaxBytes = 64 * 1024 * 1024,
  ): Promise<{ app: App; cacheDir: string; uploadDir: string }> {
    const cacheDir = await folder()
    const uploadDir = await folder()
    const app = buildApp({
      config: {
        ...testDatabase.config,
        logLevel: 'silent',
        media: { cacheDir, cacheMaxBytes, uploadDir },
      },
      database: testDatabase.database,
    })
    apps.push(app)
    return { app, cacheDir, uploadDir }
  }

  describe('§3 image templates: /media/{key}/{size}', () => {
    it.each([
      ['AVIF when accepted', avifAccept, 'image/avif', 'heif'],
      ['WebP when accepted without AVIF', webpAccept, 'image/webp', 'webp'],
      ['JPEG otherwise', '*/*', 'image/jpeg', 'jpeg'],
      ['JPEG without an Accept header', undefined, 'image/jpeg', 'jpeg'],
    ])('§3 serves %s, at exactly the size asked for', async (_, accept, contentType, decoded) => {
      const { app } = await makeApp()
      const response = await app.inject({
        method: 'GET',
        url: '/media/landscape-7/120x80',
        headers: accept === undefined ? {} : { accept },
      })
      expect(response.statusCode).toBe(200)
      expect(response.headers['content-type']).toBe(contentType)
      const metadata = await sharp(response.rawPayload).metadata()
      expect(metadata).toMatchObject({ format: decoded, width: 120, height: 80 })
    })

    it('§9 viewer 1200x0 keeps the 3:2 aspect ratio of a landscape', async () => {
      const { app } = await makeApp()
      const response = await app.inject({ method: 'GET', url: '/media/landscape-7/1200x0' })
      expect(response.statusCode).toBe(200)
      expect(await sharp(response.rawPayload).metadata()).toMatchObject({
        width: 1200,
        height: 800,
      })
    })

    it('§9 draws portraits (avatar 48x48) and journal covers (tour card 400x267)', async () => {
      const { app } = await makeApp()
      const avatar = await app.inject({ method: 'GET', url: '/media/portrait-3/48x48' })
      const cover = await app.inject({ method: 'GET', url: '/media/journal-5/400x267' })
      expect([avatar.statusCode, cover.statusCode]).toEqual([200, 200])
      expect(await sharp(avatar.rawPayload).metadata()).toMatchObject({ width: 48, height: 48 })
      expect(await sharp(cover.rawPayload).metadata()).toMatchObject({ width: 400, height: 267 })
    })

    it('§9 refuses a size off the list with 404 and a message naming the allowed sizes', async () => {
      const { app, cacheDir } = await makeApp()
      for (const size of ['999x999', '1200x00', '371x244', '370X244', 'large']) {
        const response = await app.inject({ method: 'GET', url: `/media/landscape-7/${size}` })
        expect(response.statusCode).toBe(404)
        expect(response.json()).toEqual({
          message: `Unknown image size. Allowed sizes: ${allowedImageSizes.join(', ')}.`,
          code: 'image_size_not_allowed',
        })
        expect(response.json<{ message: string }>().message).toContain('370x244')
      }
      expect(await readdir(cacheDir)).toEqual([])
    })

    it('§8 answers a malformed or unknown key with 404, touching nothing on disk', async () => {
      const { app, cacheDir } = await makeApp()
      for (const key of [
        'landscape-01',
        'landscape-4294967296',
        'sunset-1',
        '..%2F..%2Fetc',
        `upload-${randomUUID()}`,
      ]) {
        const response = await app.inject({ method: 'GET', url: `/media/${key}/120x80` })
        expect(response.statusCode).toBe(404)
        expect(response.json()).toEqual({ message: 'Image not found.', code: 'media_not_found' })
      }
      expect(await readdir(cacheDir)).toEqual([])
    })
  })

  it('issue 14: draws a generated key only once something shows it; a made-up seed is 404 and leaves no file', async () => {
    const { app, cacheDir } = await makeApp()
    const madeUp = await app.inject({ method: 'GET', url: '/media/landscape-987654/120x80' })
    expect(madeUp.statusCode).toBe(404)
    expect(madeUp.json()).toEqual({ message: 'Image not found.', code: 'media_not_found' })
    expect(await readdir(cacheDir)).toEqual([])

    await createTour(testDatabase.database.db, { coverKey: 'landscape-987654' })
    const shown = await app.inject({ method: 'GET', url: '/media/landscape-987654/120x80' })
    expect(shown.statusCode).toBe(200)
    const hero = await app.inject({ method: 'GET', url: `/media/${siteImageKeys.homeHero}/120x80` })
    expect(hero.statusCode).toBe(200)
  })

  it('draws a picture a journal article shows as a figure in its body, in either language', async () => {
    const { app } = await makeApp()
    const url = (key: string) => `/media/${key}/120x80`
    expect((await app.inject({ method: 'GET', url: url('landscape-55501') })).statusCode).toBe(404)
    await createBlogPost(testDatabase.database.db, {
      body: '<figure><img src="/media/landscape-55501/800x534" alt=""></figure>',
      bodyRu: '<figure><img src="/media/landscape-55502/800x534" alt=""></figure>',
    })
    expect((await app.inject({ method: 'GET', url: url('landscape-55501') })).statusCode).toBe(200)
    expect((await app.inject({ method: 'GET', url: url('landscape-55502') })).statusCode).toBe(200)
    // Only the whole key counts: a key that is the start of another is not shown.
    expect((await app.inject({ method: 'GET', url: url('landscape-5550') })).statusCode).toBe(404)
  })

  it('issue 14: the disk cache stays within MEDIA_CACHE_MAX_MB, dropping the least recently used sizes', async () => {
    const sizes = ['150x95', '185x122', '250x300', '300x190']
    const render = (app: App, size: string) =>
      app.inject({ method: 'GET', url: `/media/landscape-7/${size}`, headers: { accept: '*/*' } })
    // The bytes of each size, measured on an app with room for all.
    const roomy = await makeApp()
    const bytes: number[] = []
    for (const size of sizes) bytes.push((await render(roomy.app, size)).rawPayload.length)

    // Room for the last two only: the first two go, oldest first.
    const bound = bytes[2]! + bytes[3]!
    const { app, cacheDir } = await makeApp(bound)
    for (const size of sizes) expect((await render(app, size)).statusCode).toBe(200)
    expect((await readdir(join(cacheDir, 'landscape-7'))).sort()).toEqual([
      '250x300.jpeg',
      '300x190.jpeg',
    ])
  })

  describe('§3 media responses for browser and CDN caches', () => {
    it('§3 is cacheable for a year, varies by Accept and carries an ETag', async () => {
      const { app } = await makeApp()
      const response = await app.inject({ method: 'GET', url: '/media/landscape-7/120x80' })
      expect(response.headers['cache-control']).toBe(mediaCacheControl)
      expect(mediaCacheControl).toBe('public, max-age=31536000, immutable')
      expect(String(response.headers.vary).split(', ')).toEqual(
        expect.arrayContaining(['Origin', 'Accept']),
      )
      expect(response.headers.etag).toMatch(/^"[\w-]{32}"$/)
      const webp = await app.inject({
        method: 'GET',
        url: '/media/landscape-7/120x80',
        headers: { accept: webpAccept },
      })
      expect(webp.headers.etag).not.toBe(response.headers.etag)
    })

    it('§3 answers 304 without a body when the ETag still matches', async () => {
      const { app } = await makeApp()
      const first = await app.inject({ method: 'GET', url: '/media/landscape-7/120x80' })
      const again = await app.inject({
        method: 'GET',
        url: '/media/landscape-7/120x80',
        headers: { 'if-none-match': String(first.headers.etag) },
      })
      expect(again.statusCode).toBe(304)
      expect(again.rawPayload.length).toBe(0)
      expect(again.headers.etag).toBe(first.headers.etag)
    })

    it('§3 answers HEAD with the headers of GET and no body', async () => {
      const { app } = await makeApp()
      const get = await app.inject({ method: 'GET', url: '/media/landscape-7/120x80' })
      const head = await app.inject({ method: 'HEAD', url: '/media/landscape-7/120x80' })
      expect(head.statusCode).toBe(200)
      expect(head.rawPayload.length).toBe(0)
      expect(head.headers['content-type']).toBe('image/jpeg')
      expect(head.headers['content-length']).toBe(String(get.rawPayload.length))
      expect(head.headers.etag).toBe(get.headers.etag)
    })
  })

  describe('§9 resized images are kept on disk', () => {
    it('§9 writes {key}/{size}.{format} and nothing else, leaving no temporary files', async () => {
      const { app, cacheDir } = await makeApp()
      const response = await app.inject({
        method: 'GET',
        url: '/media/landscape-7/120x80',
        headers: { accept: webpAccept },
      })
      expect(await readdir(join(cacheDir, 'landscape-7'))).toEqual(['120x80.webp'])
      expect(await readFile(join(cacheDir, 'landscape-7', '120x80.webp'))).toEqual(
        response.rawPayload,
      )
    })

    it('§9 serves a second request from the file on disk', async () => {
      const { app, cacheDir } = await makeApp()
      await app.inject({ method: 'GET', url: '/media/landscape-7/120x80' })
      const cached = join(cacheDir, 'landscape-7', '120x80.jpeg')
      // Replace the cached file: if the next answer is this file, it came from disk, not a render.
      const marker = await sharp({
        create: { width: 120, height: 80, channels: 3, background: '#ff0000' },
      })
        .jpeg()
        .toBuffer()
      await writeFile(cached, marker)
      const second = await app.inject({ method: 'GET', url: '/media/landscape-7/120x80' })
      expect(second.rawPayload).toEqual(marker)
    })

    it('§9 answers identical requests arriving together with the same bytes and one file', async () => {
      const { app, cacheDir } = await makeApp()
      const responses = await Promise.all(
        Array.from({ length: 4 }, () =>
          app.inject({ method: 'GET', url: '/media/landscape-7/96x96' }),
        ),
      )
      const bodies = new Set(responses.map((response) => response.rawPayload.toString('base64')))
      expect(bodies.size).toBe(1)
      expect(await readdir(join(cacheDir, 'landscape-7'))).toEqual(['96x96.jpeg'])
      const written = await stat(join(cacheDir, 'landscape-7', '96x96.jpeg'))
      expect(written.size).toBe(responses[0]?.rawPayload.length)
    })
  })

  describe('§3 generated pictures', () => {
    it.each([
      ['a tour card', { width: 400, height: 267 }, { width: 401, height: 267 }],
      ['an avatar from a portrait', { width: 48, height: 48 }, { width: 48, height: 48 }],
      ['the largest hero, at full size', { width: 2400, height: 0 }, { width: 2400, height: 1600 }],
    ])('draws %s just large enough to cover the size, never larger', async (_, size, drawn) => {
      const kind = size.width === 48 ? 'portrait' : 'landscape'
      const metadata = await sharp(await renderGenerated(kind, 7, size)).metadata()
      expect({ width: metadata.width, height: metadata.height }).toEqual(drawn)
    })

    it('§3 draws the same bytes for the same seed, even from an empty cache', async () => {
      const first = await makeApp()
      const second = await makeApp()
      const [a, b] = await Promise.all([
        first.app.inject({ method: 'GET', url: '/media/landscape-42/120x80' }),
        second.app.inject({ method: 'GET', url: '/media/landscape-42/120x80' }),
      ])
      expect(a.statusCode).toBe(200)
      expect(a.rawPayload).toEqual(b.rawPayload)
    })

    it('§3 draws clearly different pictures for different seeds', async () => {
      const { app } = await makeApp()
      const pixels = async (key: string) => {
        const response = await app.inject({ method: 'GET', url: `/media/${key}/48x48` })
        return sharp(response.rawPayload).removeAlpha().raw().toBuffer()
      }
      const [a, b] = await Promise.all([pixels('landscape-7'), pixels('landscape-8')])
      let difference = 0
      for (let index = 0; index < a.length; index += 1) {
        difference += Math.abs((a[index] ?? 0) - (b[index] ?? 0))
      }
      // Mean difference per channel, out of 255: far above JPEG noise (about 1).
      expect(difference / a.length).toBeGreaterThan(12)
    })
  })

  describe('§3 uploaded images', () => {
    it('§3 resizes a ready uploaded image read from the upload folder', async () => {
      const { app, uploadDir } = await makeApp()
      const id = randomUUID()
      await testDatabase.database.db.insert(uploadedFiles).values({
        uuid: id,
        kind: 'image',
        contentType: 'image/png',
        byteSize: 1,
        originalName: 'sky.png',
        status: 'ready',
      })
      const upload = await sharp({
        create: { width: 900, height: 300, channels: 3, background: '#1e90ff' },
      })
        .png()
        .toBuffer()
      await writeFile(uploadFilePath(uploadDir, id), upload)
      const response = await app.inject({ method: 'GET', url: `/media/upload-${id}/120x80` })
      expect(response.statusCode).toBe(200)
      const image = sharp(response.rawPayload)
      expect(await image.metadata()).toMatchObject({ width: 120, height: 80 })
      const { channels } = await image.stats()
      const [red, green, blue] = channels.map((channel) => Math.round(channel.mean))
      expect(Math.abs((red ?? 0) - 0x1e)).toBeLessThan(8)
      expect(Math.abs((green ?? 0) - 0x90)).toBeLessThan(8)
      expect(Math.abs((blue ?? 0) - 0xff)).toBeLessThan(8)
    })

    it('§3 serves no upload that is still processing, even with its file in the folder', async () => {
      const { app, uploadDir } = await makeApp()
      const id = randomUUID()
      await testDatabase.database.db.insert(uploadedFiles).values({
        uuid: id,
        kind: 'image',
        contentType: 'image/png',
        byteSize: 1,
        originalName: 'sky.png',
      })
      const upload = await sharp({
        create: { width: 90, height: 30, channels: 3, background: '#1e90ff' },
      })
        .png()
        .toBuffer()
      await writeFile(uploadFilePath(uploadDir, id), upload)
      const response = await app.inject({ method: 'GET', url: `/media/upload-${id}/120x80` })
      expect(response.statusCode).toBe(404)
    })
  })
})
