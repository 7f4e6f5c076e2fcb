import type { ReviewPage } from '@tourmarket/contracts'
import type { Locale } from '@tourmarket/domain/i18n'
import { mediaImageTemplate, parseMediaKey } from '@tourmarket/domain/media'
import { isReviewEditable, reviewAuthorName, reviewEditableUntil } from '@tourmarket/domain/reviews'
import { localize } from '../../platform/i18n/localize.ts'
import { tourUrl } from '../../platform/site-paths/site-paths.ts'
import type { InvitationRow } from './invitations-repository.ts'
import type { StoredReview } from './reviews-repository.ts'

/** §2 /review/{uuid}'s data: the trip, and the review written so far editable until 14 days after it was written. */
export function presentReviewPage(
  invitation: InvitationRow,
  review: StoredReview | null,
  language: Locale,
  now: () => Date,
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
