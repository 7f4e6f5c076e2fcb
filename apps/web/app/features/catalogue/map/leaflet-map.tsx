import * as L from 'leaflet'
import { useEffect, useRef, useState } from 'react'
import { useNavigate } from 'react-router'
import type { MapTiles } from '../../../lib/public-config.ts'
import { loadLeafletStyles, loadWorldCountries } from './basemap.ts'
import { clusterPlaces, type BoundingBox, type MapMark, type MapPlace } from './map-clusters.ts'

export type MapPoint = { readonly latitude: number; readonly longitude: number }

export type LeafletMapProps = {
  /** The tours (search) or the route's stops (tour page), each a marker. */
  readonly places: readonly MapPlace[]
  /** Gather nearby places into clusters (search results); stops are drawn one by one. */
  readonly cluster: boolean
  /** A line through the points in order: the tour's route. */
  readonly line?: readonly MapPoint[]
  /** A marker of its own, for the tour's meeting point. */
  readonly meetingPoint?: (MapPoint & { readonly title: string }) | null
  readonly tiles: MapTiles | null
  readonly texts: {
    readonly cluster: (count: number) => string
    readonly basemapCredit: string
    readonly failed: string
  }
}

// The bundled basemap holds country shapes only: closer than this shows nothing more.
const BASEMAP_MAX_ZOOM = 10
const TILES_MAX_ZOOM = 18
const FIT_PADDING = L.point(36, 36)

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`)
}

function boxOf(map: L.Map): BoundingBox {
  const bounds = map.getBounds()
  // The view can span more than the world's width; the clusters want longitudes in range.
  const west = Math.max(-180, bounds.getWest())
  const east = Math.min(180, bounds.getEast())
  return [west, Math.max(-85, bounds.getSouth()), east, Math.min(85, bounds.getNorth())]
}

function markerIcon(className: string, text: string): L.DivIcon {
  return L.divIcon({
    className: `place-map__marker ${className}`,
    html: escapeHtml(text),
    iconSize: undefined,
    iconAnchor: undefined,
  })
}

/** A focusable marker (Leaflet's keyboard option: Tab reaches it, Enter opens it) with a name. */
function addMarker(layer: L.LayerGroup, point: MapPoint, icon: L.DivIcon, name: string): L.Marker {
  const marker = L.marker([point.latitude, point.longitude], { icon, keyboard: true, title: name })
  marker.addTo(layer)
  const element = marker.getElement()
  if (element !== undefined) {
    element.setAttribute('aria-label', name)
    // The label's size is known only once drawn: centre it on its point.
    element.style.marginLeft = `${String(-element.offsetWidth / 2)}px`
    element.style.marginTop = `${String(-element.offsetHeight / 2)}px`
  }
  return marker
}

/** A popup's list of links, built as DOM so a tour's title is never read as HTML. */
function linksPopup(places: readonly MapPlace[], onFollow: (href: string) => void): HTMLElement {
  const list = document.createElement('ul')
  list.className = 'place-map__popup'
  for (const place of places) {
    if (place.href === null) continue
    const href = place.href
    const link = document.createElement('a')
    link.href = href
    link.textContent = place.title
    link.addEventListener('click', (event) => {
      if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return
      event.preventDefault()
      onFollow(href)
    })
    const item = document.createElement('li')
    item.append(link)
    list.append(item)
  }
  return list
}

function fitView(map: L.Map, points: readonly MapPoint[], maxZoom: number) {
  if (points.length === 0) {
    map.setView([30, 10], 1)
    return
  }
  const bounds = L.latLngBounds(points.map((point) => [point.latitude, point.longitude]))
  map.fitBounds(bounds, { padding: FIT_PADDING, maxZoom })
}

/**
 * The storefront's map (issue 42): Leaflet over configured raster tiles, or over the bundled
 * country shapes when none are set; the places as focusable markers, clustered or one by one,
 * a route line and a meeting point. Client-only: the lazy wrapper (lazy-map.tsx) loads it.
 */
export default function LeafletMap({
  places,
  cluster,
  line,
  meetingPoint,
  tiles,
  texts,
}: LeafletMapProps) {
  const element = useRef<HTMLDivElement>(null)
  const [map, setMap] = useState<L.Map | null>(null)
  const [failed, setFailed] = useState(false)
  const navigate = useNavigate()
  const maxZoom = tiles === null ? BASEMAP_MAX_ZOOM : TILES_MAX_ZOOM
  const { basemapCredit } = texts

  useEffect(() => {
    const container = element.current
    if (container === null) return
    let created: L.Map | null = null
    let cancelled = false
    loadLeafletStyles()
      .then(() => {
        if (cancelled) return
        created = L.map(container, {
          minZoom: 1,
          maxZoom,
          worldCopyJump: true,
          attributionControl: false,
          // Canvas draws the 177 country shapes in one element rather than 177 SVG paths.
          preferCanvas: true,
        })
        L.control.attribution({ prefix: false }).addTo(created)
        if (tiles === null) {
          created.attributionControl.addAttribution(escapeHtml(basemapCredit))
          const target = created
          loadWorldCountries()
            .then((countries) => {
              if (cancelled) return
              // Under the route and markers whenever it arrives: a pane of its own, at the tiles' level.
              target.createPane('basemap').style.zIndex = '200'
              // Leaflet hands these options to each shape, whose own include the renderer.
              const options: L.GeoJSONOptions & L.PathOptions = {
                pane: 'basemap',
                renderer: L.canvas({ pane: 'basemap' }),
                interactive: false,
                style: { color: '#b8b3c7', weight: 1, fillColor: '#f4f2ee', fillOpacity: 1 },
              }
              L.geoJSON(countries, options).addTo(target)
            })
            .catch(() => setFailed(true))
        } else {
          L.tileLayer(tiles.url, {
            attribution: escapeHtml(tiles.attribution),
            maxZoom,
          }).addTo(created)
        }
        setMap(created)
      })
      .catch(() => setFailed(true))
    return () => {
      cancelled = true
      created?.remove()
    }
  }, [tiles, maxZoom, basemapCredit])

  useEffect(() => {
    if (map === null) return
    const layer = L.layerGroup().addTo(map)
    const follow = (href: string) => void navigate(href)
    const clusters = clusterPlaces(places, maxZoom)
    // The view first: a map without one holds back the layers added to it.
    fitView(
      map,
      meetingPoint == null ? places : [...places, meetingPoint],
      Math.min(maxZoom - 2, 12),
    )

    if (line !== undefined && line.length > 1) {
      L.polyline(
        line.map((point) => [point.latitude, point.longitude]),
        { color: '#7c3aed', weight: 3, opacity: 0.8, dashArray: '6 6', interactive: false },
      ).addTo(layer)
    }
    if (meetingPoint != null) {
      addMarker(
        layer,
        meetingPoint,
        markerIcon('place-map__marker--meeting', '★'),
        meetingPoint.title,
      )
        // Above the stops: the meeting point is often in the first stop's city.
        .setZIndexOffset(1000)
        .bindPopup(escapeHtml(meetingPoint.title))
    }

    const marks = L.layerGroup().addTo(layer)
    const drawMarks = () => {
      marks.clearLayers()
      const shown: readonly MapMark[] = cluster
        ? clusters.marks(boxOf(map), map.getZoom())
        : places.map((place) => ({ kind: 'place', place }))
      for (const mark of shown) {
        if (mark.kind === 'place') {
          const { place } = mark
          addMarker(marks, place, markerIcon('place-map__marker--place', place.badge), place.title)
            .bindPopup(
              place.href === null ? escapeHtml(place.title) : () => linksPopup([place], follow),
            )
            .getElement()
            ?.setAttribute('data-place-id', String(place.id))
          continue
        }
        const name = texts.cluster(mark.count)
        const marker = addMarker(
          marks,
          mark,
          markerIcon('place-map__marker--cluster', String(mark.count)),
          name,
        )
        marker.getElement()?.setAttribute('data-count', String(mark.count))
        const zoom = clusters.expansionZoom(mark.id)
        if (zoom === null) marker.bindPopup(() => linksPopup(clusters.placesOf(mark.id), follow))
        else marker.on('click', () => map.setView([mark.latitude, mark.longitude], zoom))
      }
    }
    drawMarks()
    map.on('moveend', drawMarks)
    return () => {
      map.off('moveend', drawMarks)
      layer.remove()
    }
  }, [map, places, cluster, line, meetingPoint, maxZoom, texts, navigate])

  if (failed) return <p className="place-map__note">{texts.failed}</p>
  return <div ref={element} className="place-map__canvas" data-testid="place-map-canvas" />
}
