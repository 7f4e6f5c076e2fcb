import type { BookingForm, CreateBookingBody, Profile } from '@tourmarket/contracts'
import { BOOKING_COMMENT_MAX_LENGTH } from '@tourmarket/contracts/limits'
import { normalizePhone } from '@tourmarket/domain/accounts'
import { type FieldSchema } from '@tourmarket/domain/validation'
import {
  touristFieldName,
  touristRules,
  type TouristField,
  type TouristRuleMessages,
} from '../../../lib/booking/tourist-form.ts'

/**
 * The checkout form's values, flat: `tourists.0.first_name`, `contact.email`, `comment`,
 * `consent`… The names are the API's dotted field names, so its validation details land under
 * the right field as they are. Tourists added later have no value until typed into.
 */
export type CheckoutValues = Readonly<Record<string, string | boolean | undefined>>

export const CONTACT_FIELDS = ['first_name', 'last_name', 'email', 'phone'] as const
export type ContactField = (typeof CONTACT_FIELDS)[number]

export const contactField = (field: ContactField) => `contact.${field}`

/** The words the rules answer with that are not §5 catalogue messages. */
export type CheckoutRuleMessages = TouristRuleMessages & { readonly consentRequired: string }

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '')

/**
 * §5 rules of every field, in the order the page shows them (the first invalid one gets the
 * focus): each tourist's fields, the contact, the comment, the consent. The limits are the API's
 * (request/create), so the page refuses what the server would.
 */
export function checkoutRules(
  touristsCount: number,
  form: BookingForm,
  messages: CheckoutRuleMessages,
  /** UTC 'yyyy-MM-dd', as the API judges "in the past". */
  today: string,
): Record<string, FieldSchema> {
  const optionalPhone = (value: unknown) =>
    text(value) === '' || normalizePhone(text(value)) !== null ? true : messages.phone
  const rules: Record<string, FieldSchema> = {}
  for (let index = 0; index < touristsCount; index += 1) {
    Object.assign(rules, touristRules(index, form, messages, today, index === 0))
  }
  rules[contactField('first_name')] = 'required|max:100'
  rules[contactField('last_name')] = 'required|max:100'
  rules[contactField('email')] = 'required|email|max:320'
  rules[contactField('phone')] = ['required', optionalPhone]
  rules.comment = `max:${BOOKING_COMMENT_MAX_LENGTH}`
  rules.consent = { rules: 'required', messages: { required: messages.consentRequired } }
  return rules
}

/** A new form: the contact comes from the signed-in profile, the tourists start empty. */
export function initialCheckoutValues(
  user: Pick<Profile, 'first_name' | 'last_name' | 'email' | 'phone'> | null,
): CheckoutValues {
  return {
    [contactField('first_name')]: user?.first_name ?? '',
    [contactField('last_name')]: user?.last_name ?? '',
    [contactField('email')]: user?.email ?? '',
    [contactField('phone')]: user?.phone ?? '',
    // The lead traveller is usually the account's holder: a correction, not a retyping.
    [touristFieldName(0, 'first_name')]: user?.first_name ?? '',
    [touristFieldName(0, 'last_name')]: user?.last_name ?? '',
    [touristFieldName(0, 'email')]: user?.email ?? '',
    [touristFieldName(0, 'phone')]: user?.phone ?? '',
    comment: '',
    consent: false,
    tickets_request: false,
  }
}

const orNull = (value: unknown) => (text(value) === '' ? null : text(value))

/** POST request/create's body from valid values; the price is never sent (the server's alone). */
export function createBookingBody(
  values: CheckoutValues,
  touristsCount: number,
  tourDateId: number,
  form: BookingForm,
  individualTourUuid: string | null = null,
): CreateBookingBody {
  const tourists = Array.from({ length: touristsCount }, (_, index) => {
    const value = (field: TouristField) => values[touristFieldName(index, field)]
    const phone = orNull(value('phone'))
    return {
      first_name: text(value('first_name')),
      last_name: text(value('last_name')),
      middle_name: orNull(value('middle_name')),
      birthday: text(value('birthday')),
      email: orNull(value('email')),
      phone: phone === null ? null : normalizePhone(phone),
      food_restriction: orNull(value('food_restriction')),
      ...(form.collect_passport ? { passport: text(value('passport')) } : {}),
      ...(form.collect_weight ? { weight_kg: Number(text(value('weight_kg'))) } : {}),
    }
  })
  const comment = text(values.comment)
  return {
    tour_date_id: tourDateId,
    // An individual offer's link: the one thing that opens the offer's own, closed date.
    ...(individualTourUuid === null ? {} : { individual_tour_uuid: individualTourUuid }),
    tourists,
    contact: {
      first_name: text(values[contactField('first_name')]),
      last_name: text(values[contactField('last_name')]),
      email: text(values[contactField('email')]),
      phone: normalizePhone(text(values[contactField('phone')])) ?? '',
    },
    ...(comment === '' ? {} : { comment }),
    consent: true,
    ...(form.tickets_request_enabled ? { tickets_request: values.tickets_request === true } : {}),
  }
}

/** The field errors of names the form shows now, and the messages of any other name. */
export function splitFieldErrors(
  errors: Readonly<Record<string, readonly string[]>>,
  shownFields: readonly string[],
): { readonly shown: Record<string, readonly string[]>; readonly other: readonly string[] } {
  const shown: Record<string, readonly string[]> = {}
  const other: string[] = []
  for (const [field, messages] of Object.entries(errors)) {
    if (shownFields.includes(field)) shown[field] = messages
    else other.push(...messages)
  }
  return { shown, other }
}

/** The rules' own words in the page language (shared by the page and its action). */
export function checkoutRuleMessages({
  text,
  t,
}: {
  readonly text: (
    key: 'checkout.birthdayPast' | 'checkout.weightWhole' | 'checkout.consentRequired',
  ) => string
  readonly t: (key: 'validation.phone') => string
}): CheckoutRuleMessages {
  return {
    phone: t('validation.phone'),
    birthdayInPast: text('checkout.birthdayPast'),
    wholeNumber: text('checkout.weightWhole'),
    consentRequired: text('checkout.consentRequired'),
  }
}
