import { describe, expect, it } from 'vitest'
import { tripCalendarEvent } from './trip-calendar.ts'

const trip = {
  bookingId: 42,
  title: 'Lakes by canoe',
  start: '2026-12-30',
  end: '2026-12-31',
  description: 'Start 09:00',
  meetingPoint: 'The blue gate',
  url: 'https://shop.example/booking/qr/x',
}

describe('tripCalendarEvent', () => {
  it('is an all-day event over the trip: the end is the day after its last day', () => {
    expect(tripCalendarEvent(trip)).toEqual({
      uid: 'booking-42@tourmarket',
      title: 'Lakes by canoe',
      start: [2026, 12, 30],
      end: [2027, 1, 1],
      description: 'Start 09:00',
      url: 'https://shop.example/booking/qr/x',
      location: 'The blue gate',
    })
  })

  it('has no location without a meeting point', () => {
    expect(tripCalendarEvent({ ...trip, meetingPoint: null })).not.toHaveProperty('location')
  })

  it('refuses what is not a calendar day', () => {
    expect(() => tripCalendarEvent({ ...trip, start: '2026' })).toThrow(RangeError)
  })
})
