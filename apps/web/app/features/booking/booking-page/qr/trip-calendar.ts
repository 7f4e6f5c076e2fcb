import { tripCalendarEvent } from '@tourmarket/domain/booking'
import { createEvent } from 'ics'

export type TripCalendarEntry = {
  readonly bookingId: number
  readonly title: string
  /** Calendar days yyyy-MM-dd in the tour's local time. */
  readonly start: string
  readonly end: string
  readonly description: string
  readonly meetingPoint: string | null
  readonly url: string
}

/** The trip's calendar event (tripCalendarEvent, as the booking mails attach it) as .ics text. */
export function tripCalendarText(entry: TripCalendarEntry): string {
  const { error, value } = createEvent({
    ...tripCalendarEvent(entry),
    productId: 'tourmarket/voucher',
  })
  if (error !== null || value === undefined || value === null) {
    throw error ?? new Error('The calendar file was not made')
  }
  return value
}
