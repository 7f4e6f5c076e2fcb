import { isTravelTransportType, travelTransportType } from '../enums/index.ts'
import { calendarDay } from './calendar-date.ts'

/** §3 travel info as the API sends it; any text field may be missing. */
export type TravelInfo = {
  readonly transport_type: number | null
  readonly airport_name?: string | null
  readonly flight_number?: string | null
  readonly station_name?: string | null
  readonly train_number?: string | null
  readonly departure_place?: string | null
  readonly other_transport_name?: string | null
  readonly date?: string | null
  readonly time?: string | null
  readonly additional_info?: string | null
}

type WhenAndNotes = {
  readonly date: string | null
  readonly time: string | null
  readonly additionalInfo: string | null
}

/** §4 travel info display variants; blank texts arrive as null so the view can omit them. */
export type TravelInfoDisplay =
  | ({
      readonly variant: 'plane'
      readonly airportName: string | null
      readonly flightNumber: string | null
    } & WhenAndNotes)
  | ({
      readonly variant: 'train'
      readonly stationName: string | null
      readonly trainNumber: string | null
    } & WhenAndNotes)
  | ({
      readonly variant: 'other'
      readonly transportName: string | null
      readonly departurePlace: string | null
    } & WhenAndNotes)
  | { readonly variant: 'city-resident'; readonly additionalInfo: string | null }

/** §4: which variant to show and with what; null when the transport type is unknown or unset. */
export function travelInfoDisplay(info: TravelInfo): TravelInfoDisplay | null {
  const transportType = info.transport_type
  if (!isTravelTransportType(transportType)) return null
  const whenAndNotes: WhenAndNotes = {
    date: text(info.date),
    time: text(info.time),
    additionalInfo: text(info.additional_info),
  }
  switch (transportType) {
    case travelTransportType.plane:
      return {
        variant: 'plane',
        airportName: text(info.airport_name),
        flightNumber: text(info.flight_number),
        ...whenAndNotes,
      }
    case travelTransportType.train:
      return {
        variant: 'train',
        stationName: text(info.station_name),
        trainNumber: text(info.train_number),
        ...whenAndNotes,
      }
    case travelTransportType.other:
      return {
        variant: 'other',
        transportName: text(info.other_transport_name),
        departurePlace: text(info.departure_place),
        ...whenAndNotes,
      }
    case travelTransportType.cityResident:
      // Someone who lives in the city travels nowhere; only their note is worth showing.
      return { variant: 'city-resident', additionalInfo: whenAndNotes.additionalInfo }
    default: {
      const unhandled: never = transportType
      throw new Error(`Unknown transport type: ${String(unhandled)}`)
    }
  }
}

function text(value: string | null | undefined): string | null {
  const trimmed = value?.trim() ?? ''
  return trimmed === '' ? null : trimmed
}

export type TravelDirection = 'arrival' | 'departure'

/**
 * §4: extra accommodation info shows when the arrival is before the tour starts, or the departure
 * after it ends. Dates compare as calendar days; a missing or unreadable date shows nothing.
 */
export function needsExtraAccommodation(input: {
  readonly direction: TravelDirection
  readonly date: string | null | undefined
  readonly tourStart: string
  readonly tourEnd: string
}): boolean {
  const travelDay = calendarDay(input.date)
  if (travelDay === null) return false
  const { direction } = input
  switch (direction) {
    case 'arrival': {
      const startDay = calendarDay(input.tourStart)
      return startDay !== null && travelDay < startDay
    }
    case 'departure': {
      const endDay = calendarDay(input.tourEnd)
      return endDay !== null && travelDay > endDay
    }
    default: {
      const unhandled: never = direction
      throw new Error(`Unknown travel direction: ${String(unhandled)}`)
    }
  }
}
