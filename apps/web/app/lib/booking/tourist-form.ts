import type { BookingForm } from '@tourmarket/contracts'
import { normalizePhone } from '@tourmarket/domain/accounts'
import { type FieldSchema } from '@tourmarket/domain/validation'

/** §3 Tourist (booking) fields a form edits, in the order the form shows them. */
export const TOURIST_FIELDS = [
  'first_name',
  'last_name',
  'middle_name',
  'birthday',
  'email',
  'phone',
  'food_restriction',
  'passport',
  'weight_kg',
] as const
export type TouristField = (typeof TOURIST_FIELDS)[number]

/** Which of the brand's extra fields the form asks for (the contract's form flags). */
export type TouristFormFlags = Pick<BookingForm, 'collect_passport' | 'collect_weight'>

/**
 * A form's field name for one tourist's field: `tourists.{index}.{field}`, the name the API's
 * validation details use, so its refusals land under the right field.
 */
export function touristFieldName(index: number, field: TouristField): string {
  return `tourists.${index}.${field}`
}

/** Fields only the lead traveller is asked for: how to reach the group is the lead's. */
const LEAD_ONLY_FIELDS: ReadonlySet<TouristField> = new Set(['email', 'phone'])

/**
 * The fields a tourist's form shows: passport and weight only where the brand collects them (its
 * touristsForm); the e-mail and phone for the lead traveller only (`lead` false: a companion).
 */
export function shownTouristFields(flags: TouristFormFlags, lead = true): readonly TouristField[] {
  return TOURIST_FIELDS.filter(
    (field) =>
      (field !== 'passport' || flags.collect_passport) &&
      (field !== 'weight_kg' || flags.collect_weight) &&
      (lead || !LEAD_ONLY_FIELDS.has(field)),
  )
}

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '')

/** A real calendar day before `today` ('yyyy-MM-dd' both), as the API's birthday rule. */
function isPastDay(value: string, today: string): boolean {
  const parsed = new Date(`${value}T00:00:00Z`)
  return (
    /^\d{4}-\d{2}-\d{2}$/.test(value) &&
    !Number.isNaN(parsed.getTime()) &&
    parsed.toISOString().slice(0, 10) === value &&
    value < today
  )
}

/** The messages the rules need beyond §5's own, in the page language. */
export type TouristRuleMessages = {
  /** §5 'Please enter a valid phone number'. */
  readonly phone: string
  readonly birthdayInPast: string
  readonly wholeNumber: string
}

/**
 * §5 rules of one tourist's fields under `touristFieldName(index, …)`, in the order the form shows
 * them, matching the contract's touristInputSchema: names required (at most 100), a real birthday
 * before `today` (UTC yyyy-MM-dd, as the API judges it), an optional e-mail and phone (the API's
 * normalisation), passport and a whole weight of 20–250 kg required where the brand collects them.
 */
export function touristRules(
  index: number,
  flags: TouristFormFlags,
  messages: TouristRuleMessages,
  today: string,
  /** false: a companion, whose form has no e-mail or phone (shownTouristFields). */
  lead = true,
): Record<string, FieldSchema> {
  const rules: Readonly<Record<TouristField, FieldSchema>> = {
    first_name: 'required|max:100',
    last_name: 'required|max:100',
    middle_name: 'max:100',
    birthday: [
      'required',
      (value: unknown) =>
        text(value) === '' || isPastDay(text(value), today) || messages.birthdayInPast,
    ],
    email: 'email|max:320',
    phone: (value: unknown) =>
      text(value) === '' || normalizePhone(text(value)) !== null || messages.phone,
    food_restriction: 'max:255',
    passport: 'required|max:64',
    weight_kg: [
      'required',
      (value: unknown) => text(value) === '' || /^\d+$/.test(text(value)) || messages.wholeNumber,
      'minValue:20|maxValue:250',
    ],
  }
  return Object.fromEntries(
    shownTouristFields(flags, lead).map((field) => [touristFieldName(index, field), rules[field]]),
  )
}
