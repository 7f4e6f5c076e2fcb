import { lazy, Suspense, useEffect, useRef, useState, type ComponentType } from 'react'
import { useShellData } from '../../../lib/shell-data.ts'
import type { LeafletMapProps } from './leaflet-map.tsx'
import { useMapText } from './map-text.ts'
import './map.css'

function MapNotLoaded() {
  const text = useMapText()
  return <p className="place-map__note">{text('maps.failed')}</p>
}

// Leaflet, the clusters and the basemap come in their own chunk, fetched only when a map is shown:
// the search and tour pages' first load stays within its budget (decision 0011).
const LeafletMap = lazy((): Promise<{ default: ComponentType<LeafletMapProps> }> =>
  import('./leaflet-map.tsx').catch(() => ({ default: MapNotLoaded })),
)

export type LazyMapProps = Omit<LeafletMapProps, 'tiles'> & {
  /** The map region's accessible name. */
  readonly label: string
  /** Load now (true), or once the map comes near the viewport ('visible'), or not yet (false). */
  readonly load: boolean | 'visible'
  /** Told once when the map starts loading, for what it needs besides its code. */
  readonly onShow?: () => void
  readonly id?: string
  readonly className?: string
  readonly testId?: string
}

/** Comes true once the element is within a screen of the viewport, and stays true. */
function useNearViewport(enabled: boolean) {
  const element = useRef<HTMLDivElement>(null)
  const [near, setNear] = useState(false)
  useEffect(() => {
    const target = element.current
    if (!enabled || near || target === null) return
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true)
      },
      { rootMargin: '100% 0px' },
    )
    observer.observe(target)
    return () => observer.disconnect()
  }, [enabled, near])
  return { element, near }
}

/**
 * A map's place on the page: the server renders a labelled placeholder of the map's size, and
 * the browser loads the map into it when asked (issue 42). The list beside it stays the
 * accessible way through the same places.
 */
export function LazyMap({ label, load, onShow, id, className, testId, ...map }: LazyMapProps) {
  const text = useMapText()
  const tiles = useShellData()?.publicConfig.mapTiles ?? null
  const [hydrated, setHydrated] = useState(false)
  useEffect(() => setHydrated(true), [])
  const { element, near } = useNearViewport(hydrated && load === 'visible')
  const shown = hydrated && (load === true || (load === 'visible' && near))
  useEffect(() => {
    if (shown) onShow?.()
  }, [shown, onShow])
  const placeholder = <p className="place-map__note">{text('maps.loading')}</p>
  return (
    <div
      ref={element}
      id={id}
      role="region"
      aria-label={label}
      className={className === undefined ? 'place-map' : `place-map ${className}`}
      data-testid={testId}
    >
      {shown ? (
        <Suspense fallback={placeholder}>
          <LeafletMap {...map} tiles={tiles} />
        </Suspense>
      ) : (
        placeholder
      )}
    </div>
  )
}
