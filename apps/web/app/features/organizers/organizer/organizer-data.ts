import type {
  OrganizerPublicInfo,
  OrganizerVerificationInfo,
  ReviewsPage,
  TourCard,
} from '@tourmarket/contracts'

/** What the §2 /tour-provider/{id} page shows. */
export type OrganizerPageData = {
  readonly origin: string
  readonly info: OrganizerPublicInfo
  /** null when the lookup failed: §8 then counts no check as verified. */
  readonly verification: OrganizerVerificationInfo | null
  readonly reviews: ReviewsPage
  /** One page of the organizer's tours, newest first. */
  readonly tours: readonly TourCard[]
  readonly toursPage: number
  readonly toursTotalPages: number
}
