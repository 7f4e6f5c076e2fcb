import { createReviewPageDeps } from './use-cases/deps.ts'
import type { ReviewPageServiceOptions } from './use-cases/deps.ts'
import { createInvitationsUseCase } from './use-cases/invitations.ts'
import { createOfficeReviewUseCases } from './use-cases/office-reviews.ts'
import type { OfficeReviewsServiceOptions } from './use-cases/office-reviews.ts'
import { createPageUseCases } from './use-cases/page.ts'
import { createPhotoUseCases } from './use-cases/photos.ts'
import { createSubmitUseCase } from './use-cases/submit.ts'

export type { ReviewPageServiceOptions } from './use-cases/deps.ts'

/**
 * §2 /review/{uuid}: the link e-mailed after the trip, the page's data, the one review per
 * booking (written, then edited for 14 days) with up to 10 photos uploaded anonymously, and the
 * periodic job that sends the links: the use cases, one file each under use-cases/, over deps
 * built once here.
 */
export function createReviewPageService(options: ReviewPageServiceOptions) {
  const deps = createReviewPageDeps(options)
  return {
    ...createPageUseCases(deps),
    ...createSubmitUseCase(deps),
    ...createPhotoUseCases(deps),
    ...createInvitationsUseCase(deps),
  }
}

export type ReviewPageService = ReturnType<typeof createReviewPageService>

export type { OfficeReviewsServiceOptions } from './use-cases/office-reviews.ts'

/** Issue 40 item 5: the reviews of the organizer's tours in its office, and its replies under them. */
export function createOfficeReviewsService(options: OfficeReviewsServiceOptions) {
  return createOfficeReviewUseCases(options)
}

export type OfficeReviewsService = ReturnType<typeof createOfficeReviewsService>
