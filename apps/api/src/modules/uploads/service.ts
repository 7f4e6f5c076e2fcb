import { access, rename, rm } from 'node:fs/promises'
import type { Readable } from 'node:stream'
import type { UploadResult } from '@tourmarket/contracts'
import { AppError } from '../../errors.ts'
import {
  attachmentDisposition,
  downloadName,
  sanitiseOriginalName,
} from '../../platform/forms/file-names.ts'
import { allowedTypesText, extensionsOf, sniffUploadFile } from '../../platform/forms/file-types.ts'
import type { UploadPurpose } from '../../platform/forms/file-types.ts'
import { IMAGE_MAX_INPUT_PIXELS, checkImage, reencodeImage } from './images.ts'
import type { UploadReceiver } from '../../platform/forms/form.ts'
import type { IncomingFolder, ReceivedFile } from '../../platform/forms/received-files.ts'
import { fieldRefusal } from '../../platform/forms/refusals.ts'
import { describeUpload } from '../../platform/forms/described-file.ts'
import type { UploadedFileRow, UploadsRepository } from './repository.ts'
import { fileStorageKey, imageStorageKey } from '../../platform/storage/storage.ts'
import type { UploadStorage } from '../../platform/storage/storage.ts'

/**
 * Uploads waiting for or in processing, at most: processing runs one at a time, so a burst
 * beyond this is refused with 503 rather than piling up.
 */
const MAX_PENDING_UPLOADS = 8

/**
 * An upload still `processing` this long after its attempt started lost its process (a restart,
 * a crash), since processing takes seconds.
 */
export const ABANDONED_PROCESSING_MS = 30 * 60_000

/**
 * Attempts an upload gets: one re-queue after its process died. A file that kills its process
 * every time (a decoder crash) must not take down each process that picks it up again.
 */
const MAX_PROCESSING_ATTEMPTS = 2

/** Seconds a client is asked to wait when processing is full. */
const RETRY_AFTER_SECONDS = 5

export type UploadStatusChange = { id: number; status: 'ready' | 'failed' }

export type UploadsServiceOptions = {
  repository: UploadsRepository
  /** Where files are kept (images under the keys /media reads uploads from). */
  storage: UploadStorage
  /** Where forms are received, and the originals wait for processing. */
  receiver: UploadReceiver
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
  /** The received file: on success the upload adopts it (moves it away); else it stays. */
  file: ReceivedFile
  isPublic: boolean
  /** Hex SHA-256 of the token that lets an anonymous uploader send or delete the file. */
  deleteTokenHash?: string
}

/** A ready file, open for streaming, and the headers it is served with. */
export type FileDownload = {
  body: Readable
  byteSize: number
  contentType: string
  contentDisposition: string
}

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/

function fileNotFound(): AppError {
  return new AppError({ code: 'file_not_found', message: 'File not found.' })
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
  const { repository, storage, receiver, reportError, onStatusChanged } = options
  const now = options.now ?? (() => new Date())
  const incoming: IncomingFolder = receiver.incoming
  let pending = 0
  let queue = Promise.resolve()
  /** Each processing started and not yet ended, by the file's id. */
  const running = new Map<number, Promise<void>>()

  const storageKeyOf = (file: UploadedFileRow) =>
    file.kind === 'image' ? imageStorageKey(file.uuid) : fileStorageKey(file.uuid)

  /** Stores the original waiting in `incoming/` (an image re-encoded), then ends processing. */
  async function finishProcessing(file: UploadedFileRow): Promise<void> {
    const original = incoming.originalPath(file.uuid)
    let status: UploadStatusChange['status'] = 'ready'
    try {
      if (file.kind === 'image') {
        await storage.put(
          imageStorageKey(file.uuid),
          await reencodeImage(original, file.contentType),
        )
      } else {
        await storage.putFile(fileStorageKey(file.uuid), original)
      }
    } catch (error) {
      reportError(error)
      status = 'failed'
    }
    if (await repository.finish(file.id, status)) onStatusChanged?.({ id: file.id, status })
    await rm(original, { force: true })
  }

  function inBackground(file: UploadedFileRow): void {
    pending += 1
    const task = queue
      .then(() => finishProcessing(file))
      .catch(reportError)
      .finally(() => {
        pending -= 1
        running.delete(file.id)
      })
    queue = task
    running.set(file.id, task)
  }

  /** Fails an upload for good: no original, nothing stored, and whoever shows it hears. */
  async function failForGood(file: UploadedFileRow): Promise<boolean> {
    await rm(incoming.originalPath(file.uuid), { force: true })
    await storage.delete(storageKeyOf(file))
    const failed = await repository.finish(file.id, 'failed')
    if (failed) onStatusChanged?.({ id: file.id, status: 'failed' })
    return failed
  }

  const exists = (path: string) =>
    access(path).then(
      () => true,
      () => false,
    )

  return {
    /** Where multipart forms are received (the routes' upload slots and temporary files). */
    receiver,

    /**
     * Checks and records an upload, adopts its received file as the original to process, and
     * starts processing; answers it as `processing`.
     */
    async upload(input: UploadInput): Promise<UploadResult> {
      const { field, file: received } = input
      if (received.size === 0)
        throw fieldRefusal('validation_failed', field, `The file “${field}” is empty.`)
      const name = sanitiseOriginalName(received.name)
      const type = await sniffUploadFile(received.path, name, input.purpose)
      if (type === null) {
        throw fieldRefusal(
          'unsupported_media_type',
          field,
          `The file “${field}” is not of an allowed type. Allowed: ${allowedTypesText[input.purpose]}.`,
        )
      }
      if (type.kind === 'image') {
        const check = await checkImage(received.path)
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
      const file = await repository.insert({
        ownerUserId: input.ownerUserId,
        kind: type.kind,
        contentType: type.contentType,
        byteSize: received.size,
        originalName: name,
        isPublic: input.isPublic,
        deleteTokenHash: input.deleteTokenHash ?? null,
      })
      try {
        await rename(received.path, incoming.originalPath(file.uuid))
      } catch (error) {
        await repository.finish(file.id, 'failed')
        throw error
      }
      inBackground(file)
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

    /**
     * A ready non-image file or video by its uuid, opened, with its download headers; 404
     * otherwise (a file gone from disk too). The caller sends the body or destroys it.
     */
    async download(uuidText: string): Promise<FileDownload> {
      const uuid = uuidText.toLowerCase()
      if (!uuidPattern.test(uuid)) throw fileNotFound()
      const file =
        (await repository.readyByUuid(uuid, 'file')) ??
        (await repository.readyByUuid(uuid, 'video'))
      if (file === null) throw fileNotFound()
      const stored = await storage.open(fileStorageKey(file.uuid))
      if (stored === null) throw fileNotFound()
      return {
        body: stored.body,
        byteSize: stored.byteSize,
        contentType: file.contentType,
        contentDisposition: attachmentDisposition(
          downloadName(file.originalName, extensionsOf(file.contentType)),
        ),
      }
    },

    /**
     * Uploads whose processing died with its process (a restart, a crash) would stay
     * `processing` for ever. Past ABANDONED_PROCESSING_MS each is claimed by one process (a
     * conditional update): processed again when its original is still in `incoming/` and it has
     * an attempt left, else `failed` with its files removed, and whoever shows it hears of it.
     * Part files of receptions that died are removed too.
     */
    async recoverAbandoned(): Promise<{ requeued: number[]; failed: number[] }> {
      const cutoff = new Date(now().getTime() - ABANDONED_PROCESSING_MS)
      const claimed = await repository.claimStalled(cutoff, now(), MAX_PENDING_UPLOADS)
      const requeued: number[] = []
      const failed: number[] = []
      for (const file of claimed) {
        const original = incoming.originalPath(file.uuid)
        if (file.processingAttempts <= MAX_PROCESSING_ATTEMPTS && (await exists(original))) {
          inBackground(file)
          requeued.push(file.id)
        } else if (await failForGood(file)) {
          failed.push(file.id)
        }
      }
      await incoming.removePartsBefore(cutoff)
      return { requeued, failed }
    },

    /** Resolves when every processing started so far has ended (app shutdown, tests). */
    async settled(): Promise<void> {
      await Promise.all(running.values())
    },
  }
}

export type UploadsService = ReturnType<typeof createUploadsService>
