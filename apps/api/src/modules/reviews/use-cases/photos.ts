import type { ReviewImageUpload } from '@tourmarket/contracts'
import { mediaImageTemplate } from '@tourmarket/domain/media'
import { AppError } from '../../../errors.ts'
import type { ReceivedFile } from '../../../platform/forms/received-files.ts'
import { imageStorageKey } from '../../../platform/storage/storage.ts'
import { newPhotoToken, tokenHash, tokenMatches } from '../photo-tokens.ts'
import type { ReviewPageDeps } from './deps.ts'

/**
 * How long a review photo no review shows is kept: long enough for a page left open for days,
 * short enough that uploads without a review (30 an hour per address) cannot fill the disk.
 */
const ABANDONED_IMAGE_DAYS = 7
const ABANDONED_IMAGES_PER_RUN = 200

export function createPhotoUseCases(deps: ReviewPageDeps) {
  const { repository, uploads, storage, now } = deps

  return {
    /**
     * §7 upload-review-image: an image from whoever holds a review link (the route checks it
     * before the image is read), so no owner; the token that lets its uploader send or delete it
     * is answered once and only its SHA-256 kept.
     */
    async uploadImage(file: ReceivedFile): Promise<ReviewImageUpload> {
      const token = newPhotoToken()
      const uploaded = await uploads.upload({
        ownerUserId: null,
        purpose: 'image',
        field: 'image',
        file,
        isPublic: true,
        deleteTokenHash: tokenHash(token),
      })
      return {
        id: uploaded.id,
        token,
        url: mediaImageTemplate({ kind: 'upload', id: uploaded.uuid }),
      }
    },

    /**
     * §7 delete-image: removes a photo its token names, unless a submitted review shows it (then
     * 409: an edit leaves it out instead). A wrong token is answered as an unknown id.
     */
    async deleteImage(id: number, token: string): Promise<void> {
      const [file] = await repository.files([id])
      if (file === undefined || !tokenMatches(token, file.deleteTokenHash)) {
        throw new AppError({ code: 'file_not_found', message: 'File not found.' })
      }
      if (await repository.isInReview(file.uuid)) {
        throw new AppError({
          code: 'image_in_review',
          message: 'The photo is part of a review; leave it out when you edit the review.',
        })
      }
      if (await repository.deleteFile(file.id)) await storage.delete(imageStorageKey(file.uuid))
    },

    /** The periodic sweep: removes review photos no review shows after ABANDONED_IMAGE_DAYS. */
    async removeAbandonedImages(): Promise<number> {
      const before = new Date(now().getTime() - ABANDONED_IMAGE_DAYS * 24 * 60 * 60 * 1000)
      const removed = await repository.deleteAbandonedImages(before, ABANDONED_IMAGES_PER_RUN)
      for (const uuid of removed) await storage.delete(imageStorageKey(uuid))
      return removed.length
    },
  }
}
