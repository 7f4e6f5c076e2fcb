import type { TourCity, TourPage } from '@tourmarket/contracts'
import { useCallback, useEffect, useMemo, useState } from 'react'
import { useApiClient } from '../../../lib/api-client-context.tsx'
import { callApi } from '../../../lib/api-call.ts'
import { LazyMap } from './lazy-map.tsx'
import type { MapPlace } from './map-clusters.ts'
import { useMapText } from './map-text.ts'

type TourForMap = Pick<TourPage, 'id' | 'route' | 'start_city' | 'meeting_point'>

// The route and the meeting point maps of one page ask for the cities once.
const asked = new Map<number, Promise<readonly TourCity[]>>()

/**
 * The route in order: /spa/tours-cities (§7: the cities in route order, with coordinates, for the
 * map), asked once a map starts loading; until it answers, the page's own route.
 */
function useRouteCities(tour: TourForMap, wanted: boolean): readonly TourCity[] {
  const api = useApiClient()
  const fromPage = tour.route.length > 0 ? tour.route : [tour.start_city]
  const [cities, setCities] = useState<readonly TourCity[] | null>(null)
  useEffect(() => {
    if (api === null || !wanted) return
    let current = true
    let answer = asked.get(tour.id)
    if (answer === undefined) {
      answer = callApi(api, 'toursCities', { query: { tour_id: tour.id } }).then(({ data }) => data)
      asked.set(tour.id, answer)
      answer.catch(() => asked.delete(tour.id))
    }
    answer
      .then((data) => {
        if (current) setCities(data)
      })
      // The page's route is the same list; the map keeps it when the call fails.
      .catch(() => undefined)
    return () => {
      current = false
    }
  }, [api, tour.id, wanted])
  return cities ?? fromPage
}

/** The route map's element id: the meeting point section links to it. */
export const TOUR_MAP_ID = 'tour-map'

/**
 * The tour's route and meeting point on one map (issue 42): the stops numbered along a line, the
 * meeting point starred.
 */
export function TourMap({ tour }: { tour: TourForMap }) {
  const text = useMapText()
  const [wanted, setWanted] = useState(false)
  const want = useCallback(() => setWanted(true), [])
  const cities = useRouteCities(tour, wanted)
  const { latitude, longitude } = tour.meeting_point
  const places = useMemo(
    () =>
      cities.map((city, index): MapPlace => ({
        id: index,
        latitude: city.latitude,
        longitude: city.longitude,
        title: text('maps.stop', { number: index + 1, city: city.name }),
        badge: String(index + 1),
        href: null,
      })),
    [cities, text],
  )
  const meetingPoint = useMemo(
    () => ({ latitude, longitude, title: text('maps.meetingPoint') }),
    [latitude, longitude, text],
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
    <>
      <LazyMap
        id={TOUR_MAP_ID}
        className="tour-map"
        testId="tour-map"
        label={text('maps.route')}
        load="visible"
        onShow={want}
        places={places}
        cluster={false}
        line={places.length > 1 ? places : undefined}
        meetingPoint={meetingPoint}
        texts={texts}
      />
      <p className="tour-map__legend">{text('maps.legend')}</p>
    </>
  )
}
