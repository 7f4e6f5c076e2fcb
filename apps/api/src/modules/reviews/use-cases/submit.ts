import type { ReviewPage, submitReviewBodySchema } from '@tourmarket/contracts'
import type { Locale } from '@tourmarket/domain/i18n'
import {
  REVIEW_PHOTOS_MAX,
  isReviewEditable,
  reviewAuthorName,
  reviewRules,
} from '@tourmarket/domain/reviews'
import { formatValidationMessage, validateForm } from '@tourmarket/domain/validation'
import type { z } from 'zod'
import { AppError } from '../../../errors.ts'
import { tokenMatches } from '../photo-tokens.ts'
import type { ReviewValues, StoredReview } from '../reviews-repository.ts'
import type { ReviewPageDeps } from './deps.ts'

function imagesRefused(message: string): AppError {
  return new AppError({
    code: 'validation_failed',
    message: 'Validation failed.',
    errors: { images: [message] },
  })
}

const photoTexts: Readonly<
  Record<Locale, { tooMany: string; unknown: string; failed: string; repeated: string }>
> = {
  'en-US': {
    tooMany: `At most ${String(REVIEW_PHOTOS_MAX)} photos.`,
    unknown: 'A photo could not be found; upload it again.',
    failed: 'A photo could not be processed; remove it or upload another.',
    repeated: 'The same photo is sent twice.',
  },
  ru: {
    tooMany: `Не больше ${String(REVIEW_PHOTOS_MAX)} фотографий.`,
    unknown: 'Фотография не найдена; загрузите её ещё раз.',
    failed: 'Фотографию не удалось обработать; удалите её или загрузите другую.',
    repeated: 'Одна и та же фотография отправлена дважды.',
  },
}

const notEditableTexts: Readonly<Record<Locale, string>> = {
  'en-US':
    'A review can be edited for 14 days after it was written; this one can no longer be changed.',
  ru: 'Отзыв можно изменить в течение 14 дней после публикации; этот изменить уже нельзя.',
}

export function createSubmitUseCase(deps: ReviewPageDeps) {
  const { repository, now, invitationOf, present } = deps

  /**
   * The image keys of the photos sent: each a ready or processing image, either already in this
   * review (kept by its id) or uploaded through upload-review-image with its token and in no
   * other review. Anything else is refused naming `images`, never saying whose a file is.
   */
  async function photoKeys(
    images: z.output<typeof submitReviewBodySchema>['images'],
    existing: StoredReview | null,
    language: Locale,
  ): Promise<string[]> {
    const texts = photoTexts[language]
    if (images.length > REVIEW_PHOTOS_MAX) throw imagesRefused(texts.tooMany)
    const ids = images.map((image) => image.id)
    if (new Set(ids).size !== ids.length) throw imagesRefused(texts.repeated)
    const files = await repository.files(ids)
    const kept = new Set(existing?.images.map((image) => image.imageKey) ?? [])
    const keys: string[] = []
    for (const image of images) {
      const file = files.find((candidate) => candidate.id === image.id)
      if (file === undefined || file.kind !== 'image') throw imagesRefused(texts.unknown)
      const key = `upload-${file.uuid}`
      if (!kept.has(key)) {
        if (image.token === undefined || !tokenMatches(image.token, file.deleteTokenHash))
          throw imagesRefused(texts.unknown)
        if (await repository.isInReview(file.uuid)) throw imagesRefused(texts.unknown)
      }
      if (file.status === 'failed') throw imagesRefused(texts.failed)
      keys.push(key)
    }
    return keys
  }

  return {
    /**
     * Writes the booking's review or, within 14 days of writing it, edits it (409 after). The
     * §5 rules first, then the photos; the review, its photos and the stored ratings of the tour
     * and the organizer change in one transaction.
     */
    async submit(
      body: z.output<typeof submitReviewBodySchema>,
      language: Locale,
    ): Promise<ReviewPage> {
      const invitation = await invitationOf(body.uuid)
      const text = body.text.trim()
      const validation = validateForm(reviewRules(language), { rating: body.rating, text })
      if (!validation.valid) {
        const errors: Record<string, string[]> = {}
        for (const [field, messages] of Object.entries(validation.errors)) {
          if (messages.length > 0)
            errors[field] = messages.map((message) => formatValidationMessage(message, language))
        }
        throw new AppError({ code: 'validation_failed', message: 'Validation failed.', errors })
      }
      const before = await repository.review(invitation.bookingId)
      const imageKeys = await photoKeys(body.images, before, language)
      const authorName = reviewAuthorName(invitation.contactFirstName, invitation.contactLastName)
      await repository.save(invitation, (existing): ReviewValues => {
        if (existing !== null && !isReviewEditable(existing.createdAt, now())) {
          throw new AppError({ code: 'review_not_editable', message: notEditableTexts[language] })
        }
        // A photo kept by id must still be in the review as it is now, under the lock.
        const keptNow = new Set(existing?.images.map((image) => image.imageKey) ?? [])
        const keptBefore = new Set(before?.images.map((image) => image.imageKey) ?? [])
        if (imageKeys.some((key) => keptBefore.has(key) && !keptNow.has(key)))
          throw imagesRefused(photoTexts[language].unknown)
        return { rating: body.rating, text, authorName, imageKeys }
      })
      await deps.onTourRatingChanged?.(invitation.tourId)
      return present(invitation, await repository.review(invitation.bookingId), language)
    },
  }
}
