import Supercluster from 'supercluster'

/** A tour (or a stop) on a map: where it is and what its marker says and links to. */
export type MapPlace = {
  readonly id: number
  readonly latitude: number
  readonly longitude: number
  /** The marker's accessible name and its popup's link text. */
  readonly title: string
  /** What the marker shows: a price, a stop's number. */
  readonly badge: string
  /** The page the place's popup links to; null for a place that is only named (a route stop). */
  readonly href: string | null
}

/** What a map draws at one zoom: a place of its own, or a cluster standing for several. */
export type MapMark =
  | { readonly kind: 'place'; readonly place: MapPlace }
  | {
      readonly kind: 'cluster'
      readonly id: number
      readonly latitude: number
      readonly longitude: number
      readonly count: number
    }

/** West, south, east, north in degrees: the view a map asks marks for. */
export type BoundingBox = readonly [number, number, number, number]

export type PlaceClusters = {
  /** The marks in the view at the zoom: every place is in exactly one of them. */
  marks(box: BoundingBox, zoom: number): MapMark[]
  /** The zoom at which a cluster falls apart, or null when its places share one spot. */
  expansionZoom(clusterId: number): number | null
  /** The places a cluster stands for, in the order they were given. */
  placesOf(clusterId: number): MapPlace[]
}

type PlaceProperties = { readonly index: number }

/**
 * Places gathered into clusters of nearby ones (supercluster), up to `maxZoom`, the map's
 * closest zoom: there places at one spot (tours starting in one city) stay a cluster, whose
 * places the map lists rather than zooming further.
 */
export function clusterPlaces(places: readonly MapPlace[], maxZoom: number): PlaceClusters {
  const index = new Supercluster<PlaceProperties, object>({ radius: 48, maxZoom })
  index.load(
    places.map((place, position) => ({
      type: 'Feature',
      properties: { index: position },
      geometry: { type: 'Point', coordinates: [place.longitude, place.latitude] },
    })),
  )
  const placeAt = (position: number) => places[position] as MapPlace
  return {
    marks(box, zoom) {
      return index.getClusters([...box], Math.round(zoom)).map((feature): MapMark => {
        const [longitude = 0, latitude = 0] = feature.geometry.coordinates
        if ('cluster_id' in feature.properties) {
          return {
            kind: 'cluster',
            id: feature.properties.cluster_id,
            latitude,
            longitude,
            count: feature.properties.point_count,
          }
        }
        return { kind: 'place', place: placeAt((feature.properties as PlaceProperties).index) }
      })
    },
    expansionZoom(clusterId) {
      const zoom = index.getClusterExpansionZoom(clusterId)
      return zoom > maxZoom ? null : zoom
    },
    placesOf(clusterId) {
      return index
        .getLeaves(clusterId, Infinity)
        .map((leaf) => (leaf.properties as PlaceProperties).index)
        .sort((a, b) => a - b)
        .map(placeAt)
    },
  }
}

/** How many places the marks stand for: a cluster counts its places. */
export function placesShown(marks: readonly MapMark[]): number {
  return marks.reduce((sum, mark) => sum + (mark.kind === 'cluster' ? mark.count : 1), 0)
}
