import { createEvent, type DateArray } from 'ics'

function dateArray(day: string): DateArray {
  const [year, month, date] = day.split('-').map(Number)
  if (year === undefined || month === undefined || date === undefined) {
    throw new RangeError(`Not a calendar day: ${day}`)
  }
  return [year, month, date]
}

/** The day after a calendar day: an all-day event's end is exclusive in iCalendar. */
function dayAfter(day: string): DateArray {
  const next = new Date(`${day}T00:00:00Z`)
  next.setUTCDate(next.getUTCDate() + 1)
  return [next.getUTCFullYear(), next.getUTCMonth() + 1, next.getUTCDate()]
}

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

/**
 * The trip as an all-day event over its days, as the booking mails attach it (same uid, so a
 * calendar keeps one event): the booking knows days, not hours or the traveller's time zone.
 */
export function tripCalendarText(entry: TripCalendarEntry): string {
  const { error, value } = createEvent({
    uid: `booking-${String(entry.bookingId)}@tourmarket`,
    title: entry.title,
    start: dateArray(entry.start),
    end: dayAfter(entry.end),
    description: entry.description,
    url: entry.url,
    ...(entry.meetingPoint === null ? {} : { location: entry.meetingPoint }),
    productId: 'tourmarket/voucher',
  })
  if (error !== null || value === undefined || value === null) {
    throw error ?? new Error('The calendar file was not made')
  }
  return value
}
