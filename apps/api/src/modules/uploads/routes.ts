import fastifyMultipart from '@fastify/multipart'
import {
  FILE_UPLOAD_MAX_BYTES,
  IMAGE_UPLOAD_MAX_BYTES,
  endpoints,
  fileUploadFieldsSchema,
  imageUploadFieldsSchema,
} from '@tourmarket/contracts'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { endpointRoute } from '../../lib/endpoint-route.ts'
import { limitRules } from '../abuse/rate-limit.ts'
import type { AccountsContext } from '../accounts/context.ts'
import { formLimits, parseFields, readUploadForm, requireFile } from './form.ts'
import type { UploadsService } from './service.ts'

export type UploadsRoutesOptions = {
  uploads: UploadsService
  context: Pick<AccountsContext, 'sessions' | 'limit'>
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
 * §7 uploads (file/upload, image/upload; signed in, 60 an hour per account) and the download of
 * uploaded files. Multipart parsing is registered here only: this plugin is encapsulated, so no
 * other route accepts multipart bodies, and here every other body is refused with 415 unread.
 */
export const uploadsRoutes: FastifyPluginAsyncZod<UploadsRoutesOptions> = async (
  app,
  { uploads, context },
) => {
  const { sessions, limit } = context

  app.removeAllContentTypeParsers()
  // Any other type reaches the handler unread, which answers 415 naming what to send.
  app.addContentTypeParser('*', (_request, _payload, done) => {
    done(null)
  })
  await app.register(fastifyMultipart, { limits: formLimits })
  app.addHook('onClose', async () => {
    await uploads.settled()
  })

  app.route({
    ...endpointRoute(endpoints.fileUpload),
    handler: async (request) => {
      const viewer = await sessions.requireViewer(request)
      await limit(request, [{ rule: limitRules.uploadPerAccount, key: String(viewer.user.id) }])
      const form = await readUploadForm(request, {
        fileField: 'file',
        maxBytes: FILE_UPLOAD_MAX_BYTES,
      })
      const fields = parseFields(fileUploadFieldsSchema, form.fields)
      const file = requireFile(form, 'file')
      return uploads.upload({
        ownerUserId: viewer.user.id,
        purpose: 'file',
        field: 'file',
        bytes: file.bytes,
        name: file.name,
        isPublic: fields.is_public,
      })
    },
  })

  app.route({
    ...endpointRoute(endpoints.imageUpload),
    handler: async (request) => {
      const viewer = await sessions.requireViewer(request)
      await limit(request, [{ rule: limitRules.uploadPerAccount, key: String(viewer.user.id) }])
      const form = await readUploadForm(request, {
        fileField: 'image',
        maxBytes: IMAGE_UPLOAD_MAX_BYTES,
      })
      // The fields first: a `url` sent instead of a file is refused as such, not as a missing image.
      parseFields(imageUploadFieldsSchema, form.fields)
      const file = requireFile(form, 'image')
      return uploads.upload({
        ownerUserId: viewer.user.id,
        purpose: 'image',
        field: 'image',
        bytes: file.bytes,
        name: file.name,
        isPublic: false,
      })
    },
  })

  app.get(
    '/media/files/:uuid',
    {
      schema: {
        tags: ['media'],
        summary: 'Download an uploaded file',
        description:
          'An uploaded file that is not an image, once ready, as a download (`Content-Disposition: attachment` with its name, ending in its type’s extension). Whoever has the uuid may fetch it: the upload answered it to the uploader, who shares it. 404 `file_not_found` for an unknown uuid or a file not ready.',
        params: fileParamsSchema,
      },
    },
    async (request, reply) => {
      const file = await uploads.download(request.params.uuid)
      return reply
        .headers(downloadHeaders)
        .header('content-type', file.contentType)
        .header('content-disposition', file.contentDisposition)
        .send(file.body)
    },
  )
}
