import fastifyMultipart from '@fastify/multipart'
import {
  FILE_UPLOAD_MAX_BYTES,
  MEET_FILES_PER_UPLOAD,
  endpoints,
  meetFileFieldsSchema,
} from '@tourmarket/contracts'
import type { FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { AppError } from '../../errors.ts'
import { endpointRoute } from '../../lib/endpoint-route.ts'
import { requestAddress } from '../../lib/forwarded-address.ts'
import type { TrustedProxies } from '../../lib/forwarded-address.ts'
import { limitRules } from '../abuse/rate-limit.ts'
import type { AbuseGuard } from '../abuse/rate-limit.ts'
import { parseFields } from '../uploads/form.ts'
import { fieldRefusal } from '../uploads/refusals.ts'
import type { MeetService } from './service.ts'

export type MeetRoutesOptions = {
  meet: MeetService
  limit: AbuseGuard
  trustedProxies: TrustedProxies
}

const MEGABYTE = 1024 * 1024

/** The file-save form: the key and up to 10 files; nothing else of any size. */
const meetFormLimits = {
  files: MEET_FILES_PER_UPLOAD,
  fields: 4,
  fieldSize: 2048,
  parts: MEET_FILES_PER_UPLOAD + 4,
  fileSize: FILE_UPLOAD_MAX_BYTES,
} as const

function hasCode(error: unknown): error is Error & { code: string } {
  return error instanceof Error && 'code' in error && typeof error.code === 'string'
}

/** @fastify/multipart's refusals in words naming the field, never a 500. */
function formRefusal(error: unknown): AppError {
  const code = hasCode(error) ? error.code : ''
  if (code === 'FST_REQ_FILE_TOO_LARGE') {
    return fieldRefusal(
      'body_too_large',
      'file',
      `A file is larger than ${String(FILE_UPLOAD_MAX_BYTES / MEGABYTE)} MB.`,
    )
  }
  if (code === 'FST_FILES_LIMIT' || code === 'FST_FIELDS_LIMIT' || code === 'FST_PARTS_LIMIT') {
    return fieldRefusal(
      'body_too_large',
      'file',
      `Send at most ${String(MEET_FILES_PER_UPLOAD)} files at once, in parts named “file”, and the field “key”.`,
    )
  }
  return new AppError({
    code: 'bad_request',
    message: 'The multipart/form-data body is malformed.',
    cause: error,
  })
}

/** The key field and every `file` part of a file-save form, held in memory (20 MB each at most). */
async function readMeetFiles(request: FastifyRequest) {
  if (!request.isMultipart()) {
    throw new AppError({
      code: 'unsupported_media_type',
      message:
        'Send a multipart/form-data body with the field “key” and the files in parts “file”.',
    })
  }
  const files: { bytes: Buffer; name: string }[] = []
  const fields: Record<string, string> = {}
  try {
    for await (const part of request.parts({ limits: meetFormLimits })) {
      if (part.type === 'file') {
        if (part.fieldname !== 'file') {
          throw fieldRefusal(
            'validation_failed',
            part.fieldname,
            `Send files in parts named “file”, not “${part.fieldname}”.`,
          )
        }
        files.push({ bytes: await part.toBuffer(), name: part.filename })
      } else {
        fields[part.fieldname] = String(part.value)
      }
    }
  } catch (error) {
    if (error instanceof AppError) throw error
    throw formRefusal(error)
  }
  return { files, fields }
}

/**
 * §2 meet page calls (§7): the data by key, meet-save, file-save, delete-file. No login: the key
 * is the credential, so every call counts against a limit per address before the key is looked
 * at, and a wrong key costs as much as a right one.
 */
export const meetRoutes: FastifyPluginAsyncZod<MeetRoutesOptions> = async (
  app,
  { meet, limit, trustedProxies },
) => {
  // Encapsulated here: only file-save takes multipart; the JSON parser stays for the others.
  await app.register(fastifyMultipart, { limits: meetFormLimits })

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
      const form = await readMeetFiles(request)
      const { key } = parseFields(meetFileFieldsSchema, form.fields)
      return { files: await meet.addFiles(key, form.files) }
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
