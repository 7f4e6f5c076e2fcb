import type { TourDate } from '@tourmarket/contracts'
import { useTourExtrasText } from './tour-extras-text.ts'
import './tour-extras.css'

/** §3 tour date flight_included: a badge on the dates whose price includes the flight. */
export function FlightIncludedBadge({ date }: { date: Pick<TourDate, 'flight_included'> }) {
  const text = useTourExtrasText()
  if (!date.flight_included) return null
  return (
    <span className="tour-badge tour-extras-flight" data-testid="flight-included">
      <svg aria-hidden="true" viewBox="0 0 24 24" width="14" height="14" focusable="false">
        <path
          fill="currentColor"
          d="M21 16v-2l-8-5V3.5a1.5 1.5 0 0 0-3 0V9l-8 5v2l8-2.5V19l-2 1.5V22l3.5-1 3.5 1v-1.5L13 19v-5.5z"
        />
      </svg>
      {text('extras.flightIncluded')}
    </span>
  )
}
