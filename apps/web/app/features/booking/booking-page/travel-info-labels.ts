import type { TravelTransportType } from '@tourmarket/domain/enums'
import type { TravelDirection } from '@tourmarket/domain/travel-info'
import type { BookingMessageKey } from './booking-messages.ts'
import type { TravelTextField } from './travel-info-form.ts'

/** The words of the travel info forms: the booking page's dialog and the arrival page. */
export const travelDirectionTitle: Readonly<Record<TravelDirection, BookingMessageKey>> = {
  arrival: 'bookingPage.travel.arrival',
  departure: 'bookingPage.travel.departure',
}

export const travelFieldLabel: Readonly<Record<TravelTextField, BookingMessageKey>> = {
  airport_name: 'bookingPage.travel.airport',
  flight_number: 'bookingPage.travel.flight',
  station_name: 'bookingPage.travel.station',
  train_number: 'bookingPage.travel.train',
  other_transport_name: 'bookingPage.travel.transport',
  departure_place: 'bookingPage.travel.from',
  date: 'bookingPage.travel.date',
  time: 'bookingPage.travel.time',
  additional_info: 'bookingPage.travel.notes',
}

/** §3 transport type names, as the choice reads them. */
export const transportLabel: Readonly<Record<TravelTransportType, BookingMessageKey>> = {
  1: 'bookingPage.travel.type.plane',
  2: 'bookingPage.travel.type.train',
  3: 'bookingPage.travel.type.other',
  4: 'bookingPage.travel.type.cityResident',
}
