import type { ReviewPage } from '@tourmarket/contracts'
import type { Locale } from '@tourmarket/domain/i18n'
import { AppError } from '../../../errors.ts'
import type { Mailer } from '../../../platform/mail/mailer.ts'
import type { UploadStorage } from '../../../platform/storage/storage.ts'
import type { UploadsService } from '../../uploads/service.ts'
import type { InvitationRow } from '../invitations-repository.ts'
import { presentReviewPage } from '../presenter.ts'
import type { ReviewPageRepository } from '../repository.ts'
import type { StoredReview } from '../reviews-repository.ts'

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

/**
 * What the review page use cases share, built once per service: its options, the invitation a
 * link names, and the page's data.
 */
export function createReviewPageDeps(options: ReviewPageServiceOptions) {
  const { repository, now } = options

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
    return presentReviewPage(invitation, review, language, now)
  }

  return { ...options, invitationOf, present }
}

export type ReviewPageDeps = ReturnType<typeof createReviewPageDeps>
