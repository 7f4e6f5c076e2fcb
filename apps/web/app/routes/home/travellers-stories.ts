import type { Review } from '@tourmarket/contracts'

/** At most this many posters in the home page's "Travellers' stories" row. */
export const TRAVELLERS_STORIES = 12

/**
 * How many of each featured tour's newest reviews the home page reads (§7 all-tour-reviews,
 * limit): about one review in eight carries photos, so ten give most tours a story or two.
 */
export const STORY_REVIEWS_PER_TOUR = 10

/** The most of a review's text a story carries; the whole review is on the tour page. */
export const STORY_TEXT_LENGTH = 600

/**
 * A story poster of the kit (its `Story`): a review photo captioned with its tour, and the
 * review it came with, which the story dialog tells, leading to the tour (issue 42).
 */
export type TravellerStory = {
  readonly image: string
  readonly alt: string
  readonly title: string
  readonly tourSlug: string
  readonly author: string
  readonly rating: number
  readonly text: string
}

/** A review's text cut at a word to `length` characters, with an ellipsis when it was cut. */
export function storyText(text: string, length: number): string {
  const trimmed = text.trim()
  if (trimmed.length <= length) return trimmed
  const cut = trimmed.slice(0, length - 1)
  const lastSpace = cut.lastIndexOf(' ')
  return `${(lastSpace > 0 ? cut.slice(0, lastSpace) : cut).replace(/[\s,.;:–-]+$/, '')}…`
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
      review.images.map((image): TravellerStory => ({
        image: image.image,
        alt: image.alt.trim() === '' ? review.tour.title : image.alt,
        title: review.tour.title,
        tourSlug: review.tour.slug,
        author: review.author_name,
        rating: review.rating,
        text: storyText(review.text, STORY_TEXT_LENGTH),
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
