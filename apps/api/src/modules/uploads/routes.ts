import { rm } from 'node:fs/promises'
import fastifyMultipart from '@fastify/multipart'
import {
  FILE_UPLOAD_MAX_BYTES,
  IMAGE_UPLOAD_MAX_BYTES,
  VIDEO_UPLOAD_MAX_BYTES,
  VIDEO_URL_FETCH_TIMEOUT_MS,
  VIDEO_URL_MAX_REDIRECTS,
  endpoints,
  fileUploadFieldsSchema,
  imageUploadFieldsSchema,
  videoUploadFieldsSchema,
} from '@tourmarket/contracts'
import type { FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { endpointRoute } from '../../platform/http/endpoint-route.ts'
import { limitRules } from '../../platform/abuse/rate-limit.ts'
import type { AbuseGuard } from '../../platform/abuse/rate-limit.ts'
import { AppError } from '../../errors.ts'
import type { SessionGuard } from '../../platform/http/session-guard.ts'
import {
  closeWhenBodyUnread,
  formLimits,
  parseFields,
  receiveUploadForm,
  requireFile,
} from '../../platform/forms/form.ts'
import { fieldRefusal } from '../../platform/forms/refusals.ts'
import type { RemoteFetcher } from './remote-fetch.ts'
import type { UploadsService } from './service.ts'
import { videoHostOf } from './video-hosts.ts'

export type UploadsRoutesOptions = {
  uploads: UploadsService
  sessions: SessionGuard
  limit: AbuseGuard
  /** Fetches file/upload-video's `url` (SSRF-safe; see remote-fetch.ts). */
  fetchRemoteFile: RemoteFetcher
}

/** file/upload-video takes the video or its address, never both, never neither. */
function oneVideoSource(hasFile: boolean, hasUrl: boolean): void {
  if (hasFile !== hasUrl) return
  const message = hasFile
    ? 'Send either the file “file” or the address “url”, not both.'
    : 'Send the video in the part “file”, or its address in the field “url”.'
  throw new AppError({
    code: 'validation_failed',
    message,
    errors: { file: [message], url: [message] },
  })
}

/**
 * Served files are the uploader's bytes: never rendered in our origin (download only, no type
 * guessing, and a sandbox with nothing allowed should a browser show one anyway).
 */
const downloadHeaders = {
  'x-content-type-options': 'nosniff',
  'content-security-policy': "default-src 'none'; sandbox",
  // Bytes under a uuid never change; private, so no shared cache keeps a capability's file.
  'cache-control': 'private, max-age=31536000, immutable',
} as const

const fileParamsSchema = z.object({
  uuid: z.string().max(64).describe('The uuid the upload answered.'),
})

/**
 * §7 uploads (file/upload, image/upload, file/upload-video; signed in, 60 an hour per account)
 * and the download of uploaded files. Multipart parsing is registered here only: this plugin is
 * encapsulated, so no other route accepts multipart bodies, and here every other body is refused
 * with 415 unread.
 */
export const uploadsRoutes: FastifyPluginAsyncZod<UploadsRoutesOptions> = async (
  app,
  { uploads, sessions, limit, fetchRemoteFile },
) => {
  app.removeAllContentTypeParsers()
  // Any other type reaches the handler unread, which answers 415 naming what to send.
  app.addContentTypeParser('*', (_request, _payload, done) => {
    done(null)
  })
  await app.register(fastifyMultipart, { limits: formLimits })
  app.addHook('onSend', closeWhenBodyUnread)
  app.addHook('onClose', async () => {
    await uploads.settled()
  })

  /** Signed in and within the hourly count, before a byte of the body is read. */
  async function uploader(request: FastifyRequest) {
    const viewer = await sessions.requireViewer(request)
    await limit(request, [{ rule: limitRules.uploadPerAccount, key: String(viewer.user.id) }])
    return { userId: viewer.user.id, client: `account:${String(viewer.user.id)}` }
  }

  app.route({
    ...endpointRoute(endpoints.fileUpload),
    handler: async (request) => {
      const { userId, client } = await uploader(request)
      const options = { fileField: 'file', maxBytes: FILE_UPLOAD_MAX_BYTES, client }
      return receiveUploadForm(request, uploads.receiver, options, async (form) => {
        const fields = parseFields(fileUploadFieldsSchema, form.fields)
        return uploads.upload({
          ownerUserId: userId,
          purpose: 'file',
          field: 'file',
          file: requireFile(form, 'file'),
          isPublic: fields.is_public,
        })
      })
    },
  })

  app.route({
    ...endpointRoute(endpoints.imageUpload),
    handler: async (request) => {
      const { userId, client } = await uploader(request)
      const options = { fileField: 'image', maxBytes: IMAGE_UPLOAD_MAX_BYTES, client }
      return receiveUploadForm(request, uploads.receiver, options, async (form) => {
        // The fields first: a `url` sent instead of a file is refused as such, not as a missing image.
        parseFields(imageUploadFieldsSchema, form.fields)
        return uploads.upload({
          ownerUserId: userId,
          purpose: 'image',
          field: 'image',
          file: requireFile(form, 'image'),
          isPublic: false,
        })
      })
    },
  })

  app.route({
    ...endpointRoute(endpoints.fileUploadVideo),
    handler: async (request) => {
      const { userId, client } = await uploader(request)
      const options = { fileField: 'file', maxBytes: VIDEO_UPLOAD_MAX_BYTES, client }
      return receiveUploadForm(request, uploads.receiver, options, async (form) => {
        const { url } = parseFields(videoUploadFieldsSchema, form.fields)
        const [sent] = form.files
        oneVideoSource(sent !== undefined, url !== undefined)
        const video = url === undefined ? requireFile(form, 'file') : await fetchVideo(url)
        try {
          return await uploads.upload({
            ownerUserId: userId,
            purpose: 'video',
            field: url === undefined ? 'file' : 'url',
            file: video,
            isPublic: false,
          })
        } finally {
          // A fetched file the upload did not adopt is not the form's: removed here.
          if (url !== undefined) await rm(video.path, { force: true })
        }
      })
    },
  })

  /** A video file's address, fetched to disk; a video host's page is refused, not fetched. */
  async function fetchVideo(url: string) {
    const host = URL.canParse(url) ? videoHostOf(new URL(url)) : null
    if (host !== null) {
      throw fieldRefusal(
        'url_not_allowed',
        'url',
        `The address “url” is a ${host} page, not a video file: add it as a video link instead.`,
      )
    }
    return fetchRemoteFile(
      url,
      {
        field: 'url',
        maxBytes: VIDEO_UPLOAD_MAX_BYTES,
        timeoutMs: VIDEO_URL_FETCH_TIMEOUT_MS,
        maxRedirects: VIDEO_URL_MAX_REDIRECTS,
      },
      await uploads.receiver.incoming.newPartPath(),
    )
  }

  app.get(
    '/media/files/:uuid',
    {
      schema: {
        tags: ['media'],
        summary: 'Download an uploaded file',
        description:
          'An uploaded file that is not an image (a document or a video), once ready, as a download (`Content-Disposition: attachment` with its name, ending in its type’s extension). Whoever has the uuid may fetch it: the upload answered it to the uploader, who shares it. 404 `file_not_found` for an unknown uuid or a file not ready.',
        params: fileParamsSchema,
      },
    },
    async (request, reply) => {
      const file = await uploads.download(request.params.uuid)
      return reply
        .headers(downloadHeaders)
        .header('content-type', file.contentType)
        .header('content-disposition', file.contentDisposition)
        .header('content-length', String(file.byteSize))
        .send(file.body)
    },
  )
}
