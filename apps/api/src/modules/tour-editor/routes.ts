import fastifyMultipart from '@fastify/multipart'
import {
  IMAGE_UPLOAD_MAX_BYTES,
  endpoints,
  officeTourPhotoUploadFieldsSchema,
} from '@tourmarket/contracts'
import type { FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { limitRules } from '../../platform/abuse/rate-limit.ts'
import type { AbuseGuard } from '../../platform/abuse/rate-limit.ts'
import {
  closeWhenBodyUnread,
  formLimits,
  parseFields,
  receiveUploadForm,
  requireFile,
} from '../../platform/forms/form.ts'
import type { UploadReceiver } from '../../platform/forms/form.ts'
import { endpointRoute } from '../../platform/http/endpoint-route.ts'
import type { SessionGuard, Viewer } from '../../platform/http/session-guard.ts'
import type { TourEditorService } from './service.ts'

export type TourEditorRoutesOptions = {
  tourEditor: TourEditorService
  sessions: SessionGuard
  limit: AbuseGuard
  /** Where photo-upload's images are received, under the process's upload slots. */
  receiver: UploadReceiver
}

/** Issue 40: the organizer office's tours (/crm/api/office/tour/...). */
export const tourEditorRoutes: FastifyPluginAsyncZod<TourEditorRoutesOptions> = async (
  app,
  { tourEditor, sessions, limit, receiver },
) => {
  /** The signed-in caller of a change, within the hourly count of tour edits. */
  async function editor(request: FastifyRequest): Promise<Viewer> {
    const viewer = await sessions.requireViewer(request)
    await limit(request, [
      { rule: limitRules.officeTourEditPerAccount, key: String(viewer.user.id) },
    ])
    return viewer
  }

  app.route({
    ...endpointRoute(endpoints.officeTourList),
    handler: async (request) => ({
      data: await tourEditor.list(
        await sessions.requireViewer(request),
        request.query,
        request.language,
      ),
    }),
  })

  app.route({
    ...endpointRoute(endpoints.officeTourOptions),
    handler: async (request) =>
      tourEditor.options(await sessions.requireViewer(request), request.language),
  })

  app.route({
    ...endpointRoute(endpoints.officeTourView),
    handler: async (request) =>
      tourEditor.view(await sessions.requireViewer(request), request.query.id, request.language),
  })

  app.route({
    ...endpointRoute(endpoints.officeTourCreate),
    handler: async (request) =>
      tourEditor.create(await editor(request), request.body, request.language),
  })

  app.route({
    ...endpointRoute(endpoints.officeTourUpdate),
    handler: async (request) =>
      tourEditor.update(await editor(request), request.body, request.language),
  })

  app.route({
    ...endpointRoute(endpoints.officeTourSetStatus),
    handler: async (request) =>
      tourEditor.setStatus(await editor(request), request.body, request.language),
  })

  app.route({
    ...endpointRoute(endpoints.officeTourPhotos),
    handler: async (request) =>
      tourEditor.setPhotos(await editor(request), request.body, request.language),
  })

  // Multipart only here, as the uploads module does: every other body is refused with 415 unread.
  await app.register(async (uploadScope) => {
    uploadScope.removeAllContentTypeParsers()
    uploadScope.addContentTypeParser('*', (_request, _payload, done) => {
      done(null)
    })
    await uploadScope.register(fastifyMultipart, { limits: formLimits })
    uploadScope.addHook('onSend', closeWhenBodyUnread)
    uploadScope.route({
      ...endpointRoute(endpoints.officeTourPhotoUpload),
      handler: async (request) => {
        const viewer = await sessions.requireViewer(request)
        await limit(request, [{ rule: limitRules.uploadPerAccount, key: String(viewer.user.id) }])
        const options = {
          fileField: 'image',
          maxBytes: IMAGE_UPLOAD_MAX_BYTES,
          client: `account:${String(viewer.user.id)}`,
          // The tour comes before the image: for a tour not the caller's the image is not read.
          beforeFile: async (fields: Readonly<Record<string, string>>) => {
            const { id } = parseFields(officeTourPhotoUploadFieldsSchema, { ...fields })
            await tourEditor.requirePhotoTarget(viewer, id)
          },
        }
        return receiveUploadForm(request, receiver, options, async (form) => {
          const image = requireFile(form, 'image')
          const { id } = parseFields(officeTourPhotoUploadFieldsSchema, form.fields)
          return tourEditor.uploadPhoto(viewer, id, image)
        })
      },
    })
  })
}
