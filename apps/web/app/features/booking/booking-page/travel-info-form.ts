import type { BookingTourist, TravelInfoBody } from '@tourmarket/contracts'
import type { TravelTransportType } from '@tourmarket/domain/enums'
import type { TravelDirection } from '@tourmarket/domain/travel-info'
import type { FieldSchema } from '@tourmarket/domain/validation'
import { isTravelTransportType, travelTransportType } from '@tourmarket/domain/enums'

/** §3 travel info text fields. */
export const TRAVEL_TEXT_FIELDS = [
  'airport_name',
  'flight_number',
  'station_name',
  'train_number',
  'other_transport_name',
  'departure_place',
  'date',
  'time',
  'additional_info',
] as const
export type TravelTextField = (typeof TRAVEL_TEXT_FIELDS)[number]

const whenAndNotes = ['date', 'time', 'additional_info'] as const

/**
 * §3/§4 which fields each transport type asks for: the same split as the domain's
 * travelInfoDisplay (a test holds them together), so what the form asks is what the page shows.
 */
export const travelFieldsByType: Readonly<Record<TravelTransportType, readonly TravelTextField[]>> =
  {
    [travelTransportType.plane]: ['airport_name', 'flight_number', ...whenAndNotes],
    [travelTransportType.train]: ['station_name', 'train_number', ...whenAndNotes],
    [travelTransportType.other]: ['other_transport_name', 'departure_place', ...whenAndNotes],
    // Someone who lives in the city travels nowhere: a note is all there is to say.
    [travelTransportType.cityResident]: ['additional_info'],
  }

/** The longest text the API keeps per field (the contract's travelInfoSchema). */
const maxLength: Readonly<Record<TravelTextField, number | null>> = {
  airport_name: 255,
  flight_number: 64,
  station_name: 255,
  train_number: 64,
  other_transport_name: 255,
  departure_place: 255,
  additional_info: 255,
  // The native date and time inputs give yyyy-MM-dd and HH:mm.
  date: null,
  time: null,
}

export const TRAVEL_DIRECTIONS: readonly TravelDirection[] = ['arrival', 'departure']

/** A form field's name: `{direction}.{field}`, `{direction}.transport_type` for the type. */
export function travelFieldName(
  direction: TravelDirection,
  field: TravelTextField | 'transport_type',
): string {
  return `${direction}.${field}`
}

export const FOOD_RESTRICTION_FIELD = 'food_restriction'

/** The questionnaire's values: '' as the transport type means "not told yet". */
export function travelFormValues(tourist: BookingTourist): Record<string, string> {
  const values: Record<string, string> = {
    [FOOD_RESTRICTION_FIELD]: tourist.food_restriction ?? '',
  }
  for (const direction of TRAVEL_DIRECTIONS) {
    const info = tourist[direction]
    values[travelFieldName(direction, 'transport_type')] =
      info === null ? '' : String(info.transport_type)
    for (const field of TRAVEL_TEXT_FIELDS) {
      values[travelFieldName(direction, field)] = info?.[field] ?? ''
    }
  }
  return values
}

/** The transport type chosen for a direction, or null while none is. */
export function chosenTransportType(
  values: Readonly<Record<string, unknown>>,
  direction: TravelDirection,
): TravelTransportType | null {
  const type = Number(values[travelFieldName(direction, 'transport_type')])
  return isTravelTransportType(type) ? type : null
}

/** §5 length rules of the questionnaire's text fields (every field is optional in §3). */
export function travelInfoRules(): Record<string, FieldSchema> {
  const rules: Record<string, FieldSchema> = { [FOOD_RESTRICTION_FIELD]: 'max:255' }
  for (const direction of TRAVEL_DIRECTIONS) {
    for (const field of TRAVEL_TEXT_FIELDS) {
      const max = maxLength[field]
      if (max !== null) rules[travelFieldName(direction, field)] = `max:${max}`
    }
  }
  return rules
}

/**
 * One direction's §3 travel info as update-tourists-questionnaires takes it: the chosen type with
 * only its own fields (a field typed under another type is dropped), blanks as null; null when no
 * type is chosen.
 */
export function travelInfoBodyOf(
  values: Readonly<Record<string, string | undefined>>,
  direction: TravelDirection,
): TravelInfoBody | null {
  const type = chosenTransportType(values, direction)
  if (type === null) return null
  const fields = travelFieldsByType[type]
  const pick = (field: TravelTextField): string | null => {
    const value = (values[travelFieldName(direction, field)] ?? '').trim()
    return fields.includes(field) && value !== '' ? value : null
  }
  return {
    transport_type: type,
    airport_name: pick('airport_name'),
    flight_number: pick('flight_number'),
    station_name: pick('station_name'),
    train_number: pick('train_number'),
    other_transport_name: pick('other_transport_name'),
    departure_place: pick('departure_place'),
    date: pick('date'),
    time: pick('time'),
    additional_info: pick('additional_info'),
  }
}
