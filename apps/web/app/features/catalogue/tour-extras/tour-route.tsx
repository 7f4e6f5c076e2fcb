import type { TourPage } from '@tourmarket/contracts'
import { useId } from 'react'
import { TourMap } from '../map/tour-map.tsx'
import './tour-extras.css'
import { useTourExtrasText } from './tour-extras-text.ts'

/**
 * The tour's route: the places in order from the page's data (server-rendered), and the map of
 * them with the meeting point, loaded as it scrolls near (issue 42).
 */
export function TourRoute({
  tour,
}: {
  tour: Pick<TourPage, 'id' | 'route' | 'start_city' | 'meeting_point'>
}) {
  const text = useTourExtrasText()
  const headingId = useId()
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
      <TourMap tour={tour} />
    </section>
  )
}
