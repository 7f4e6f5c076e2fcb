import { TOUR_MAP_ID } from './tour-map.tsx'
import { useMapText } from './map-text.ts'

/** The meeting point section's way to the map that shows it with the route (issue 42). */
export function MeetingPointLink() {
  const text = useMapText()
  return (
    <a className="tour-map__meeting-link" href={`#${TOUR_MAP_ID}`}>
      {text('maps.showMeetingPoint')}
    </a>
  )
}
