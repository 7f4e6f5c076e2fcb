import type { TourCard as TourCardData } from '@tourmarket/contracts'
import { imageUrl } from '@tourmarket/domain/media'
import { LazyCarousel, Modal, RatingDisplay, Stories } from '@tourmarket/ui'
import { useState } from 'react'
import { Link } from 'react-router'
import { TourCard } from '../../components/tour-card/tour-card.tsx'
import { useI18n } from '../../i18n/i18n-context.tsx'
import { useHomeStoriesText } from './home-stories-text.ts'
import type { TravellerStory } from './travellers-stories.ts'

/** The story dialog's photo: the poster's 3:4, at the §9 story poster's 2x width. */
const STORY_PHOTO_SIZE = { width: 748, height: 1000 } as const

/**
 * The featured tours as the kit's §9 carousel. Until the page has started and the row nears the
 * viewport it is a native scroll-snap row (Swiper stays out of the home page's first load,
 * decision 0011); each card's link works all along. Slide widths are in home.css.
 */
export function FeaturedTours({ tours }: { tours: readonly TourCardData[] }) {
  const { t } = useI18n()
  if (tours.length === 0) return null
  // The carousel is the region, named as the heading says (a labelled section around it would be
  // a second region of the same name).
  return (
    <div className="home-section" data-testid="home-featured">
      <h2 id="home-featured" className="home-section__heading">
        {t('homePage.featured.heading')}
      </h2>
      <LazyCarousel
        label={t('homePage.featured.heading')}
        className="home-featured"
        slideWidth="var(--home-featured-slide)"
        gap={16}
        previousLabel={t('common.previous')}
        nextLabel={t('common.next')}
      >
        {tours.map((card) => (
          <TourCard key={card.id} card={card} />
        ))}
      </LazyCarousel>
    </div>
  )
}

/**
 * "Travellers' stories": photos tourists attached to their reviews, as the kit's §9 story
 * posters, each captioned with its tour. A poster leads to its tour (before the page has started
 * too); a plain click tells the story in a dialog: the photo, who wrote it, the rating, the review
 * and a link to the tour (issue 42). Nothing when no review has a photo.
 */
export function TravellersStories({ stories }: { stories: readonly TravellerStory[] }) {
  const { t } = useI18n()
  const { text, path } = useHomeStoriesText()
  const [openIndex, setOpenIndex] = useState<number | null>(null)
  if (stories.length === 0) return null
  const story = openIndex === null ? undefined : stories[openIndex]
  return (
    <section className="home-section" aria-labelledby="home-stories" data-testid="home-stories">
      <h2 id="home-stories" className="home-section__heading">
        {t('homePage.stories.heading')}
      </h2>
      <Stories
        stories={stories.map((entry) => ({ ...entry, href: path(`/${entry.tourSlug}`) }))}
        label={t('homePage.stories.heading')}
        className="home-stories"
        onOpenStory={setOpenIndex}
      />
      <Modal
        open={story !== undefined}
        onOpenChange={(open) => {
          if (!open) setOpenIndex(null)
        }}
        title={story?.title ?? ''}
        closeLabel={t('common.close')}
        className="home-story"
      >
        {story === undefined ? null : (
          <div className="home-story__body" data-testid="home-story">
            <img
              className="home-story__photo"
              src={imageUrl(story.image, STORY_PHOTO_SIZE)}
              alt={story.alt}
              width={STORY_PHOTO_SIZE.width}
              height={STORY_PHOTO_SIZE.height}
            />
            <p className="home-story__byline">
              <RatingDisplay
                value={story.rating}
                formatLabel={(value) => text('homeStories.rating', { rating: value })}
              />
              <span>
                {text('homeStories.byAuthor', { author: story.author, tour: story.title })}
              </span>
            </p>
            <blockquote className="home-story__text">
              <p>{story.text}</p>
            </blockquote>
            <Link className="button home-story__tour" to={path(`/${story.tourSlug}`)}>
              {text('homeStories.seeTour')}
            </Link>
          </div>
        )}
      </Modal>
    </section>
  )
}
