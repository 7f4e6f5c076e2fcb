import { rm } from 'node:fs/promises'
import type { FastifyReply, FastifyRequest } from 'fastify'
import type { z } from 'zod'
import { AppError } from '../../errors.ts'
import { parseWithMessages, requestFieldErrors } from '../http/request-validation.ts'
import type { IncomingFolder, ReceivedFile } from './received-files.ts'
import { writeCapped } from './received-files.ts'
import { fieldRefusal } from './refusals.ts'
import type { UploadSlots } from './upload-slots.ts'

/** The file parts of a multipart form, each received to disk, and its text fields. */
export type UploadForm = {
  files: ReceivedFile[]
  fields: Record<string, string>
}

/** Where forms are received: the folder for their files and the process's upload slots. */
export type UploadReceiver = { incoming: IncomingFolder; slots: UploadSlots }

/** Bounds on the form around its files: a few short text fields. */
export const formLimits = { files: 1, fields: 8, fieldSize: 2048, parts: 10 } as const

export type ReceiveFormOptions = {
  /** The part the files come in. */
  fileField: string
  /** Per file, enforced while it streams to disk. */
  maxBytes: number
  /** Files one form may hold; one unless told. */
  maxFiles?: number
  /** Who sends it, for the per-client upload slots: an address or an account. */
  client: string
  /**
   * Runs as each file part starts, before any byte of it is read, with the fields sent before it:
   * the credential and the quota are checked here, so a refused request's file is never read.
   */
  beforeFile?: (fields: Readonly<Record<string, string>>, filesBefore: number) => Promise<void>
}

const MEGABYTE = 1024 * 1024

function hasCode(error: unknown): error is Error & { code: string } {
  return error instanceof Error && 'code' in error && typeof error.code === 'string'
}

function tooLarge(fileField: string, maxBytes: number): AppError {
  return fieldRefusal(
    'body_too_large',
    fileField,
    `The file “${fileField}” is larger than ${String(maxBytes / MEGABYTE)} MB.`,
  )
}

/** @fastify/multipart's and busboy's refusals, in words that name the field (never a 500). */
function formRefusal(error: unknown, options: ReceiveFormOptions): AppError {
  const { fileField, maxBytes, maxFiles = 1 } = options
  const code = hasCode(error) ? error.code : ''
  if (code === 'FST_REQ_FILE_TOO_LARGE') return tooLarge(fileField, maxBytes)
  if (code === 'FST_FILES_LIMIT' || code === 'FST_FIELDS_LIMIT' || code === 'FST_PARTS_LIMIT') {
    return fieldRefusal(
      'body_too_large',
      fileField,
      `The form has too many parts: send at most ${String(maxFiles)} files in “${fileField}” and at most ${String(formLimits.fields)} short fields.`,
    )
  }
  return new AppError({
    code: 'bad_request',
    message: 'The multipart/form-data body is malformed.',
    cause: error,
  })
}

/** Streams the form's parts: fields kept, each file written to disk under the byte cap. */
async function readForm(
  request: FastifyRequest,
  incoming: IncomingFolder,
  options: ReceiveFormOptions,
  form: UploadForm,
): Promise<void> {
  const { fileField, maxBytes, maxFiles = 1, beforeFile } = options
  // busboy stops a file one byte past the cap, so the cap itself sees it cross and refuses it.
  const limits = {
    ...formLimits,
    files: maxFiles,
    parts: maxFiles + formLimits.fields,
    fileSize: maxBytes + 1,
  }
  try {
    for await (const part of request.parts({ limits })) {
      if (part.type === 'field') {
        if (part.valueTruncated) {
          throw fieldRefusal(
            'validation_failed',
            part.fieldname,
            `The field “${part.fieldname}” is longer than ${String(formLimits.fieldSize)} characters.`,
          )
        }
        form.fields[part.fieldname] = String(part.value)
        continue
      }
      if (part.fieldname !== fileField) {
        throw fieldRefusal(
          'validation_failed',
          part.fieldname,
          `Unexpected file “${part.fieldname}”: send the file in the part “${fileField}”.`,
        )
      }
      await beforeFile?.(form.fields, form.files.length)
      const path = await incoming.newPartPath()
      const size = await writeCapped(part.file, path, {
        maxBytes,
        tooLarge: () => tooLarge(fileField, maxBytes),
      })
      form.files.push({ path, size, name: part.filename })
    }
  } catch (error) {
    if (error instanceof AppError) throw error
    throw formRefusal(error, options)
  }
}

/**
 * Receives a multipart upload under one of the process's upload slots (503 when none is free,
 * before the body is read) and hands it to `handle`. Files stream to disk, never held in memory;
 * whatever `handle` did not adopt (rename away) is removed afterwards, whatever happened. A body
 * that is not multipart is 415 unread.
 */
export async function receiveUploadForm<Result>(
  request: FastifyRequest,
  receiver: UploadReceiver,
  options: ReceiveFormOptions,
  handle: (form: UploadForm) => Promise<Result>,
): Promise<Result> {
  if (!request.isMultipart()) {
    throw new AppError({
      code: 'unsupported_media_type',
      message: `Send a multipart/form-data body with the file in the part “${options.fileField}”.`,
    })
  }
  const release = receiver.slots.acquire(options.client)
  const form: UploadForm = { files: [], fields: {} }
  try {
    await readForm(request, receiver.incoming, options, form)
    return await handle(form)
  } finally {
    release()
    await Promise.all(form.files.map((file) => rm(file.path, { force: true })))
  }
}

/**
 * An onSend hook for upload routes: a refusal sent before the body was all read (a wrong key, a
 * file over the cap) closes the connection, so the client's remaining bytes are never read.
 */
export async function closeWhenBodyUnread(request: FastifyRequest, reply: FastifyReply) {
  if (!request.raw.complete) reply.header('connection', 'close')
}

/** The form's text fields, parsed by the call's schema; 400 naming each invalid field (§5 texts). */
export function parseFields<Schema extends z.ZodType>(
  schema: Schema,
  fields: Record<string, string>,
): z.infer<Schema> {
  const result = parseWithMessages(schema, fields)
  if (result.success) return result.data
  const errors = requestFieldErrors(result.issues, 'body', 'en-US')
  const named = Object.entries(errors).map(([field, messages]) => `${field}: ${messages.join(' ')}`)
  throw new AppError({ code: 'validation_failed', message: named.join(' '), errors })
}

/** The form's one file, or 400 naming its part when the form has none. */
export function requireFile(form: UploadForm, fileField: string): ReceivedFile {
  const [file] = form.files
  if (file !== undefined) return file
  throw fieldRefusal(
    'validation_failed',
    fileField,
    `Required: send the file in the multipart part “${fileField}”.`,
  )
}
