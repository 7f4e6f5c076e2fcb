/** A calendar day as iCalendar libraries take it: [year, month (1–12), day]. */
export type CalendarDay = [number, number, number]

/** What a booked trip's calendar event says, before any file format. */
export type TripCalendarEvent = {
  readonly uid: string
  readonly title: string
  readonly start: CalendarDay
  /** The day after the last day: an all-day event's end is exclusive in iCalendar. */
  readonly end: CalendarDay
  readonly description: string
  readonly url: string
  readonly location?: string
}

function calendarDay(day: string): CalendarDay {
  const [year, month, date] = day.split('-').map(Number)
  if (year === undefined || month === undefined || date === undefined) {
    throw new RangeError(`Not a calendar day: ${day}`)
  }
  return [year, month, date]
}

function dayAfter(day: string): CalendarDay {
  const next = new Date(`${day}T00:00:00Z`)
  next.setUTCDate(next.getUTCDate() + 1)
  return [next.getUTCFullYear(), next.getUTCMonth() + 1, next.getUTCDate()]
}

/**
 * The trip as an all-day event over its days, one for the booking mails' attachment and the
 * voucher's "Add to calendar": the same uid, so a calendar given both keeps one event. All-day
 * because a booking knows days, not an end time or the traveller's time zone.
 */
export function tripCalendarEvent(trip: {
  readonly bookingId: number
  readonly title: string
  /** Calendar days yyyy-MM-dd in the tour's local time. */
  readonly start: string
  readonly end: string
  readonly description: string
  readonly meetingPoint: string | null
  readonly url: string
}): TripCalendarEvent {
  return {
    uid: `booking-${String(trip.bookingId)}@tourmarket`,
    title: trip.title,
    start: calendarDay(trip.start),
    end: dayAfter(trip.end),
    description: trip.description,
    url: trip.url,
    ...(trip.meetingPoint === null ? {} : { location: trip.meetingPoint }),
  }
}
