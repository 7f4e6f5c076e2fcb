import type { IncomingMessage } from 'node:http'
import {
  FILE_UPLOAD_MAX_BYTES,
  IMAGE_UPLOAD_MAX_BYTES,
  MEET_FILES_PER_UPLOAD,
  VIDEO_UPLOAD_MAX_BYTES,
  endpoints,
} from '@tourmarket/contracts'
import type { NextFunction, Request, Response } from 'express'
import { RUSSIAN_PREFIX } from '../app/routing/localized-routes.ts'

const MEGABYTE = 1024 * 1024

/**
 * The largest body of any other request: the API's own limit (Fastify's default, 1 MiB). A larger
 * body is answered here with 413 and the §8 body, instead of being streamed to the API, which
 * stops reading it and leaves the proxy to answer 502 (issue 14).
 */
export const MAX_BODY_BYTES = MEGABYTE

/**
 * Room around the files of a multipart upload: its few short text fields (the API takes at most 8
 * of 2 KiB) and each part's headers. A file one byte over its limit still reaches the API, whose
 * 413 names the field.
 */
export const MULTIPART_ENVELOPE_BYTES = 64 * 1024

/** A path that takes files, with the limits its contract states. */
export type UploadLimit = {
  readonly field: string
  readonly maxFileBytes: number
  readonly maxFiles: number
}

const meetFiles: UploadLimit = {
  field: 'file',
  maxFileBytes: FILE_UPLOAD_MAX_BYTES,
  maxFiles: MEET_FILES_PER_UPLOAD,
}

/**
 * Every upload the storefront forwards (issue 37: a 1.4 MB photo met the 1 MiB limit), each with
 * its contract's numbers: chat attachments (file/upload, upload-video), the profile photo
 * (image/upload), review photos and meet files; and the meet page's form posted without
 * JavaScript, which carries the same files to its action (also as the router's `.data` post).
 */
export const UPLOAD_LIMITS: ReadonlyMap<string, UploadLimit> = new Map([
  [endpoints.fileUpload.path, { field: 'file', maxFileBytes: FILE_UPLOAD_MAX_BYTES, maxFiles: 1 }],
  [
    endpoints.imageUpload.path,
    { field: 'image', maxFileBytes: IMAGE_UPLOAD_MAX_BYTES, maxFiles: 1 },
  ],
  [
    endpoints.fileUploadVideo.path,
    { field: 'file', maxFileBytes: VIDEO_UPLOAD_MAX_BYTES, maxFiles: 1 },
  ],
  [
    endpoints.uploadReviewImage.path,
    { field: 'image', maxFileBytes: IMAGE_UPLOAD_MAX_BYTES, maxFiles: 1 },
  ],
  [endpoints.meetFileSave.path, meetFiles],
  [
    endpoints.officeTourPhotoUpload.path,
    { field: 'image', maxFileBytes: IMAGE_UPLOAD_MAX_BYTES, maxFiles: 1 },
  ],
  ...['/meet', `/${RUSSIAN_PREFIX}/meet`].flatMap((page) => [
    [page, meetFiles] as const,
    [`${page}.data`, meetFiles] as const,
  ]),
])

/** The most photos the office's tour editor posts at once without JavaScript. */
export const TOUR_EDITOR_PHOTOS_PER_POST = 10

/**
 * Pages with an id in their path whose forms carry files without JavaScript: the office's tour
 * editor posts its photos to its action, which sends them on to photo-upload (issue 40).
 */
const UPLOAD_PAGES: readonly (readonly [RegExp, UploadLimit])[] = [
  [
    new RegExp(`^(?:/${RUSSIAN_PREFIX})?/office/tours/\\d+(?:\\.data)?$`),
    { field: 'image', maxFileBytes: IMAGE_UPLOAD_MAX_BYTES, maxFiles: TOUR_EDITOR_PHOTOS_PER_POST },
  ],
]

/** The most bytes a request to `pathname` may send, and the file field it names when refused. */
export function bodyLimitFor(pathname: string): { maxBytes: number; upload: UploadLimit | null } {
  const upload =
    UPLOAD_LIMITS.get(pathname) ?? UPLOAD_PAGES.find(([page]) => page.test(pathname))?.[1] ?? null
  if (upload === null) return { maxBytes: MAX_BODY_BYTES, upload }
  return {
    maxBytes: upload.maxFileBytes * upload.maxFiles + MULTIPART_ENVELOPE_BYTES,
    upload,
  }
}

/** The §8 body of a refusal: the upload's field named, as the API names it. */
export function bodyTooLarge(upload: UploadLimit | null): {
  message: string
  code: 'body_too_large'
  errors?: Record<string, string[]>
} {
  if (upload === null) return { message: 'The request body is too large.', code: 'body_too_large' }
  const each = `${String(upload.maxFileBytes / MEGABYTE)} MB`
  const message =
    upload.maxFiles === 1
      ? `The file “${upload.field}” is larger than ${each}.`
      : `The files “${upload.field}” are too large: at most ${String(upload.maxFiles)} at once, ${each} each.`
  return { message, code: 'body_too_large', errors: { [upload.field]: [message] } }
}

/** What stops a body's reader when the body is cut off (the proxy's request to the API). */
const cutOffListeners = new WeakMap<IncomingMessage, () => void>()

/** Runs `stop` if the body of `request` is cut off for going over its limit. */
export function onBodyCutOff(request: IncomingMessage, stop: () => void): void {
  cutOffListeners.set(request, stop)
}

/** The error a body's reader (React Router reading a form) meets when the body is cut off. */
export class BodyTooLargeError extends Error {
  constructor(maxBytes: number) {
    super(`The request body is larger than ${String(maxBytes)} bytes.`)
    this.name = 'BodyTooLargeError'
  }
}

function refuse(response: Response, upload: UploadLimit | null): void {
  response.status(413).set('Connection', 'close').json(bodyTooLarge(upload))
}

/**
 * A body with no declared length (Transfer-Encoding: chunked) is counted as it streams: past the
 * limit, its readers stop (the API never receives the rest), the client hears 413, and the rest
 * is read and dropped so the client sees that answer rather than a reset connection.
 */
function countStreamedBody(
  request: Request,
  response: Response,
  limit: ReturnType<typeof bodyLimitFor>,
): void {
  let received = 0
  const count = (chunk: Buffer) => {
    received += chunk.length
    if (received <= limit.maxBytes) return
    request.off('data', count)
    request.unpipe()
    if (!response.headersSent) {
      refuse(response, limit.upload)
      cutOffListeners.get(request)?.()
      if (request.listenerCount('error') > 0) {
        request.emit('error', new BodyTooLargeError(limit.maxBytes))
      }
    }
    request.resume()
  }
  // A listener added to a paused stream leaves it paused: the body flows when its reader (the
  // proxy's pipe, React Router) resumes it, and each chunk is counted before the reader has it.
  request.pause()
  request.on('data', count)
}

/**
 * The storefront's body limit per path (bodyLimitFor): a declared length over it is answered 413
 * at once, unread; a streamed body is cut off where it passes it.
 */
export function limitBodySize(request: Request, response: Response, next: NextFunction): void {
  const limit = bodyLimitFor(request.path)
  if (Number(request.headers['content-length'] ?? 0) > limit.maxBytes) {
    // Reading the body to its end lets the client see the answer rather than a reset connection.
    request.resume()
    refuse(response, limit.upload)
    return
  }
  if (request.headers['transfer-encoding'] !== undefined) {
    countStreamedBody(request, response, limit)
  }
  next()
}
