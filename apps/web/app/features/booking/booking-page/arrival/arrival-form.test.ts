import type { Booking } from '@tourmarket/contracts'
import { describe, expect, it } from 'vitest'
import { arrivalFormValues, formFieldErrors, travelInfoUpdate } from './arrival-form.ts'

const tourist = (id: number, arrival: Booking['tourists'][number]['arrival']) =>
  ({ id, arrival, departure: null, food_restriction: null }) as Booking['tourists'][number]

describe('§2 /arrival/{uuid} form', () => {
  it('starts from what each tourist saved, fields named by tourist id', () => {
    const booking = {
      tourists: [
        tourist(7, { transport_type: 2, station_name: 'Termini', train_number: '9512' }),
        tourist(9, null),
      ],
    } as Booking
    const values = arrivalFormValues(booking)
    expect(values['t7.arrival.transport_type']).toBe('2')
    expect(values['t7.arrival.station_name']).toBe('Termini')
    expect(values['t7.departure.transport_type']).toBe('')
    expect(values['t9.arrival.transport_type']).toBe('')
  })

  it('sends each tourist’s chosen type with only its fields; not known yet clears', () => {
    const body = travelInfoUpdate('a1b2', [7, 9], {
      't7.arrival.transport_type': '1',
      't7.arrival.airport_name': ' Fiumicino ',
      't7.arrival.flight_number': 'AZ 611',
      't7.arrival.station_name': 'typed under train, then plane was chosen',
      't7.arrival.date': '2030-06-09',
      't7.arrival.time': '14:30',
      't7.departure.transport_type': '4',
      't7.departure.additional_info': 'Lives near the station',
      't9.arrival.transport_type': '',
      't9.arrival.airport_name': 'ignored',
    })
    expect(body.uuid).toBe('a1b2')
    expect(body.tourists).toEqual([
      {
        id: 7,
        arrival: {
          transport_type: 1,
          airport_name: 'Fiumicino',
          flight_number: 'AZ 611',
          station_name: null,
          train_number: null,
          other_transport_name: null,
          departure_place: null,
          date: '2030-06-09',
          time: '14:30',
          additional_info: null,
        },
        departure: expect.objectContaining({
          transport_type: 4,
          additional_info: 'Lives near the station',
          date: null,
        }),
      },
      { id: 9, arrival: null, departure: null },
    ])
  })

  it('puts the API’s refusals under the field of the tourist they name', () => {
    expect(
      formFieldErrors(
        {
          'tourists.1.departure.time': ['Expected HH:mm.'],
          'tourists.0.id': ['Not a tourist of this booking.'],
          'tourists.5.arrival.date': ['Not a calendar date.'],
        },
        [7, 9],
      ),
    ).toEqual({ 't9.departure.time': ['Expected HH:mm.'] })
  })
})
