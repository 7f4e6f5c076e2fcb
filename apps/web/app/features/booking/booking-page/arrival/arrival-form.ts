import type { Booking, UpdateTravelInfoBody } from '@tourmarket/contracts'
import type { TravelDirection } from '@tourmarket/domain/travel-info'
import {
  TRAVEL_DIRECTIONS,
  TRAVEL_TEXT_FIELDS,
  travelFieldName,
  travelFormValues,
  travelInfoBodyOf,
} from '../travel-info-form.ts'

/**
 * §2 /arrival/{uuid}: one form for every tourist of the booking. Each tourist's fields carry
 * their id (`t{id}.arrival.flight_number`), so the posted form says whose details are whose and
 * the page can show the API's refusals under the right field.
 */
export function touristFieldName(touristId: number, name: string): string {
  return `t${String(touristId)}.${name}`
}

/** Every field of the form as the page shows it first: what each tourist has saved so far. */
export function arrivalFormValues(booking: Booking): Record<string, string> {
  const values: Record<string, string> = {}
  for (const tourist of booking.tourists) {
    for (const direction of TRAVEL_DIRECTIONS) {
      const own = travelFormValues(tourist)
      for (const field of ['transport_type', ...TRAVEL_TEXT_FIELDS] as const) {
        const name = travelFieldName(direction, field)
        values[touristFieldName(tourist.id, name)] = own[name] ?? ''
      }
    }
  }
  return values
}

/** One tourist's posted fields without their prefix, as travelInfoBodyOf reads them. */
function ownValues(
  values: Readonly<Record<string, string>>,
  touristId: number,
): Record<string, string> {
  const prefix = touristFieldName(touristId, '')
  const own: Record<string, string> = {}
  for (const [name, value] of Object.entries(values)) {
    if (name.startsWith(prefix)) own[name.slice(prefix.length)] = value
  }
  return own
}

/**
 * The update-travel-info body from the form: every tourist of the booking, each direction with
 * only the chosen transport type's fields; "not known yet" clears a direction.
 */
export function travelInfoUpdate(
  uuid: string,
  touristIds: readonly number[],
  values: Readonly<Record<string, string>>,
): UpdateTravelInfoBody {
  return {
    uuid,
    tourists: touristIds.map((id) => {
      const own = ownValues(values, id)
      const [arrival, departure] = TRAVEL_DIRECTIONS.map((direction: TravelDirection) =>
        travelInfoBodyOf(own, direction),
      )
      return { id, arrival: arrival ?? null, departure: departure ?? null }
    }),
  }
}

/**
 * The API names a refused field by the tourist's place in the body (`tourists.0.arrival.time`);
 * the form names it by the tourist's id. Errors on no field of the form are left out.
 */
export function formFieldErrors(
  apiErrors: Readonly<Record<string, readonly string[]>>,
  touristIds: readonly number[],
): Record<string, readonly string[]> {
  const errors: Record<string, readonly string[]> = {}
  for (const [path, messages] of Object.entries(apiErrors)) {
    const match = /^tourists\.(\d+)\.(arrival|departure)\.(\w+)$/.exec(path)
    const id = match === null ? undefined : touristIds[Number(match[1])]
    if (match === null || id === undefined) continue
    errors[touristFieldName(id, `${match[2]!}.${match[3]!}`)] = messages
  }
  return errors
}
