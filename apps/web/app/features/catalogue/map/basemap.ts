import type { FeatureCollection } from 'geojson'
import { feature } from 'topojson-client'
import countriesUrl from 'world-atlas/countries-110m.json?url'
import leafletStylesUrl from 'leaflet/dist/leaflet.css?url'

type Topology = Parameters<typeof feature>[0]

let countries: Promise<FeatureCollection> | undefined

/**
 * The bundled world basemap: Natural Earth's 1:110m countries (world-atlas, TopoJSON, ~100 KB),
 * served with the build, so a map draws with no tile server and offline. Fetched once a page.
 */
export function loadWorldCountries(): Promise<FeatureCollection> {
  countries ??= fetch(countriesUrl)
    .then((response) => {
      if (!response.ok) throw new Error(`world basemap: ${response.status}`)
      return response.json() as Promise<Topology>
    })
    .then((topology) => {
      const shapes = topology.objects['countries']
      if (shapes === undefined) throw new Error('world basemap: no countries')
      return feature(topology, shapes) as FeatureCollection
    })
  countries.catch(() => {
    countries = undefined
  })
  return countries
}

let stylesheet: Promise<void> | undefined

/**
 * Leaflet's own stylesheet, linked when a map first loads: the site's one stylesheet is render-
 * blocking on every page (vite.config.ts), and only the pages that show a map need this one.
 */
export function loadLeafletStyles(): Promise<void> {
  stylesheet ??= new Promise<void>((resolve, reject) => {
    const link = document.createElement('link')
    link.rel = 'stylesheet'
    link.href = leafletStylesUrl
    link.addEventListener('load', () => resolve())
    link.addEventListener('error', () => {
      link.remove()
      stylesheet = undefined
      reject(new Error('Leaflet styles did not load'))
    })
    document.head.append(link)
  })
  return stylesheet
}
