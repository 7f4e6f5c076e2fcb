import { createHash, randomBytes, timingSafeEqual } from 'node:crypto'
import type { ReviewImageUpload, ReviewPage, submitReviewBodySchema } from '@tourmarket/contracts'
import type { Locale } from '@tourmarket/domain/i18n'
import { addDays } from '@tourmarket/domain/inputs'
import { mediaImageTemplate, parseMediaKey } from '@tourmarket/domain/media'
import {
  REVIEW_PHOTOS_MAX,
  isReviewEditable,
  reviewAuthorName,
  reviewEditableUntil,
  reviewRules,
} from '@tourmarket/domain/reviews'
import { formatValidationMessage, validateForm } from '@tourmarket/domain/validation'
import type { z } from 'zod'
import { AppError } from '../../errors.ts'
import { localize } from '../../platform/i18n/localize.ts'
import type { Mailer } from '../../platform/mail/mailer.ts'
import { tourUrl } from '../tours/presenter.ts'
import type { ReceivedFile } from '../../platform/forms/received-files.ts'
import type { UploadsService } from '../uploads/service.ts'
import type { UploadStorage } from '../../platform/storage/storage.ts'
import { imageStorageKey } from '../../platform/storage/storage.ts'
import { composeReviewInvitationMail } from './mails.ts'
import type {
  InvitationRow,
  ReviewPageRepository,
  ReviewValues,
  StoredReview,
} from './repository.ts'

/** Trips that ended longer ago than this get no review link (nor do old bookings on rollout). */
const INVITATION_WINDOW_DAYS = 60

/** How many links one run sends at most; the next run goes on. */
const INVITATIONS_PER_RUN = 100

/**
 * How long a review photo no review shows is kept: long enough for a page left open for days,
 * short enough that uploads without a review (30 an hour per address) cannot fill the disk.
 */
const ABANDONED_IMAGE_DAYS = 7
const ABANDONED_IMAGES_PER_RUN = 200

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/

export type ReviewPageServiceOptions = {
  repository: ReviewPageRepository
  uploads: Pick<UploadsService, 'upload'>
  /** Where upload-review-image keeps its images, to remove one delete-image deletes. */
  storage: Pick<UploadStorage, 'delete'>
  /** The SMTP mailer when SMTP_URL is set; null when mail is written to the outbox in the same transaction. */
  smtp: Mailer | null
  /** The storefront's origin, for the link in the e-mail. */
  siteUrl: string
  now: () => Date
  reportError: (error: unknown) => void
  /** The tour's rating changed, and with it its search order (popularity). Never rejects. */
  onTourRatingChanged?: (tourId: number) => Promise<void>
}

function invitationNotFound(): AppError {
  return new AppError({ code: 'review_invitation_not_found', message: 'Review link not found.' })
}

function imagesRefused(message: string): AppError {
  return new AppError({
    code: 'validation_failed',
    message: 'Validation failed.',
    errors: { images: [message] },
  })
}

function tokenHash(token: string): string {
  return createHash('sha256').update(token).digest('hex')
}

/** Whether `token` hashes to `storedHash`, in time independent of where they differ. */
function tokenMatches(token: string, storedHash: string | null): boolean {
  if (storedHash === null) return false
  const given = Buffer.from(tokenHash(token), 'hex')
  const stored = Buffer.from(storedHash, 'hex')
  return given.length === stored.length && timingSafeEqual(given, stored)
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

/**
 * §2 /review/{uuid}: the link e-mailed after the trip, the page's data, the one review per
 * booking (written, then edited for 14 days) with up to 10 photos uploaded anonymously, and the
 * periodic job that sends the links.
 */
export function createReviewPageService(options: ReviewPageServiceOptions) {
  const { repository, uploads, storage, smtp, siteUrl, now, reportError } = options

  async function invitationOf(uuidText: string): Promise<InvitationRow> {
    const uuid = uuidText.trim().toLowerCase()
    if (!uuidPattern.test(uuid)) throw invitationNotFound()
    const invitation = await repository.invitation(uuid)
    if (invitation === null) throw invitationNotFound()
    return invitation
  }

  function present(
    invitation: InvitationRow,
    review: StoredReview | null,
    language: Locale,
  ): ReviewPage {
    return {
      tour: {
        id: invitation.tourId,
        slug: invitation.tourSlug,
        url: tourUrl(invitation.tourSlug),
        title: localize(language, invitation.tourTitle, invitation.tourTitleRu),
      },
      dates: { start: invitation.startDate, end: invitation.endDate },
      organizer: { id: invitation.organizerId, name: invitation.organizerName },
      author_name: reviewAuthorName(invitation.contactFirstName, invitation.contactLastName),
      review:
        review === null
          ? null
          : {
              rating: review.rating,
              text: review.text,
              author_name: review.authorName,
              photos: review.images.flatMap((image) => {
                const key = parseMediaKey(image.imageKey)
                return image.fileId === null || key === null
                  ? []
                  : [{ id: image.fileId, image: mediaImageTemplate(key) }]
              }),
              created_at: review.createdAt.toISOString(),
              updated_at: review.updatedAt?.toISOString() ?? null,
              editable_until: reviewEditableUntil(review.createdAt).toISOString(),
              editable: isReviewEditable(review.createdAt, now()),
            },
    }
  }

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
    /** §2 /review/{uuid}: the trip and the review written so far; 404 for an unknown uuid. */
    async page(uuid: string, language: Locale): Promise<ReviewPage> {
      const invitation = await invitationOf(uuid)
      return present(invitation, await repository.review(invitation.bookingId), language)
    },

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
      await options.onTourRatingChanged?.(invitation.tourId)
      return present(invitation, await repository.review(invitation.bookingId), language)
    },

    /** 404 `review_invitation_not_found` unless the uuid is a review link's. */
    async requireInvitation(uuid: string): Promise<void> {
      await invitationOf(uuid)
    },

    /**
     * §7 upload-review-image: an image from whoever holds a review link (the route checks it
     * before the image is read), so no owner; the token that lets its uploader send or delete it
     * is answered once and only its SHA-256 kept.
     */
    async uploadImage(file: ReceivedFile): Promise<ReviewImageUpload> {
      const token = randomBytes(32).toString('base64url')
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

    /**
     * The periodic job: e-mails the review link to the contact of every booking whose trip ended
     * (before today, within the last 60 days) and took place (status 3 or 4). Safe to run in two
     * processes at once: each link is marked sent by one of them only. Answers the bookings
     * whose link this run sent.
     */
    async sendDueInvitations(): Promise<number[]> {
      const today = now().toISOString().slice(0, 10)
      const since = addDays(today, -INVITATION_WINDOW_DAYS)
      const due = await repository.dueInvitations(today, since, INVITATIONS_PER_RUN)
      const sent: number[] = []
      for (const row of due) {
        const uuid = await repository.markSent(row.bookingId, (invitationUuid) => {
          if (smtp !== null) return null
          const mail = composeReviewInvitationMail(row, invitationUuid, siteUrl)
          return { channel: 'email', recipient: mail.to, subject: mail.subject, body: mail.text }
        })
        if (uuid === null) continue
        sent.push(row.bookingId)
        // With SMTP the link is sent once it is marked: at most once, a failure reported.
        if (smtp !== null)
          await smtp.send(composeReviewInvitationMail(row, uuid, siteUrl)).catch(reportError)
      }
      return sent
    },
  }
}

export type ReviewPageService = ReturnType<typeof createReviewPageService>
