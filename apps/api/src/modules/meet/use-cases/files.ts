import { MEET_FILES_MAX } from '@tourmarket/contracts'
import type { Success, UploadedFile } from '@tourmarket/contracts'
import { AppError } from '../../../errors.ts'
import { sniffUploadFile } from '../../../platform/forms/file-types.ts'
import type { ReceivedFile } from '../../../platform/forms/received-files.ts'
import { fieldRefusal } from '../../../platform/forms/refusals.ts'
import type { MeetBookingRow } from '../repository.ts'
import type { MeetDeps } from './deps.ts'

/** §5 meet file upload: images, pdf, doc, docx, xls, xlsx (file/upload also takes .txt; not here). */
const MEET_ALLOWED_TYPES_TEXT =
  'images (JPEG, PNG, WebP, GIF, AVIF, HEIC), PDF, Word (doc, docx) or Excel (xls, xlsx)'

function fileNotFound(): AppError {
  return new AppError({
    code: 'file_not_found',
    message: 'This file is not attached to the meet page.',
  })
}

export function createFilesUseCases(deps: MeetDeps) {
  const { repository, uploads, now, resolve, removeStored } = deps

  /** The key's booking, if its page has room for `count` more files. */
  async function bookingWithRoom(key: string, count: number): Promise<MeetBookingRow> {
    const { booking } = await resolve(key)
    const held = await repository.filesCount(booking.id)
    if (held + count > MEET_FILES_MAX) {
      throw fieldRefusal(
        'validation_failed',
        'file',
        `A meet page holds at most ${String(MEET_FILES_MAX)} files; remove some first.`,
      )
    }
    return booking
  }

  return {
    /**
     * Before a byte of file-save's `count`-th file is read: the key opens a page, and the page
     * has room for that many more files (404 or 400 naming `file` otherwise).
     */
    async checkFileRoom(key: string, count: number): Promise<void> {
      await bookingWithRoom(key, count)
    },

    /**
     * §7 file-save: each received file's type read from its bytes (§5 list), then stored by the
     * uploads service and attached to this meet. All are checked before any is kept.
     */
    async addFiles(key: string, files: readonly ReceivedFile[]): Promise<UploadedFile[]> {
      if (files.length === 0) {
        await resolve(key)
        throw fieldRefusal(
          'validation_failed',
          'file',
          'Required: send at least one file in the part “file”.',
        )
      }
      const booking = await bookingWithRoom(key, files.length)
      for (const file of files) {
        const type = await sniffUploadFile(file.path, file.name, 'file')
        if (type === null || type.contentType.startsWith('text/')) {
          throw fieldRefusal(
            'unsupported_media_type',
            'file',
            `The file “${file.name}” is not of an allowed type. Allowed: ${MEET_ALLOWED_TYPES_TEXT}.`,
          )
        }
      }
      const saved: UploadedFile[] = []
      for (const file of files) {
        const uploaded = await uploads.upload({
          ownerUserId: null,
          purpose: 'file',
          field: 'file',
          file,
          isPublic: false,
        })
        await repository.attachFile(booking.id, uploaded.id, now())
        saved.push(uploaded)
      }
      return saved
    },

    /** §7 delete-file: only a file of this key's meet; any other id is 404. */
    async deleteFile(key: string, fileId: number): Promise<Success> {
      const { booking } = await resolve(key)
      const removed = await repository.deleteFiles(booking.id, { only: [fileId] })
      if (removed.length === 0) throw fileNotFound()
      await removeStored(removed)
      return { success: true }
    },
  }
}
