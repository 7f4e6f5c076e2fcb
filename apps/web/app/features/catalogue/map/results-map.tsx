import type { TourCard } from '@tourmarket/contracts'
import type { BrandCurrency } from '@tourmarket/domain/enums'
import { useMemo, useState, useSyncExternalStore, type ReactNode } from 'react'
import './results-map.css'
import { tourHref } from '../../../components/tour-card/tour-card.tsx'
import { useI18n } from '../../../i18n/i18n-context.tsx'
import { LazyMap } from './lazy-map.tsx'
import type { MapPlace } from './map-clusters.ts'
import { useMapText } from './map-text.ts'

// Beside the list from this width (search-page.css's widest step); narrower, a List/Map switch.
const BESIDE_QUERY = '(min-width: 1200px)'

function subscribeToWidth(onChange: () => void) {
  const query = window.matchMedia(BESIDE_QUERY)
  query.addEventListener('change', onChange)
  return () => query.removeEventListener('change', onChange)
}

function useMapBesideList(): boolean {
  return useSyncExternalStore(
    subscribeToWidth,
    () => window.matchMedia(BESIDE_QUERY).matches,
    () => false,
  )
}

/**
 * The search results with their map (issue 42): the map beside the cards on a wide screen and a
 * List/Map switch on narrower ones. The map shows this page's cards, the ones the filters chose,
 * and follows them when the filters or the page change.
 */
export function ResultsWithMap({
  tours,
  children,
}: {
  tours: readonly TourCard[]
  children: ReactNode
}) {
  const text = useMapText()
  const { locale, formatMoney } = useI18n()
  const [view, setView] = useState<'list' | 'map'>('list')
  const beside = useMapBesideList()
  const places = useMemo(
    () =>
      tours.map((card): MapPlace => {
        const price =
          card.price === null
            ? null
            : formatMoney(
                {
                  amountMinor: card.price.amount_minor,
                  currency: card.price.currency as BrandCurrency,
                },
                { showMinor: false },
              )
        return {
          id: card.id,
          latitude: card.start_city.latitude,
          longitude: card.start_city.longitude,
          title: text('maps.tour', {
            title: card.title,
            price: price ?? text('maps.priceOnRequest'),
          }),
          badge: price ?? '?',
          href: tourHref(card.slug, locale),
        }
      }),
    [tours, text, locale, formatMoney],
  )
  const texts = useMemo(
    () => ({
      cluster: (count: number) => text('maps.cluster', { count }),
      basemapCredit: text('maps.basemapCredit'),
      failed: text('maps.failed'),
    }),
    [text],
  )
  return (
    <div className={`results-map results-map--${view}`}>
      <div className="results-map__switch" role="group" aria-label={text('maps.view')}>
        {(['list', 'map'] as const).map((option) => (
          <button
            key={option}
            type="button"
            className="results-map__option"
            aria-pressed={view === option}
            onClick={() => setView(option)}
          >
            {text(`maps.view.${option}`)}
          </button>
        ))}
      </div>
      <div className="results-map__list">{children}</div>
      <LazyMap
        className="results-map__map"
        testId="results-map"
        label={text('maps.results', { count: tours.length })}
        load={beside || view === 'map'}
        places={places}
        cluster
        texts={texts}
      />
    </div>
  )
}
