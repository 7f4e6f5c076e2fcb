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

/** The storefront's language and currency, as shown now or as chosen in the form. */
export type Preferences = { readonly language: Locale; readonly currency: BrandCurrency }

/** The §7 calls a save needs: set-language and set-currency only for what changed. */
export function preferenceChanges(
  current: Preferences,
  chosen: Preferences,
): { readonly language: Locale | null; readonly currency: BrandCurrency | null } {
  return {
    language: chosen.language === current.language ? null : chosen.language,
    currency: chosen.currency === current.currency ? null : chosen.currency,
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
