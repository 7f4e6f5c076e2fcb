import { createTranslator, defaultLocale, globalMessagesInEnglish } from '@tourmarket/domain/i18n'
import './map-placeholder.css'

const english = createTranslator(defaultLocale, globalMessagesInEnglish)

/** '41.8902° N, 12.4922° E': four decimals place a point to about 10 m. */
export function formatCoordinates(lat: number, lng: number): string {
  const latitude = `${Math.abs(lat).toFixed(4)}° ${lat < 0 ? 'S' : 'N'}`
  const longitude = `${Math.abs(lng).toFixed(4)}° ${lng < 0 ? 'W' : 'E'}`
  return `${latitude}, ${longitude}`
}

export type MapPlaceholderProps = {
  lat: number
  lng: number
  /** A place name shown above the coordinates, e.g. the meeting point. */
  place?: string
  /** §2 'Show on map'. */
  label?: string
  /** Loads the real map (its provider's script is heavy, so it loads only when asked for). */
  onShowMap?: () => void
  /** A link to an external map instead of a button; works without JavaScript. */
  href?: string
  className?: string
}

/** §2 map placeholder: a drawn map with a pin, the coordinates and 'Show on map'. */
export function MapPlaceholder({
  lat,
  lng,
  place,
  label = english('map.showOnMap'),
  onShowMap,
  href,
  className,
}: MapPlaceholderProps) {
  return (
    <div className={['tm-map-placeholder', className].filter(Boolean).join(' ')}>
      <svg
        className="tm-map-placeholder__pin"
        viewBox="0 0 24 32"
        width="36"
        height="48"
        aria-hidden="true"
      >
        <path d="M12 0C5.4 0 0 5.3 0 11.9 0 20.8 12 32 12 32s12-11.2 12-20.1C24 5.3 18.6 0 12 0z" />
        <circle cx="12" cy="12" r="4.5" />
      </svg>
      <div className="tm-map-placeholder__card">
        {place !== undefined && <p className="tm-map-placeholder__place">{place}</p>}
        <p className="tm-map-placeholder__coordinates">{formatCoordinates(lat, lng)}</p>
        {href !== undefined ? (
          <a
            className="tm-map-placeholder__action"
            href={href}
            target="_blank"
            rel="noopener noreferrer"
          >
            {label}
          </a>
        ) : (
          onShowMap !== undefined && (
            <button type="button" className="tm-map-placeholder__action" onClick={onShowMap}>
              {label}
            </button>
          )
        )}
      </div>
    </div>
  )
}
