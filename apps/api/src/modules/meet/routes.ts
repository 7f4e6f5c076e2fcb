import fastifyMultipart from '@fastify/multipart'
import {
  FILE_UPLOAD_MAX_BYTES,
  MEET_FILES_PER_UPLOAD,
  endpoints,
  meetFileFieldsSchema,
} from '@tourmarket/contracts'
import type { FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { endpointRoute } from '../../platform/http/endpoint-route.ts'
import { requestAddress } from '../../platform/http/forwarded-address.ts'
import type { TrustedProxies } from '../../platform/http/forwarded-address.ts'
import { limitRules } from '../../platform/abuse/rate-limit.ts'
import type { AbuseGuard } from '../../platform/abuse/rate-limit.ts'
import {
  closeWhenBodyUnread,
  formLimits,
  parseFields,
  receiveUploadForm,
} from '../../platform/forms/form.ts'
import type { UploadReceiver } from '../../platform/forms/form.ts'
import type { MeetService } from './service.ts'

export type MeetRoutesOptions = {
  meet: MeetService
  limit: AbuseGuard
  trustedProxies: TrustedProxies
  /** Where file-save's files are received, under the process's upload slots. */
  receiver: UploadReceiver
}

/**
 * §2 meet page calls (§7): the data by key, meet-save, file-save, delete-file. No login: the key
 * is the credential, so every call counts against a limit per address before the key is looked
 * at, and a wrong key costs as much as a right one.
 */
export const meetRoutes: FastifyPluginAsyncZod<MeetRoutesOptions> = async (
  app,
  { meet, limit, trustedProxies, receiver },
) => {
  // Encapsulated here: only file-save takes multipart; the JSON parser stays for the others.
  await app.register(fastifyMultipart, { limits: formLimits })
  app.addHook('onSend', closeWhenBodyUnread)

  const countAttempt = (request: FastifyRequest) =>
    limit(request, [
      { rule: limitRules.meetKeyPerIp, key: requestAddress(request, trustedProxies) },
    ])

  app.route({
    ...endpointRoute(endpoints.contractOrganizerMeetData),
    handler: async (request, reply) => {
      await countAttempt(request)
      // A capability page: never kept by a shared cache, never indexed.
      reply.header('cache-control', 'private, no-store').header('x-robots-tag', 'noindex')
      return meet.data(request.query.key, request.language)
    },
  })

  app.route({
    ...endpointRoute(endpoints.meetSave),
    handler: async (request) => {
      await countAttempt(request)
      return meet.save(request.body, request.language)
    },
  })

  app.route({
    ...endpointRoute(endpoints.meetFileSave),
    handler: async (request) => {
      await countAttempt(request)
      const options = {
        fileField: 'file',
        maxBytes: FILE_UPLOAD_MAX_BYTES,
        maxFiles: MEET_FILES_PER_UPLOAD,
        client: `address:${requestAddress(request, trustedProxies)}`,
        // The key comes before the files: a wrong one, or a full page, is refused unread.
        beforeFile: async (fields: Readonly<Record<string, string>>, filesBefore: number) => {
          const { key } = parseFields(meetFileFieldsSchema, { ...fields })
          await meet.checkFileRoom(key, filesBefore + 1)
        },
      }
      return receiveUploadForm(request, receiver, options, async (form) => {
        const { key } = parseFields(meetFileFieldsSchema, form.fields)
        return { files: await meet.addFiles(key, form.files) }
      })
    },
  })

  app.route({
    ...endpointRoute(endpoints.meetFileDelete),
    handler: async (request) => {
      await countAttempt(request)
      return meet.deleteFile(request.body.key, request.body.file_id)
    },
  })
}
