import type { TourPage } from '@tourmarket/contracts'
import { Button } from '@tourmarket/ui'
import { lazy, Suspense, useId, useState } from 'react'
import './tour-extras.css'
import { useTourExtrasText } from './tour-extras-text.ts'

// The map's code and its /spa/tours-cities call load only when asked for (decision 0011).
const TourRouteMap = lazy(() =>
  import('./tour-route-map.tsx').then(({ TourRouteMap: Map }) => ({ default: Map })),
)

/**
 * The tour's route: the places in order from the page's data (server-rendered), and on demand a
 * drawn map of them from /spa/tours-cities.
 */
export function TourRoute({ tour }: { tour: Pick<TourPage, 'id' | 'route' | 'start_city'> }) {
  const text = useTourExtrasText()
  const headingId = useId()
  const [showMap, setShowMap] = useState(false)
  const places = tour.route.length > 0 ? tour.route : [tour.start_city]
  return (
    <section className="tour-section" aria-labelledby={headingId} data-testid="tour-route">
      <h2 id={headingId}>{text('extras.route.title')}</h2>
      <ol className="tour-extras-route">
        {places.map((city, index) => (
          <li key={`${city.id}-${index}`} className="tour-extras-route__place">
            <span className="tour-extras-route__dot" aria-hidden="true">
              {index + 1}
            </span>
            <span>
              <span className="tour-extras-route__name">{city.name}</span>
              <span className="tour-muted">
                {[city.region?.name, city.country.name].filter(Boolean).join(', ')}
              </span>
            </span>
          </li>
        ))}
      </ol>
      {/* One place is no route to draw. */}
      {places.length < 2 ? null : showMap ? (
        <Suspense fallback={<div className="tour-extras-map tour-extras-map--loading" />}>
          <TourRouteMap tourId={tour.id} />
        </Suspense>
      ) : (
        <Button variant="secondary" onClick={() => setShowMap(true)}>
          {text('extras.route.showMap')}
        </Button>
      )}
    </section>
  )
}
