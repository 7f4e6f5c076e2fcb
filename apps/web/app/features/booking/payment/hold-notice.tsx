import { useEffect, useState } from 'react'
import { useBookingFlowText } from '../booking-flow-text.ts'
import './charge-statement.css'

/** 'HH:mm' of an instant in UTC: what the server can write before it knows the visitor's zone. */
function utcClockTime(instant: string): string {
  return new Date(instant).toISOString().slice(11, 16)
}

/** 'HH:mm' of an instant on the visitor's own clock. */
function localClockTime(instant: string): string {
  const at = new Date(instant)
  return `${String(at.getHours()).padStart(2, '0')}:${String(at.getMinutes()).padStart(2, '0')}`
}

/**
 * "Your places are held until 14:30 (60 minutes left)": how long an unpaid booking keeps its
 * seats (BOOKING_HOLD_MINUTES). The server writes the time in UTC and says so; once the page runs,
 * the visitor's own clock replaces it. The minutes left are the loader's, so both renders agree.
 */
export function HoldNotice({ expiresAt, minutesLeft }: { expiresAt: string; minutesLeft: number }) {
  const { text } = useBookingFlowText()
  const [time, setTime] = useState(() => `${utcClockTime(expiresAt)} UTC`)
  useEffect(() => setTime(localClockTime(expiresAt)), [expiresAt])
  return (
    <p className="hold-notice" data-testid="hold-notice">
      {text('pay.heldUntil', {
        time,
        left: text('pay.minutesLeft', { count: minutesLeft }),
      })}
    </p>
  )
}
