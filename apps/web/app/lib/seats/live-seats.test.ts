import { describe, expect, it } from 'vitest'
import { seatCountsSocketMessageSchema as schema } from '@tourmarket/contracts/areas/seat-counts'
import { mergeSeatsMessage, seatsSocketAddress, withLiveSeats } from './live-seats.ts'

const date = {
  id: 5,
  number_of_seats: 10,
  number_of_free_seats: 8,
  departure_guarantee: { booked: 2, min_travellers: 6, decision_date: '2027-06-06' },
}
const seats = (dateId: number, free: number, tourId = 1) => ({
  date_id: dateId,
  tour_id: tourId,
  number_of_seats: 10,
  number_of_free_seats: free,
})

describe('live seat counts (issue 44 item 1)', () => {
  it('opens beside the messenger’s socket, on its origin or its configured one', () => {
    expect(seatsSocketAddress('/ws', 12)).toBe('/ws/seats?tour_id=12')
    expect(seatsSocketAddress('wss://rt.example/ws/', 3)).toBe(
      'wss://rt.example/ws/seats?tour_id=3',
    )
  })

  it('folds the seats heard into a date and its meter', () => {
    const live = new Map([[5, seats(5, 3)]])
    expect(withLiveSeats(date, live)).toEqual({
      ...date,
      number_of_free_seats: 3,
      departure_guarantee: { booked: 7, min_travellers: 6, decision_date: '2027-06-06' },
    })
    expect(withLiveSeats(date, new Map())).toBe(date)
    const guaranteed = { ...date, departure_guarantee: null }
    expect(withLiveSeats(guaranteed, live)).toMatchObject({
      number_of_free_seats: 3,
      departure_guarantee: null,
    })
  })

  it('keeps the last figure per date of its own tour, and ignores what it cannot read', () => {
    const first = mergeSeatsMessage(
      new Map(),
      JSON.stringify({ type: 'seats', data: [seats(5, 8), seats(6, 2), seats(9, 1, 2)] }),
      1,
      schema,
    )
    expect([...first.keys()]).toEqual([5, 6])
    const second = mergeSeatsMessage(
      first,
      JSON.stringify({ type: 'seats', data: [seats(5, 4)] }),
      1,
      schema,
    )
    expect(second.get(5)?.number_of_free_seats).toBe(4)
    expect(second.get(6)?.number_of_free_seats).toBe(2)
    expect(mergeSeatsMessage(second, 'not json', 1, schema)).toBe(second)
    expect(mergeSeatsMessage(second, '{"type":"event","data":[]}', 1, schema)).toBe(second)
    expect(
      mergeSeatsMessage(
        second,
        JSON.stringify({ type: 'seats', data: [{ date_id: 'x' }] }),
        1,
        schema,
      ),
    ).toBe(second)
  })
})
