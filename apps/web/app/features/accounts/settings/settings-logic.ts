import type { BrandCurrency, CodeSender } from '@tourmarket/domain/enums'
import type { Locale } from '@tourmarket/domain/i18n'
import { isPhone } from '@tourmarket/domain/validation'

/** A name field as update-profile takes it: trimmed, and null when blank (the API clears it). */
export function blankToNull(value: string): string | null {
  const trimmed = value.trim()
  return trimmed === '' ? null : trimmed
}

/** §5 phone: + and at least 9 digits once the spaces, dashes and brackets typed are dropped. */
export function isValidPhoneInput(value: string): boolean {
  return isPhone(value.replace(/[\s\-().]/g, ''))
}

/** Where the profile's phone stands: none yet, waiting for its code, or confirmed. */
export type PhoneState = 'none' | 'unconfirmed' | 'confirmed'

export function phoneState(user: {
  readonly phone: string | null
  readonly is_phone_confirmed: boolean
}): PhoneState {
  if (user.phone === null || user.phone.trim() === '') return 'none'
  return user.is_phone_confirmed ? 'confirmed' : 'unconfirmed'
}

/**
 * The ways a phone code can be sent, as the API lists them, with SMS first: every phone gets an
 * SMS, while a messenger reaches only a phone that uses it.
 */
export function orderedPhoneSenders(methods: readonly CodeSender[]): readonly CodeSender[] {
  return [...methods.filter((method) => method === 'sms'), ...methods.filter((m) => m !== 'sms')]
}

/**
 * What the profile form shows: the account's names and country, and the storefront's language
 * and currency (what the page is in now, which the header's switchers may also change).
 */
export type ProfileChoices = {
  readonly firstName: string
  readonly lastName: string
  readonly countryId: number | null
  readonly language: Locale
  readonly currency: BrandCurrency
}

/** The §7 calls one save of the profile form needs; null where nothing changed. */
export type ProfileChanges = {
  /** update-profile's body: it takes both names, so a change to either sends both. */
  readonly names: { readonly first_name: string | null; readonly last_name: string | null } | null
  readonly countryId: number | null
  readonly currency: BrandCurrency | null
  readonly language: Locale | null
}

/**
 * Only what differs from what is shown now. Names compare as update-profile stores them (trimmed,
 * blank as none), so retyping a name with spaces around it changes nothing; a country can be
 * picked but not cleared, so no choice is no change.
 */
export function profileChanges(current: ProfileChoices, chosen: ProfileChoices): ProfileChanges {
  const names = {
    first_name: blankToNull(chosen.firstName),
    last_name: blankToNull(chosen.lastName),
  }
  const namesChanged =
    names.first_name !== blankToNull(current.firstName) ||
    names.last_name !== blankToNull(current.lastName)
  return {
    names: namesChanged ? names : null,
    countryId:
      chosen.countryId === null || chosen.countryId === current.countryId ? null : chosen.countryId,
    currency: chosen.currency === current.currency ? null : chosen.currency,
    language: chosen.language === current.language ? null : chosen.language,
  }
}

/** The photos image/upload takes, by the type the browser reports. */
export const PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'image/avif']

/** What is wrong with a chosen photo before it is sent: none chosen, not a photo, too large. */
export type PhotoProblem = 'missing' | 'type' | 'size'

/**
 * Checks a chosen file as far as the browser can tell. A file without a reported type is left
 * to the API, which reads the bytes; the API's refusal then says the same thing.
 */
export function photoProblem(
  file: { readonly type: string; readonly size: number } | null,
  maxBytes: number,
): PhotoProblem | null {
  if (file === null) return 'missing'
  if (file.type !== '' && !PHOTO_TYPES.includes(file.type)) return 'type'
  if (file.size > maxBytes) return 'size'
  return null
}

/** The photo problem an upload or update-profile-photo refusal means, by its code. */
export function photoRefusal(code: string | undefined): PhotoProblem | null {
  if (code === 'unsupported_media_type' || code === 'avatar_not_allowed') return 'type'
  if (code === 'body_too_large') return 'size'
  return null
}
