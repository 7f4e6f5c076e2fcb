import type { BookingTourist, TouristInput } from '@tourmarket/contracts'
import {
  TOURIST_FIELDS,
  touristFieldName,
  type TouristField,
} from '../../../lib/booking/tourist-form.ts'

/** A tourist as the form holds it: every field as typed. */
export type TouristValues = Readonly<Record<TouristField, string>>

export const emptyTourist: TouristValues = {
  first_name: '',
  last_name: '',
  middle_name: '',
  birthday: '',
  email: '',
  phone: '',
  food_restriction: '',
  passport: '',
  weight_kg: '',
}

/** The form values of a booked tourist, for editing. */
export function touristValuesOf(tourist: BookingTourist): TouristValues {
  return {
    first_name: tourist.first_name,
    last_name: tourist.last_name,
    middle_name: tourist.middle_name ?? '',
    birthday: tourist.birthday,
    email: tourist.email ?? '',
    phone: tourist.phone ?? '',
    food_restriction: tourist.food_restriction ?? '',
    passport: tourist.passport ?? '',
    weight_kg: tourist.weight_kg === null ? '' : String(tourist.weight_kg),
  }
}

function blankToNull(value: string): string | null {
  const trimmed = value.trim()
  return trimmed === '' ? null : trimmed
}

/**
 * A tourist as §7 request/add-tourists and update-tourists take it; a blank optional field is sent
 * as null (the API clears it). A field the form does not show keeps the value it started with, so
 * editing a tourist never drops a passport the brand stopped asking for.
 */
export function touristInputOf(values: TouristValues): TouristInput {
  const weight = values.weight_kg.trim()
  return {
    first_name: values.first_name.trim(),
    last_name: values.last_name.trim(),
    middle_name: blankToNull(values.middle_name),
    birthday: values.birthday,
    email: blankToNull(values.email),
    phone: blankToNull(values.phone),
    food_restriction: blankToNull(values.food_restriction),
    passport: blankToNull(values.passport),
    weight_kg: weight === '' ? null : Number(weight),
  }
}

/**
 * The values of tourist `index` out of a form that holds several under touristFieldName names.
 */
export function touristValuesAt(
  values: Readonly<Record<string, string | undefined>>,
  index: number,
): TouristValues {
  const pick = (field: TouristField) => values[touristFieldName(index, field)] ?? ''
  return {
    first_name: pick('first_name'),
    last_name: pick('last_name'),
    middle_name: pick('middle_name'),
    birthday: pick('birthday'),
    email: pick('email'),
    phone: pick('phone'),
    food_restriction: pick('food_restriction'),
    passport: pick('passport'),
    weight_kg: pick('weight_kg'),
  }
}

/** One tourist's values under touristFieldName(index, …) names, for a form that holds them. */
export function prefixedTouristValues(
  index: number,
  values: TouristValues,
): Record<string, string> {
  return Object.fromEntries(
    TOURIST_FIELDS.map((field) => [touristFieldName(index, field), values[field]]),
  )
}

/** Form values for tourists 0…count-1 under touristFieldName names, each starting empty. */
export function emptyTouristsValues(count: number): Record<string, string> {
  const values: Record<string, string> = {}
  for (let index = 0; index < count; index += 1) {
    Object.assign(values, prefixedTouristValues(index, emptyTourist))
  }
  return values
}

/**
 * The booking's tourists as §7 update-tourists takes them: every tourist it keeps, by id (those
 * left out are removed), each as booked except the one being replaced.
 */
export function keptTourists(
  tourists: readonly BookingTourist[],
  change: { readonly remove: number } | { readonly replace: number; readonly input: TouristInput },
): (TouristInput & { id: number })[] {
  return tourists
    .filter((tourist) => !('remove' in change) || tourist.id !== change.remove)
    .map((tourist) => ({
      ...('replace' in change && tourist.id === change.replace
        ? change.input
        : touristInputOf(touristValuesOf(tourist))),
      id: tourist.id,
    }))
}
