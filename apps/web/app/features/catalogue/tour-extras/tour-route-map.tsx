import type { TourCity } from '@tourmarket/contracts'
import { useEffect, useState } from 'react'
import { useApiClient } from '../../../lib/api-client-context.tsx'
import { callApi } from '../../../lib/api-call.ts'
import { projectRoute } from './route-projection.ts'
import { useTourExtrasText } from './tour-extras-text.ts'

const WIDTH = 640
const HEIGHT = 320
const MARGIN = 48

/**
 * The route drawn from /spa/tours-cities (§7: the cities in route order, with coordinates): a line
 * through numbered places, north up. No tiles: the storefront loads no map provider's script.
 */
export function TourRouteMap({ tourId }: { tourId: number }) {
  const api = useApiClient()
  const text = useTourExtrasText()
  const [cities, setCities] = useState<TourCity[] | null>(null)
  const [failed, setFailed] = useState(false)

  useEffect(() => {
    if (api === null) return
    const controller = new AbortController()
    callApi(api, 'toursCities', { query: { tour_id: tourId }, signal: controller.signal })
      .then((answer) => setCities(answer.data))
      .catch(() => {
        if (!controller.signal.aborted) setFailed(true)
      })
    return () => controller.abort()
  }, [api, tourId])

  if (failed) return <p className="tour-muted">{text('extras.route.failed')}</p>
  if (cities === null) return <div className="tour-extras-map tour-extras-map--loading" />
  const points = projectRoute(cities, WIDTH, HEIGHT, MARGIN)
  const line = points.map(({ x, y }) => `${x.toFixed(1)},${y.toFixed(1)}`).join(' ')
  return (
    <figure className="tour-extras-map" data-testid="tour-route-map">
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        role="img"
        aria-label={`${text('extras.route.map')}: ${cities.map((city) => city.name).join(' → ')}`}
      >
        <polyline points={line} className="tour-extras-map__line" />
        {points.map(({ x, y }, index) => {
          const city = cities[index]
          if (city === undefined) return null
          const edge = index === 0 || index === cities.length - 1
          return (
            <g key={`${city.id}-${index}`}>
              <circle cx={x} cy={y} r={edge ? 14 : 11} className="tour-extras-map__point" />
              <text x={x} y={y + 4} textAnchor="middle" className="tour-extras-map__number">
                {index + 1}
              </text>
              <text x={x} y={y - 20} textAnchor="middle" className="tour-extras-map__label">
                {city.name}
              </text>
            </g>
          )
        })}
      </svg>
      <figcaption className="tour-muted">
        {text('extras.route.start')}: {cities[0]?.name} · {text('extras.route.finish')}:{' '}
        {cities.at(-1)?.name}
      </figcaption>
    </figure>
  )
}
