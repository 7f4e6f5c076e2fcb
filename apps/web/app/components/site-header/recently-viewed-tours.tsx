import type { TourCard } from '@tourmarket/contracts'
import { imageSizes, imageUrl } from '@tourmarket/domain/media'
import { useEffect, useState } from 'react'
import { Link } from 'react-router'
import { useI18n } from '../../i18n/i18n-context.tsx'
import { useApiClient } from '../../lib/api-client-context.tsx'
import { useRecentlyViewed } from '../../lib/recently-viewed/use-recently-viewed.ts'
import { tourHref } from '../tour-card/tour-card.tsx'

/** The overlay shows the latest few: a glance back, not a history page. */
const SHOWN = 6

/**
 * Issue 42: the tours this visitor opened last (this device's, and the account's once signed in),
 * as links with their photo, in the header's search dialog. Tours no longer listed drop out.
 */
export function RecentlyViewedTours({ onChoose }: { onChoose: () => void }) {
  const { t, locale } = useI18n()
  const api = useApiClient()
  const views = useRecentlyViewed()
  const [cards, setCards] = useState<readonly TourCard[]>([])
  const key = views
    .slice(0, SHOWN)
    .map((view) => view.tourId)
    .join(',')

  useEffect(() => {
    if (api === null || key === '') return
    const controller = new AbortController()
    void import('../../lib/favourites/favourites-actions.ts')
      .then(({ fetchFavouriteCards }) =>
        fetchFavouriteCards(api, key.split(',').map(Number), console, controller.signal),
      )
      .then((found) => {
        if (!controller.signal.aborted) setCards(found)
      })
    return () => controller.abort()
  }, [api, key])

  if (key === '' || cards.length === 0) return null
  return (
    <section className="header-search__recent" aria-labelledby="header-search-recent">
      <h3 id="header-search-recent" className="header-search__recent-title">
        {t('site.search.recent')}
      </h3>
      <ul className="header-search__recent-list">
        {cards.map((card) => (
          <li key={card.id}>
            <Link
              className="header-search__recent-link"
              to={tourHref(card.slug, locale)}
              onClick={onChoose}
            >
              <img
                src={imageUrl(card.cover.image, imageSizes.tourCard)}
                width={64}
                height={43}
                alt=""
                loading="lazy"
                decoding="async"
              />
              <span className="header-search__recent-text">
                <span className="header-search__recent-name">{card.title}</span>
                <span className="header-search__recent-place">
                  {card.start_city.name}, {card.start_country.name}
                </span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  )
}
