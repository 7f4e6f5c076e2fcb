import { describe, expect, it } from 'vitest'
import { isTravelTransportType, travelTransportType } from '../enums/index.ts'
import { needsExtraAccommodation, travelInfoDisplay } from './travel-info.ts'

const full = {
  airport_name: ' Sheremetyevo ',
  flight_number: 'SU 1402',
  station_name: 'Kazansky',
  train_number: '002',
  departure_place: 'Harbour',
  other_transport_name: 'Ferry',
  date: '2030-06-09',
  time: '14:30',
  additional_info: 'Two bags',
}

describe('§3 transport types', () => {
  it('§3 numbers plane 1, train 2, other 3, lives in the city 4', () => {
    expect(travelTransportType).toEqual({ plane: 1, train: 2, other: 3, cityResident: 4 })
    expect(isTravelTransportType(4)).toBe(true)
    expect(isTravelTransportType(5)).toBe(false)
    expect(isTravelTransportType('1')).toBe(false)
  })
})

describe('§4 travel info display variants', () => {
  it('§4 plane shows the airport and flight number', () => {
    expect(travelInfoDisplay({ ...full, transport_type: 1 })).toEqual({
      variant: 'plane',
      airportName: 'Sheremetyevo',
      flightNumber: 'SU 1402',
      date: '2030-06-09',
      time: '14:30',
      additionalInfo: 'Two bags',
    })
  })

  it('§4 train shows the station and train number', () => {
    expect(travelInfoDisplay({ ...full, transport_type: 2 })).toEqual({
      variant: 'train',
      stationName: 'Kazansky',
      trainNumber: '002',
      date: '2030-06-09',
      time: '14:30',
      additionalInfo: 'Two bags',
    })
  })

  it('§4 other shows the transport name and departure place', () => {
    expect(travelInfoDisplay({ ...full, transport_type: 3 })).toEqual({
      variant: 'other',
      transportName: 'Ferry',
      departurePlace: 'Harbour',
      date: '2030-06-09',
      time: '14:30',
      additionalInfo: 'Two bags',
    })
  })

  it('§4 city resident shows only the note', () => {
    expect(travelInfoDisplay({ ...full, transport_type: 4 })).toEqual({
      variant: 'city-resident',
      additionalInfo: 'Two bags',
    })
  })

  it('§4 blank or missing texts become null', () => {
    expect(
      travelInfoDisplay({ transport_type: 1, airport_name: '  ', flight_number: null }),
    ).toEqual({
      variant: 'plane',
      airportName: null,
      flightNumber: null,
      date: null,
      time: null,
      additionalInfo: null,
    })
  })

  it('§4 an unknown or unset transport type shows nothing', () => {
    expect(travelInfoDisplay({ ...full, transport_type: 0 })).toBeNull()
    expect(travelInfoDisplay({ ...full, transport_type: 5 })).toBeNull()
    expect(travelInfoDisplay({ ...full, transport_type: null })).toBeNull()
  })
})

describe('§4 extra accommodation info', () => {
  const tour = { tourStart: '2030-06-10', tourEnd: '2030-06-15' }

  it('§4 shows when the arrival is before the tour starts', () => {
    expect(needsExtraAccommodation({ ...tour, direction: 'arrival', date: '2030-06-09' })).toBe(
      true,
    )
    expect(needsExtraAccommodation({ ...tour, direction: 'arrival', date: '2029-12-31' })).toBe(
      true,
    )
  })

  it('§4 does not show for an arrival on or after the start day', () => {
    expect(needsExtraAccommodation({ ...tour, direction: 'arrival', date: '2030-06-10' })).toBe(
      false,
    )
    expect(
      needsExtraAccommodation({ ...tour, direction: 'arrival', date: '2030-06-10 06:00' }),
    ).toBe(false)
    expect(needsExtraAccommodation({ ...tour, direction: 'arrival', date: '2030-06-16' })).toBe(
      false,
    )
  })

  it('§4 shows when the departure is after the tour ends', () => {
    expect(needsExtraAccommodation({ ...tour, direction: 'departure', date: '2030-06-16' })).toBe(
      true,
    )
  })

  it('§4 does not show for a departure on or before the end day', () => {
    expect(needsExtraAccommodation({ ...tour, direction: 'departure', date: '2030-06-15' })).toBe(
      false,
    )
    expect(needsExtraAccommodation({ ...tour, direction: 'departure', date: '2030-06-01' })).toBe(
      false,
    )
  })

  it('§4 compares calendar dates, not strings of different shapes', () => {
    expect(
      needsExtraAccommodation({
        direction: 'departure',
        date: '2030-06-16',
        tourStart: '2030-06-10 00:00:00',
        tourEnd: '2030-06-15 23:59:59',
      }),
    ).toBe(true)
  })

  it('§4 shows nothing when a date is missing or unreadable', () => {
    expect(needsExtraAccommodation({ ...tour, direction: 'arrival', date: null })).toBe(false)
    expect(needsExtraAccommodation({ ...tour, direction: 'arrival', date: '09.06.2030' })).toBe(
      false,
    )
    expect(
      needsExtraAccommodation({
        direction: 'arrival',
        date: '2030-06-09',
        tourStart: '',
        tourEnd: '',
      }),
    ).toBe(false)
  })
})
