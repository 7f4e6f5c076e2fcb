import type { UploadResult, UploadedFile } from '@tourmarket/contracts'
import { mediaImageTemplate } from '@tourmarket/domain/media'
import { AppError } from '../../errors.ts'
import { attachmentDisposition, downloadName, sanitiseOriginalName } from './file-names.ts'
import { allowedTypesText, extensionsOf, sniffUpload } from './file-types.ts'
import type { UploadPurpose } from './file-types.ts'
import { IMAGE_MAX_INPUT_PIXELS, checkImage, reencodeImage } from './images.ts'
import { fieldRefusal } from './refusals.ts'
import type { DescribedFile } from './described-file.ts'
import type { UploadedFileRow, UploadsRepository } from './repository.ts'
import { fileStorageKey, imageStorageKey } from './storage.ts'
import type { UploadStorage } from './storage.ts'

/**
 * Uploads waiting for or in processing, at most: each holds its bytes (up to 20 MB, a video
 * 50 MB) in memory until it is stored, so a burst beyond this is refused with 503 rather than
 * piling up.
 */
const MAX_PENDING_UPLOADS = 8

/**
 * An upload still `processing` this long after it was recorded lost its process (a restart, a
 * crash: its bytes were only in that process's memory), since processing takes seconds.
 */
export const ABANDONED_PROCESSING_MS = 30 * 60_000

/** Seconds a client is asked to wait when processing is full. */
const RETRY_AFTER_SECONDS = 5

export type UploadStatusChange = { id: number; status: 'ready' | 'failed' }

export type UploadsServiceOptions = {
  repository: UploadsRepository
  /** Where files are kept (images under the keys /media reads uploads from). */
  storage: UploadStorage
  /** Where a failed processing (a corrupt image, a full disk) is reported. */
  reportError: (error: unknown) => void
  /** Told once per file when its processing ends (chat announces it to the chat's sides). */
  onStatusChanged?: (file: UploadStatusChange) => void
  /** The clock that dates abandoned processing. */
  now?: () => Date
}

export type UploadInput = {
  /**
   * Null for a file no account owns: an anonymous review photo (its delete token stands for it),
   * or an organizer's meet file (the organizer signs in with the meet key).
   */
  ownerUserId: number | null
  purpose: UploadPurpose
  /** The multipart part the file came in, named in refusals. */
  field: string
  bytes: Buffer
  /** The name the client gave; only shown and offered as the download name. */
  name: string
  isPublic: boolean
  /** Hex SHA-256 of the token that lets an anonymous uploader send or delete the file. */
  deleteTokenHash?: string
}

/** A ready file's bytes and the headers it is served with. */
export type FileDownload = {
  body: Buffer
  contentType: string
  contentDisposition: string
}

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/

function fileNotFound(): AppError {
  return new AppError({ code: 'file_not_found', message: 'File not found.' })
}

/** Where a ready upload is served: a /media size template for an image, else its download. */
function urlOf(file: DescribedFile): string {
  return file.kind === 'image'
    ? mediaImageTemplate({ kind: 'upload', id: file.uuid })
    : `/media/files/${file.uuid}`
}

/** The public shape of an uploaded file, which chat messages embed. */
export function describeUpload(file: DescribedFile): UploadedFile {
  return {
    id: file.id,
    name: file.originalName,
    content_type: file.contentType,
    size: file.byteSize,
    is_image: file.kind === 'image',
    status: file.status,
    url: file.status === 'ready' ? urlOf(file) : null,
  }
}

/**
 * §7 file/upload and image/upload. A file's type is sniffed from its bytes; it is recorded as
 * `processing` and answered at once, then finished in the background, one at a time: an image is
 * re-encoded (metadata stripped) and stored where /media reads uploads, another file is stored
 * as it came. It ends `ready` or `failed`, and `onStatusChanged` hears of it.
 *
 * Access: whoever knows a ready file's uuid can fetch it (/media/upload-{uuid}/{size},
 * /media/files/{uuid}). The uuid is random (122 bits), never listed, and only handed to the
 * uploader and to whom the uploader shows it (a chat), so it is the capability; `is_public` is
 * recorded for the listings that will honour it.
 */
export function createUploadsService(options: UploadsServiceOptions) {
  const { repository, storage, reportError, onStatusChanged, now = () => new Date() } = options
  let pending = 0
  let queue = Promise.resolve()
  /** Each processing started and not yet ended, by the file's id. */
  const running = new Map<number, Promise<void>>()

  async function finishProcessing(file: UploadedFileRow, bytes: Buffer): Promise<void> {
    let status: UploadStatusChange['status'] = 'ready'
    try {
      if (file.kind === 'image') {
        await storage.put(imageStorageKey(file.uuid), await reencodeImage(bytes, file.contentType))
      } else {
        await storage.put(fileStorageKey(file.uuid), bytes)
      }
    } catch (error) {
      reportError(error)
      status = 'failed'
    }
    if (await repository.finish(file.id, status)) onStatusChanged?.({ id: file.id, status })
  }

  function inBackground(file: UploadedFileRow, bytes: Buffer): void {
    const task = queue
      .then(() => finishProcessing(file, bytes))
      .catch(reportError)
      .finally(() => {
        pending -= 1
        running.delete(file.id)
      })
    queue = task
    running.set(file.id, task)
  }

  return {
    /** Checks and records an upload, and starts its processing; answers it as `processing`. */
    async upload(input: UploadInput): Promise<UploadResult> {
      const { field, bytes } = input
      if (bytes.length === 0)
        throw fieldRefusal('validation_failed', field, `The file “${field}” is empty.`)
      const name = sanitiseOriginalName(input.name)
      const type = await sniffUpload(bytes, name, input.purpose)
      if (type === null) {
        throw fieldRefusal(
          'unsupported_media_type',
          field,
          `The file “${field}” is not of an allowed type. Allowed: ${allowedTypesText[input.purpose]}.`,
        )
      }
      if (type.kind === 'image') {
        const check = await checkImage(bytes)
        if (check === 'unreadable') {
          throw fieldRefusal(
            'unsupported_media_type',
            field,
            `The file “${field}” could not be read as an image.`,
          )
        }
        if (check === 'too_many_pixels') {
          const megapixels = Math.floor(IMAGE_MAX_INPUT_PIXELS / 1_000_000)
          throw fieldRefusal(
            'body_too_large',
            field,
            `The image “${field}” is too large: at most ${String(megapixels)} megapixels.`,
          )
        }
      }
      if (pending >= MAX_PENDING_UPLOADS) {
        throw new AppError({
          code: 'media_busy',
          message:
            'Too many files are being processed right now. Please try again in a few seconds.',
          headers: { 'Retry-After': String(RETRY_AFTER_SECONDS) },
        })
      }
      pending += 1
      let file: UploadedFileRow
      try {
        file = await repository.insert({
          ownerUserId: input.ownerUserId,
          kind: type.kind,
          contentType: type.contentType,
          byteSize: bytes.length,
          originalName: name,
          isPublic: input.isPublic,
          deleteTokenHash: input.deleteTokenHash ?? null,
        })
      } catch (error) {
        pending -= 1
        throw error
      }
      inBackground(file, bytes)
      return { ...describeUpload(file), uuid: file.uuid }
    },

    /** A file of this user (for chat's `file_id`), whatever its status; null otherwise. */
    fileOfOwner: (fileId: number, userId: number) => repository.ofOwner(fileId, userId),

    describe: describeUpload,

    /**
     * Resolves when this file's processing ends, if it runs in this process (at once otherwise):
     * a profile photo set right after its upload waits for it rather than being refused.
     */
    async processed(fileId: number): Promise<void> {
      await running.get(fileId)
    },

    /** A ready non-image file or video by its uuid, with its download headers; 404 otherwise. */
    async download(uuidText: string): Promise<FileDownload> {
      const uuid = uuidText.toLowerCase()
      if (!uuidPattern.test(uuid)) throw fileNotFound()
      const file =
        (await repository.readyByUuid(uuid, 'file')) ??
        (await repository.readyByUuid(uuid, 'video'))
      if (file === null) throw fileNotFound()
      const body = await storage.get(fileStorageKey(file.uuid))
      if (body === null) throw fileNotFound()
      return {
        body,
        contentType: file.contentType,
        contentDisposition: attachmentDisposition(
          downloadName(file.originalName, extensionsOf(file.contentType)),
        ),
      }
    },

    /**
     * Uploads whose processing died with its process stay `processing` for ever otherwise: past
     * ABANDONED_PROCESSING_MS they are `failed` (the uploader sends the file again), and whoever
     * shows them hears of it. Safe with several processes: each row changes once.
     */
    async failAbandoned(): Promise<number[]> {
      const ids = await repository.failProcessingBefore(
        new Date(now().getTime() - ABANDONED_PROCESSING_MS),
      )
      for (const id of ids) onStatusChanged?.({ id, status: 'failed' })
      return ids
    },

    /** Resolves when every processing started so far has ended (app shutdown, tests). */
    async settled(): Promise<void> {
      await Promise.all(running.values())
    },
  }
}

export type UploadsService = ReturnType<typeof createUploadsService>
