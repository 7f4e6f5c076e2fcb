import type { TourCard as TourCardData } from '@tourmarket/contracts'
import { LazyCarousel, Stories } from '@tourmarket/ui'
import { TourCard } from '../../components/tour-card/tour-card.tsx'
import { useI18n } from '../../i18n/i18n-context.tsx'
import type { TravellerStory } from './travellers-stories.ts'

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
 * posters, each captioned with its tour and opening the fullscreen viewer there. Nothing when
 * no review has a photo.
 */
export function TravellersStories({ stories }: { stories: readonly TravellerStory[] }) {
  const { t } = useI18n()
  if (stories.length === 0) return null
  return (
    <section className="home-section" aria-labelledby="home-stories" data-testid="home-stories">
      <h2 id="home-stories" className="home-section__heading">
        {t('homePage.stories.heading')}
      </h2>
      <Stories
        stories={stories}
        label={t('homePage.stories.heading')}
        className="home-stories"
        viewerLabels={{
          title: t('homePage.stories.heading'),
          closeLabel: t('common.close'),
          previousLabel: t('common.previous'),
          nextLabel: t('common.next'),
        }}
      />
    </section>
  )
}
