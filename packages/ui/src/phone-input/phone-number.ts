import parsePhoneNumber, { isSupportedCountry, parseIncompletePhoneNumber } from 'libphonenumber-js'
import { PHONE_INPUT_MAX_LENGTH, isAllowedPhoneKey } from '@tourmarket/domain/inputs'
import { isPhone } from '@tourmarket/domain/validation'

/** The phone input dials either a country of the list or a code typed in the country search. */
export type PhoneSelection =
  | { readonly kind: 'country'; readonly isoCode: string }
  | { readonly kind: 'custom'; readonly code: string }

export type PhoneStatus =
  | { readonly kind: 'empty' }
  | { readonly kind: 'valid'; readonly e164: string }
  | { readonly kind: 'invalid' }
  /** A real number, but of another country than the chosen one (§5 mismatch hint). */
  | { readonly kind: 'other-country'; readonly isoCode: string }

/** '+1', '1' or '+1-684' → '+1', '+1', '+1684'. */
export function dialCode(phoneCode: string): string {
  return `+${phoneCode.replace(/[^0-9]/g, '')}`
}

/** Typed or pasted text kept to phone characters and §5's 18 characters. */
export function sanitizePhoneText(text: string): string {
  return [...text]
    .filter((character) => isAllowedPhoneKey(character))
    .join('')
    .slice(0, PHONE_INPUT_MAX_LENGTH)
}

/**
 * Moves the number to another dialling code: an empty field gets the code to start from, and a
 * number that starts with the old code gets the new one instead. A number in national format is
 * left alone; it is read with the new country.
 */
export function withDialCode(text: string, previous: string | null, next: string): string {
  const trimmed = text.trim()
  if (trimmed === '') return `${next} `
  if (previous !== null && trimmed.startsWith(previous)) {
    return sanitizePhoneText(`${next}${trimmed.slice(previous.length)}`)
  }
  return text
}

/**
 * §5 validity for the chosen country, by libphonenumber's metadata. A custom code has no
 * metadata, so there the domain's phone rule (+ and at least 9 digits) decides.
 */
export function phoneStatus(text: string, selection: PhoneSelection): PhoneStatus {
  const trimmed = text.trim()
  if (trimmed === '') return { kind: 'empty' }
  if (selection.kind === 'custom') {
    const digits = trimmed.replace(/[^0-9]/g, '')
    const e164 = trimmed.startsWith('+') ? `+${digits}` : `${selection.code}${digits}`
    return isPhone(e164) ? { kind: 'valid', e164 } : { kind: 'invalid' }
  }
  const isoCode = selection.isoCode.toUpperCase()
  const parsed = isSupportedCountry(isoCode)
    ? parsePhoneNumber(trimmed, { defaultCountry: isoCode })
    : parsePhoneNumber(trimmed)
  if (parsed === undefined || !parsed.isValid()) return { kind: 'invalid' }
  if (parsed.country !== undefined && parsed.country !== isoCode) {
    return { kind: 'other-country', isoCode: parsed.country }
  }
  return { kind: 'valid', e164: parsed.number }
}

/**
 * The calling code an international number dials ('+44 7700 900123' → '+44'), by libphonenumber's
 * metadata, valid number or not; null for a national number or an unknown code.
 */
export function callingCodeOf(text: string): string | null {
  const digits = parseIncompletePhoneNumber(text.trim())
  if (!digits.startsWith('+')) return null
  const parsed = parsePhoneNumber(digits)
  return parsed === undefined ? null : `+${parsed.countryCallingCode}`
}
