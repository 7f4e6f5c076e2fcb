import type { Review } from '@tourmarket/contracts'

/** At most this many posters in the home page's "Travellers' stories" row. */
export const TRAVELLERS_STORIES = 12

/**
 * How many of each featured tour's newest reviews the home page reads (§7 all-tour-reviews,
 * limit): about one review in eight carries photos, so ten give most tours a story or two.
 */
export const STORY_REVIEWS_PER_TOUR = 10

/** A story poster of the kit (its `Story`): a review photo captioned with its tour. */
export type TravellerStory = {
  readonly image: string
  readonly alt: string
  readonly title: string
}

/**
 * The photos tourists attached to reviews, one story each, captioned with the tour's name.
 * `reviewsByTour` holds each tour's reviews newest first; the stories take the tours in turn
 * (the first photo of each tour, then the second, …) so the row mixes tours rather than opening
 * with one tour's photos, and each photo appears once.
 */
export function travellersStories(
  reviewsByTour: readonly (readonly Review[])[],
  limit: number,
): TravellerStory[] {
  const photosByTour = reviewsByTour.map((reviews) =>
    reviews.flatMap((review) =>
      review.images.map((image) => ({
        image: image.image,
        alt: image.alt.trim() === '' ? review.tour.title : image.alt,
        title: review.tour.title,
      })),
    ),
  )
  const stories: TravellerStory[] = []
  const seen = new Set<string>()
  const rounds = Math.max(0, ...photosByTour.map((photos) => photos.length))
  for (let round = 0; round < rounds && stories.length < limit; round += 1) {
    for (const photos of photosByTour) {
      const story = photos[round]
      if (story === undefined || seen.has(story.image)) continue
      seen.add(story.image)
      stories.push(story)
      if (stories.length === limit) break
    }
  }
  return stories
}
