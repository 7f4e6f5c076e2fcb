import type { FastifyRequest } from 'fastify'
import type { z } from 'zod'
import { AppError } from '../../errors.ts'
import { fieldRefusal } from './refusals.ts'

/** One file part and the text fields of a multipart form. */
export type UploadForm = {
  file: { bytes: Buffer; name: string } | null
  fields: Record<string, string>
}

/** Bounds on the form around the one file: a few short text fields. */
export const formLimits = { files: 1, fields: 8, fieldSize: 2048, parts: 10 } as const

const MEGABYTE = 1024 * 1024

function hasCode(error: unknown): error is Error & { code: string } {
  return error instanceof Error && 'code' in error && typeof error.code === 'string'
}

/** @fastify/multipart's and busboy's refusals, in words that name the field (never a 500). */
function formRefusal(error: unknown, fileField: string, maxBytes: number): AppError {
  const code = hasCode(error) ? error.code : ''
  if (code === 'FST_REQ_FILE_TOO_LARGE') {
    return fieldRefusal(
      'body_too_large',
      fileField,
      `The file “${fileField}” is larger than ${String(maxBytes / MEGABYTE)} MB.`,
    )
  }
  if (code === 'FST_FILES_LIMIT' || code === 'FST_FIELDS_LIMIT' || code === 'FST_PARTS_LIMIT') {
    return new AppError({
      code: 'body_too_large',
      message: `The form has too many parts: send one file, “${fileField}”, and at most ${String(formLimits.fields)} short fields.`,
    })
  }
  return new AppError({
    code: 'bad_request',
    message: 'The multipart/form-data body is malformed.',
    cause: error,
  })
}

/**
 * Reads a multipart upload: the file part `fileField` (held in memory, at most `maxBytes`) and
 * the text fields. A body that is not multipart is 415; a file in another part, or a field
 * longer than the limit, 400 naming it.
 */
export async function readUploadForm(
  request: FastifyRequest,
  options: { fileField: string; maxBytes: number },
): Promise<UploadForm> {
  const { fileField, maxBytes } = options
  if (!request.isMultipart()) {
    throw new AppError({
      code: 'unsupported_media_type',
      message: `Send a multipart/form-data body with the file in the part “${fileField}”.`,
    })
  }
  const form: UploadForm = { file: null, fields: {} }
  try {
    for await (const part of request.parts({ limits: { ...formLimits, fileSize: maxBytes } })) {
      if (part.type === 'file') {
        if (part.fieldname !== fileField) {
          throw fieldRefusal(
            'validation_failed',
            part.fieldname,
            `Unexpected file “${part.fieldname}”: send the file in the part “${fileField}”.`,
          )
        }
        form.file = { bytes: await part.toBuffer(), name: part.filename }
      } else {
        if (part.valueTruncated) {
          throw fieldRefusal(
            'validation_failed',
            part.fieldname,
            `The field “${part.fieldname}” is longer than ${String(formLimits.fieldSize)} characters.`,
          )
        }
        form.fields[part.fieldname] = String(part.value)
      }
    }
  } catch (error) {
    if (error instanceof AppError) throw error
    throw formRefusal(error, fileField, maxBytes)
  }
  return form
}

/** The form's text fields, parsed by the call's schema; 400 naming each invalid field. */
export function parseFields<Schema extends z.ZodType>(
  schema: Schema,
  fields: Record<string, string>,
): z.infer<Schema> {
  const result = schema.safeParse(fields)
  if (result.success) return result.data
  const errors: Record<string, string[]> = {}
  for (const issue of result.error.issues) {
    const field = issue.path.join('.') || 'body'
    errors[field] = [...(errors[field] ?? []), issue.message]
  }
  const named = Object.entries(errors).map(([field, messages]) => `${field}: ${messages.join(' ')}`)
  throw new AppError({ code: 'validation_failed', message: named.join(' '), errors })
}

/** The file part, or 400 naming it when the form has none. */
export function requireFile(form: UploadForm, fileField: string): { bytes: Buffer; name: string } {
  if (form.file !== null) return form.file
  throw fieldRefusal(
    'validation_failed',
    fileField,
    `Required: send the file in the multipart part “${fileField}”.`,
  )
}
