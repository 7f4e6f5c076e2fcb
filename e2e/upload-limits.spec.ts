import type { APIRequestContext, TestInfo } from '@playwright/test'
import {
  FILE_UPLOAD_MAX_BYTES,
  IMAGE_UPLOAD_MAX_BYTES,
  VIDEO_UPLOAD_MAX_BYTES,
} from '@tourmarket/contracts/limits'
import { registerThroughApi, signInThroughApi, uniqueEmail } from './support/accounts.ts'
import { expect, test } from './support/test.ts'

/** A 2×2 PNG; padded after its end, the bytes still read as a PNG. */
const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAFElEQVR4nGP4z8DAwAAi/v///x8AHu8F+5BApdwAAAAASUVORK5CYII=',
  'base64',
)
/** An MP4's first box (ftyp isom), which is what the API reads a video's type from. */
const MP4_START = Buffer.from('000000186674797069736f6d0000020069736f6d69736f32', 'hex')
const PDF_START = Buffer.from('%PDF-1.4\n')

/** `start` padded with zeros to exactly `size` bytes. */
function fileOf(start: Buffer, size: number): Buffer {
  return Buffer.concat([start, Buffer.alloc(size - start.length)])
}

type Upload = {
  readonly path: string
  readonly field: string
  readonly maxBytes: number
  readonly start: Buffer
  readonly name: string
  readonly mimeType: string
  readonly signedIn: boolean
  /** Text fields sent before the file (the credential the API checks before reading it). */
  readonly fields?: Readonly<Record<string, string>>
}

/** Each upload of the contracts, with its largest file (packages/contracts/src/limits.ts). */
const uploads: readonly Upload[] = [
  {
    path: '/crm/api/image/upload',
    field: 'image',
    maxBytes: IMAGE_UPLOAD_MAX_BYTES,
    start: TINY_PNG,
    name: 'photo.png',
    mimeType: 'image/png',
    signedIn: true,
  },
  {
    path: '/spa/upload-review-image',
    field: 'image',
    maxBytes: IMAGE_UPLOAD_MAX_BYTES,
    start: TINY_PNG,
    name: 'photo.png',
    mimeType: 'image/png',
    signedIn: false,
    // A seeded review link (apps/api/src/seed/demo-accounts.ts); a photo uploaded is not yet
    // part of its review.
    fields: { uuid: '19000000-0000-4000-8000-000000000001' },
  },
  {
    path: '/crm/api/file/upload',
    field: 'file',
    maxBytes: FILE_UPLOAD_MAX_BYTES,
    start: PDF_START,
    name: 'ticket.pdf',
    mimeType: 'application/pdf',
    signedIn: true,
  },
  {
    path: '/crm/api/file/upload-video',
    field: 'file',
    maxBytes: VIDEO_UPLOAD_MAX_BYTES,
    start: MP4_START,
    name: 'clip.mp4',
    mimeType: 'video/mp4',
    signedIn: true,
  },
]

async function sessionToken(request: APIRequestContext, testInfo: TestInfo): Promise<string> {
  const email = uniqueEmail(testInfo, 'uploads')
  const password = 'granite-harbour-27'
  await registerThroughApi(request, { email, password, firstName: 'Ulla' })
  return signInThroughApi(request, { login: email, password })
}

// Through the storefront's port, as the browser sends them: its body limit let nothing over
// 1 MiB through before (issue 37).
test.describe('every upload takes what its contract allows through the storefront @desktop-only', () => {
  // Up to 50 MB twice through the storefront and the API on a busy machine.
  test.slow()

  for (const upload of uploads) {
    test(`${upload.path}: a file of the limit is taken, one byte more is the API's 413 naming “${upload.field}”`, async ({
      request,
    }, testInfo) => {
      const headers: Record<string, string> = upload.signedIn
        ? { 'X-Authorization': `Bearer ${await sessionToken(request, testInfo)}` }
        : {}
      const send = (size: number) =>
        request.post(upload.path, {
          headers,
          multipart: {
            ...upload.fields,
            [upload.field]: {
              name: upload.name,
              mimeType: upload.mimeType,
              buffer: fileOf(upload.start, size),
            },
          },
        })

      const atLimit = await send(upload.maxBytes)
      expect(atLimit.status(), await atLimit.text()).toBe(200)

      const over = await send(upload.maxBytes + 1)
      expect(over.status()).toBe(413)
      expect(await over.json()).toMatchObject({
        code: 'body_too_large',
        errors: { [upload.field]: [expect.stringContaining(upload.field)] },
      })
    })
  }
})
